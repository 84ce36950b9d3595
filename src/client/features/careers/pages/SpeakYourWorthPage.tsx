import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SpeakAttempt, SpeakFeedback } from '@shared/contracts/careers';
import { formatDate } from '@shared/domain/format';
import {
  clock,
  RECORDER_BITS_PER_SECOND,
  SPEAK_MAX_SECONDS,
  SPEAK_MIN_SECONDS,
  SPEAK_WORDS_MAX,
  speakQuestionIds,
  type SpeakPoints,
  type SpeakQuestionId,
} from '@shared/domain/speak';
import { t } from '@shared/i18n';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useCompletions } from '@client/lib/progress';
import {
  audioUrl,
  useAddWords,
  useDeleteAttempt,
  useSendAnswer,
  useSpeakYourWorth,
  type Recording,
} from '../api/speak';
import '../careers.css';
import '@shared/messages/speak';
import { ScriptForm } from '@client/ui/ScriptForm';
import { FieldError } from '@client/ui/FieldError';
import { BackToChecklist } from '@client/ui/BackToChecklist';

const SPEAK_YOUR_WORTH_PATH = '/postprogram/career_services/speak_your_worth';
const pointKeys = ['number', 'reason', 'questionBack'] as const;

/** The career step "Speak your worth": pay tips, a question, a recorded answer and feedback on it. */
export default function SpeakYourWorthPage() {
  const view = useSpeakYourWorth();
  const completed = useCompletions();
  const [latest, setLatest] = useState<string | null>(null);
  const recordButton = useRef<HTMLButtonElement>(null);
  if (view.isPending) return <LoadingScreen />;
  if (view.isError)
    return (
      <article className="careers narrow-page">
        <h1>{t('speak.title')}</h1>
        <p role="alert">{view.error.message || t('errors.internal')}</p>
      </article>
    );
  const done = completed.data?.some((c) => c.url === SPEAK_YOUR_WORTH_PATH) ?? false;
  const newest = view.data.attempts.find((a) => a.id === latest) ?? null;
  return (
    <article className="careers narrow-page speak">
      <h1>{t('speak.title')}</h1>
      <p>{t('speak.lead')}</p>
      <section className="card" aria-labelledby="speak-numbers">
        <h2 id="speak-numbers">{t('speak.numbersTitle')}</h2>
        <ul className="speak-tips">
          <li>{t('speak.payMile')}</li>
          <li>{t('speak.payWeek')}</li>
          <li>{t('speak.bonus')}</li>
          <li>{t('speak.homeTime')}</li>
          <li>{t('speak.beProud')}</li>
        </ul>
      </section>
      <section className="card" aria-labelledby="speak-parts">
        <h2 id="speak-parts">{t('speak.partsTitle')}</h2>
        <ol className="speak-tips">
          {pointKeys.map((p) => (
            <li key={p}>{t(`speak.points.${p}`)}</li>
          ))}
        </ol>
      </section>
      <Recorder recordButton={recordButton} onAnswered={setLatest} />
      {newest && (
        <section className="card speak-result" aria-labelledby="speak-feedback">
          <h2 id="speak-feedback">{t('speak.feedbackTitle')}</h2>
          {done && <p className="alert alert-info">{t('speak.stepDone')}</p>}
          <FeedbackCard attempt={newest} />
          <button
            type="button"
            className="button button-secondary button-block"
            onClick={() => recordButton.current?.focus()}
          >
            {t('speak.tryAgain')}
          </button>
        </section>
      )}
      {view.data.attempts.length > 0 && (
        <section aria-labelledby="speak-attempts">
          <h2 id="speak-attempts">{t('speak.attemptsTitle')}</h2>
          <ul className="speak-attempts">
            {view.data.attempts.map((a) => (
              <li key={a.id} className="card">
                <h3>
                  {t('speak.attemptOf', {
                    date: formatDate(a.createdAt),
                    question: t(`speak.questions.${a.questionId}`),
                  })}
                </h3>
                {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the student's own voice; its words, when known, are shown as text */}
                <audio
                  controls
                  preload="none"
                  src={audioUrl(a.audioPath)}
                  aria-label={t('speak.listen', { date: formatDate(a.createdAt) })}
                />
                <p className="speak-attempt-line">
                  {t('speak.lengthLine', { time: clock(a.seconds) })}. {a.feedback.summary}
                </p>
                {a.id === newest?.id ? null : (
                  <details>
                    <summary>{t('speak.feedbackTitle')}</summary>
                    <FeedbackCard attempt={a} />
                  </details>
                )}
                <DeleteAnswer id={a.id} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <BackToChecklist to="/postprogram/career_services" />
    </article>
  );
}

type Phase = 'idle' | 'recording' | 'recorded';

/** Picks what this browser's recorder can make, smallest first for a prepaid data plan. */
function recorderType(): string | undefined {
  const types = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
  return types.find((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * The question, the Record/Stop button with its timer, the recording to listen to, then what the student
 * said (typed, optional) or their own ticks, and Get feedback. The microphone is asked for only on Record.
 */
function Recorder({
  recordButton,
  onAnswered,
}: {
  recordButton: React.RefObject<HTMLButtonElement | null>;
  onAnswered: (id: string) => void;
}) {
  const [question, setQuestion] = useState<SpeakQuestionId>('payLookingFor');
  const [phase, setPhase] = useState<Phase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [words, setWords] = useState('');
  const [share, setShare] = useState(0);
  const [ticks, setTicks] = useState<SpeakPoints>({ number: false, reason: false, questionBack: false });
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | null>(null);
  const send = useSendAnswer();
  const ids = useId();

  const stopTimer = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };
  // Leaving the page stops the microphone and frees the preview.
  useEffect(
    () => () => {
      stopTimer();
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function start() {
    setError(null);
    setNotice(null);
    setElapsed(0);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError(t('speak.noRecorder'));
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      const name = (err as Error).name;
      setError(
        name === 'NotFoundError' || name === 'NotReadableError'
          ? t('speak.noRecorder')
          : t('speak.micDenied'),
      );
      return;
    }
    const mimeType = recorderType();
    const rec = new MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      audioBitsPerSecond: RECORDER_BITS_PER_SECOND,
    });
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    rec.ondataavailable = (e) => {
      if (e.data.size) chunks.push(e.data);
    };
    rec.onstop = () => {
      stopTimer();
      stream.getTracks().forEach((track) => track.stop());
      const durationMs = Math.min(performance.now() - startedAt, SPEAK_MAX_SECONDS * 1000);
      const blob = new Blob(chunks, { type: rec.mimeType || mimeType || 'audio/webm' });
      setElapsed(durationMs / 1000);
      if (durationMs < SPEAK_MIN_SECONDS * 1000 || !blob.size) {
        setPhase('idle');
        setError(t('speak.tooShort'));
        return;
      }
      setRecording({ blob, durationMs, uploadKey: crypto.randomUUID(), answerKey: crypto.randomUUID() });
      setPreview(URL.createObjectURL(blob));
      setPhase('recorded');
    };
    recorder.current = rec;
    rec.start(1000);
    setElapsed(0);
    setPhase('recording');
    timer.current = window.setInterval(() => {
      const seconds = (performance.now() - startedAt) / 1000;
      setElapsed(seconds);
      if (seconds >= SPEAK_MAX_SECONDS && rec.state === 'recording') {
        setNotice(t('speak.maxReached'));
        rec.stop();
      }
    }, 250);
  }

  function stop() {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  function again() {
    setRecording(null);
    setPreview(null);
    setElapsed(0);
    setPhase('idle');
    setNotice(null);
    send.reset();
    recordButton.current?.focus();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!recording || send.isPending) return;
    setShare(0);
    const typed = words.trim();
    send.mutate(
      {
        recording,
        answer: { questionId: question, ...(typed ? { words: typed } : { selfCheck: ticks }) },
        onProgress: setShare,
      },
      {
        onSuccess: (attempt) => {
          onAnswered(attempt.id);
          setRecording(null);
          setPreview(null);
          setWords('');
          setTicks({ number: false, reason: false, questionBack: false });
          setElapsed(0);
          setPhase('idle');
        },
      },
    );
  }

  const recordingNow = phase === 'recording';
  return (
    <section className="card speak-recorder" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('speak.recorderTitle')}</h2>
      <fieldset className="options" disabled={phase !== 'idle'}>
        <legend>{t('speak.questionLegend')}</legend>
        {speakQuestionIds.map((id) => (
          <label key={id} className="option">
            <input
              type="radio"
              name={`${ids}-question`}
              value={id}
              checked={question === id}
              onChange={() => setQuestion(id)}
            />
            {t(`speak.questions.${id}`)}
          </label>
        ))}
      </fieldset>
      <p className="shown speak-question">{t(`speak.questions.${question}`)}</p>
      <p className="field-hint">{t('speak.recorderHint')}</p>
      {phase !== 'recorded' && (
        <div className="speak-controls">
          {recordingNow ? (
            <button type="button" className="button button-primary speak-stop" onClick={stop}>
              <span className="speak-dot" aria-hidden="true" /> {t('speak.stop')}
            </button>
          ) : (
            <button
              type="button"
              ref={recordButton}
              className="button button-primary"
              onClick={() => void start()}
            >
              {t('speak.record')}
            </button>
          )}
          <p
            className="speak-timer"
            role="timer"
            aria-label={recordingNow ? t('speak.recording') : undefined}
          >
            {t('speak.timer', { time: clock(elapsed) })}
          </p>
          <progress max={SPEAK_MAX_SECONDS} value={Math.min(elapsed, SPEAK_MAX_SECONDS)} aria-hidden="true" />
        </div>
      )}
      <p role="status" className="visually-hidden">
        {recordingNow ? t('speak.recording') : ''}
      </p>
      {notice && <p className="alert alert-info">{notice}</p>}
      <FieldError error={error} />
      {phase === 'recorded' && recording && preview && (
        <ScriptForm onSubmit={submit} className="speak-send">
          <h3>{t('speak.recordedTitle', { time: clock(recording.durationMs / 1000) })}</h3>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the student's own voice; its words, when known, are shown as text */}
          <audio
            controls
            src={preview}
            aria-label={t('speak.recordedTitle', { time: clock(recording.durationMs / 1000) })}
          />
          <div className="field">
            <label htmlFor={`${ids}-words`}>{t('speak.wordsLabel')}</label>
            <p id={`${ids}-words-hint`} className="field-hint">
              {t('speak.wordsHint')}
            </p>
            <textarea
              id={`${ids}-words`}
              aria-describedby={`${ids}-words-hint`}
              rows={4}
              maxLength={SPEAK_WORDS_MAX}
              value={words}
              onChange={(e) => setWords(e.target.value)}
            />
          </div>
          {!words.trim() && (
            <fieldset className="options">
              <legend>{t('speak.selfCheckLegend')}</legend>
              {pointKeys.map((p) => (
                <label key={p} className="option">
                  <input
                    type="checkbox"
                    checked={ticks[p]}
                    onChange={(e) => setTicks({ ...ticks, [p]: e.target.checked })}
                  />
                  {t(`speak.points.${p}`)}
                </label>
              ))}
            </fieldset>
          )}
          <FieldError error={send.error?.message} />
          {send.isPending && (
            <p className="speak-progress">
              <label htmlFor={`${ids}-sent`}>{t('speak.sent', { percent: Math.round(share * 100) })}</label>
              <progress id={`${ids}-sent`} max={1} value={share} />
            </p>
          )}
          <button type="submit" className="button button-primary button-block" disabled={send.isPending}>
            {send.isPending ? t('speak.sending') : t('speak.send')}
          </button>
          <button
            type="button"
            className="button button-ghost button-block"
            disabled={send.isPending}
            onClick={again}
          >
            {t('speak.recordAgain')}
          </button>
        </ScriptForm>
      )}
    </section>
  );
}

/** What the feedback rests on, the length, the filler words, the 3 parts and the tips. */
function FeedbackCard({ attempt }: { attempt: SpeakAttempt }) {
  const f: SpeakFeedback = attempt.feedback;
  const pointState = (said: boolean) =>
    said ? (f.basis === 'selfCheck' ? t('speak.ticked') : t('speak.said')) : t('speak.missing');
  return (
    <div className="speak-feedback">
      <p className="speak-summary">{f.summary}</p>
      <p className="field-hint">{t(`speak.basis.${f.basis}`)}</p>
      <ul className="speak-facts">
        <li>{t('speak.lengthLine', { time: clock(f.seconds) })}</li>
        <li>
          {f.fillers === null
            ? t('speak.fillersUnknown')
            : f.fillers.count === 0
              ? t('speak.fillersNone')
              : `${t('speak.fillersLine', { count: f.fillers.count })} (${f.fillers.words
                  .map(([w, n]) => `"${w}" ${n}×`)
                  .join(', ')})`}
        </li>
      </ul>
      <h4>{t('speak.pointsTitle')}</h4>
      <ul className="speak-points">
        {pointKeys.map((p) => (
          <li key={p} className={f.points[p] ? 'speak-point-yes' : 'speak-point-no'}>
            <span aria-hidden="true">{f.points[p] ? '✓' : '○'}</span> {t(`speak.points.${p}`)}:{' '}
            <strong>{pointState(f.points[p])}</strong>
          </li>
        ))}
      </ul>
      <h4>{t('speak.tipsTitle')}</h4>
      <ul className="speak-tips">
        {f.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {attempt.words && (
        <>
          <h4>{t('speak.youSaid')}</h4>
          <blockquote className="speak-words-said">{attempt.words}</blockquote>
        </>
      )}
      {f.basis === 'selfCheck' && <WordsForm attempt={attempt} />}
    </div>
  );
}

/** "Type what you said" after the fact: the feedback is made again from the words. */
function WordsForm({ attempt }: { attempt: SpeakAttempt }) {
  const [words, setWords] = useState('');
  const add = useAddWords();
  const id = useId();
  return (
    <ScriptForm
      className="speak-words"
      onSubmit={(e) => {
        e.preventDefault();
        if (words.trim() && !add.isPending)
          add.mutate({ id: attempt.id, words: words.trim(), key: crypto.randomUUID() });
      }}
    >
      <label htmlFor={`${id}-words`}>{t('speak.addWords')}</label>
      <p id={`${id}-hint`} className="field-hint">
        {t('speak.wordsHint')}
      </p>
      <textarea
        id={`${id}-words`}
        aria-describedby={`${id}-hint`}
        rows={3}
        maxLength={SPEAK_WORDS_MAX}
        value={words}
        onChange={(e) => setWords(e.target.value)}
      />
      <FieldError error={add.error?.message} />
      <button
        type="submit"
        className="button button-secondary button-block"
        disabled={!words.trim() || add.isPending}
      >
        {add.isPending ? t('speak.sending') : t('speak.saveWords')}
      </button>
    </ScriptForm>
  );
}

/** Delete, asked twice: the recording is the student's own voice and goes for good. */
function DeleteAnswer({ id }: { id: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAttempt();
  if (!asking)
    return (
      <button type="button" className="button button-ghost button-block" onClick={() => setAsking(true)}>
        {t('speak.delete')}
      </button>
    );
  return (
    <div className="speak-delete" role="group" aria-label={t('speak.delete')}>
      <p>{t('speak.deleteConfirm')}</p>
      <FieldError error={remove.error?.message} />
      <button
        type="button"
        className="button button-secondary"
        disabled={remove.isPending}
        onClick={() => remove.mutate(id)}
      >
        {t('speak.deleteYes')}
      </button>
      <button type="button" className="button button-ghost" onClick={() => setAsking(false)}>
        {t('speak.deleteNo')}
      </button>
    </div>
  );
}
