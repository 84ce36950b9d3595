import { useEffect, useRef, useState, type FormEvent } from 'react';
import { INTERVIEW_AGENT_PATH, timeZoneOfState } from '@shared/domain/careers';
import {
  interviewPhase,
  transcriptFileName,
  transcriptText,
  type ChatMessage,
  type ConnectionStatus,
  type FormattedFeedback,
} from '@shared/domain/interview';
import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { useCompleteStep } from '@client/lib/progress';
import { formatFeedback, getAgentConfig, nextTurn } from '../api/interview';
import { FeedbackCard } from '../components/FeedbackCard';
import { Waveform } from '../components/Waveform';
import { canRecognizeSpeech, listen, speak, stopSpeaking } from '../lib/voice';
import '../interview.css';
import '@shared/messages/interview';
import { ScriptForm } from '@client/ui/ScriptForm';
import { FieldError } from '@client/ui/FieldError';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/**
 * The practice interview (spec 000 §2 "Interview AI agent page", §4 "Interview agent"): Start Call asks
 * for the microphone first; the interviewer speaks; answers are spoken or typed; feedback at the end.
 */
export default function InterviewAgentPage() {
  const { data: user } = useSession();
  // Feedback shown is the step done; a refusal changes nothing the student sees.
  const complete = useCompleteStep({ handlesError: true });
  const [status, setStatus] = useState<ConnectionStatus>('disconnected');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [agentName, setAgentName] = useState('Sam');
  const [answer, setAnswer] = useState('');
  const [thinking, setThinking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<FormattedFeedback | null>(null);
  const [formatting, setFormatting] = useState(false);
  const [listening, setListening] = useState(false);
  const stopListening = useRef<(() => void) | null>(null);
  const startedAt = useRef(new Date());
  const phase = interviewPhase(messages);

  const streamRef = useRef<MediaStream | null>(null);
  streamRef.current = stream;
  // Leaving the page ends the call: the microphone is released and speech stops.
  useEffect(
    () => () => {
      streamRef.current?.getTracks().forEach((track) => track.stop());
      stopSpeaking();
    },
    [],
  );

  async function askNext(conversation: ChatMessage[]) {
    setThinking(true);
    try {
      const turn = await nextTurn(conversation.map(({ type, content }) => ({ type, content })));
      const withReply = [...conversation, turn.message];
      setMessages(withReply);
      speak(turn.message.content);
      if (turn.phase === 'feedback') await showFeedback(turn.message.content);
    } catch (err) {
      setError((err as Error).message || t('interview.conversationError'));
    } finally {
      setThinking(false);
    }
  }

  async function showFeedback(text: string) {
    setFormatting(true);
    try {
      setFeedback(await formatFeedback(text));
      complete.mutate(INTERVIEW_AGENT_PATH);
    } catch {
      setError(t('interview.formatError'));
    } finally {
      setFormatting(false);
    }
  }

  async function startCall() {
    setError(null);
    setFeedback(null);
    setMessages([]);
    setStatus('connecting');
    let mic: MediaStream;
    try {
      mic = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setStatus('disconnected');
      setError(t('interview.micDenied'));
      return;
    }
    try {
      const config = await getAgentConfig();
      setAgentName(config.agentName);
    } catch (err) {
      mic.getTracks().forEach((track) => track.stop());
      setStatus('disconnected');
      setError((err as Error).message || t('interview.conversationError'));
      return;
    }
    startedAt.current = new Date();
    setStream(mic);
    setStatus('connected');
    await askNext([]);
  }

  function endCall() {
    setStatus('disconnecting');
    stopListening.current?.();
    stopSpeaking();
    stream?.getTracks().forEach((track) => track.stop());
    setStream(null);
    setStatus('disconnected');
  }

  function send(e: FormEvent) {
    e.preventDefault();
    const content = answer.trim();
    if (!content || thinking || phase === 'feedback') return;
    stopListening.current?.();
    const mine: ChatMessage = {
      id: crypto.randomUUID(),
      type: 'user',
      content,
      timestamp: new Date().toISOString(),
      audioUrl: null,
    };
    const conversation = [...messages, mine];
    setMessages(conversation);
    setAnswer('');
    void askNext(conversation);
  }

  function toggleListening() {
    if (listening) {
      stopListening.current?.();
      return;
    }
    setListening(true);
    stopListening.current = listen(
      (text) => setAnswer(text),
      () => {
        setListening(false);
        stopListening.current = null;
      },
    );
  }

  function downloadTranscript() {
    const text = transcriptText(
      messages,
      { user: user?.firstName ?? t('interview.you'), assistant: agentName },
      timeZoneOfState(user?.state),
    );
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = transcriptFileName(startedAt.current);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const connected = status === 'connected';
  const canAnswer = connected && !thinking && phase !== 'feedback' && messages.length > 0;
  return (
    <article className="interview narrow-page">
      <h1>{t('interview.title')}</h1>
      <p>{t('interview.intro')}</p>
      <p className="field-hint">{t('interview.micNote')}</p>
      <p className="interview-status" role="status">
        <span className={`status-dot status-${status}`} aria-hidden="true" />
        {t('interview.statusLabel', { status: t(`interview.status.${status}`) })}
        {messages.length > 0 && (
          <> · {t('interview.phaseLabel', { phase: t(`interview.phases.${phase}`) })}</>
        )}
      </p>
      <FieldError error={error} />
      <div className="interview-controls">
        {connected || status === 'connecting' ? (
          <button
            type="button"
            className="button button-danger"
            onClick={endCall}
            disabled={status === 'connecting'}
          >
            {t('interview.endCall')}
          </button>
        ) : (
          <button type="button" className="button button-primary" onClick={() => void startCall()}>
            {messages.length ? t('interview.again') : t('interview.startCall')}
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          onClick={downloadTranscript}
          disabled={messages.length === 0}
        >
          {t('interview.downloadTranscript')}
        </button>
      </div>
      <Waveform stream={stream} />
      <section className="card conversation" aria-labelledby="conversation-title">
        <h2 id="conversation-title">{t('interview.conversation')}</h2>
        {messages.length === 0 ? (
          <p className="muted">{t('interview.empty')}</p>
        ) : (
          <ol className="messages" aria-live="polite">
            {messages.map((m) => (
              <li key={m.id} className={`message message-${m.type}`}>
                <span className="message-who">{m.type === 'user' ? t('interview.you') : agentName}</span>
                <p>{m.content}</p>
              </li>
            ))}
          </ol>
        )}
        {thinking && <p className="muted">{t('interview.thinking')}</p>}
        {canAnswer && (
          <ScriptForm className="answer-form" onSubmit={send}>
            <label htmlFor="interview-answer">{t('interview.answerLabel')}</label>
            <p className="field-hint" id="interview-answer-hint">
              {t('interview.answerHint')}
            </p>
            <textarea
              id="interview-answer"
              aria-describedby="interview-answer-hint"
              value={answer}
              maxLength={2000}
              rows={4}
              onChange={(e) => setAnswer(e.target.value)}
            />
            <div className="interview-controls">
              {canRecognizeSpeech() && (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-pressed={listening}
                  onClick={toggleListening}
                >
                  {listening ? t('interview.listening') : t('interview.speak')}
                </button>
              )}
              <button type="submit" className="button button-primary" disabled={!answer.trim()}>
                {t('interview.send')}
              </button>
            </div>
          </ScriptForm>
        )}
      </section>
      {formatting && <p className="muted">{t('interview.formatting')}</p>}
      {feedback && <FeedbackCard feedback={feedback} />}
      <BackToChecklist to="/postprogram/career_services" />
    </article>
  );
}
