import type { AgentConfig, InterviewTurn } from '@shared/contracts/interview.js';
import {
  FEEDBACK_MAX_WORDS,
  INTERVIEW_QUESTION_COUNT,
  interviewPhase,
  type ChatRole,
  type FormattedFeedback,
} from '@shared/domain/interview.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Viewer } from '@server/plugins/session.js';
import type { AiPort } from '@server/ports/ai.js';

export interface InterviewDeps {
  ai: AiPort;
  /** The remote model's name when an OpenAI-compatible service is configured; null for the local agent. */
  remoteModel: string | null;
}

export function agentConfig(deps: InterviewDeps): AgentConfig {
  return {
    agentId: deps.remoteModel ? `openai:${deps.remoteModel}` : 'local-interviewer',
    mode: deps.remoteModel ? 'remote' : 'local',
    agentName: 'Sam',
    questionCount: INTERVIEW_QUESTION_COUNT,
    feedbackMaxWords: FEEDBACK_MAX_WORDS,
  };
}

/**
 * The interviewer's next line, in the student's language. The conversation alternates and ends at
 * feedback: two answers at most.
 */
export async function interviewTurn(
  deps: InterviewDeps,
  viewer: Viewer,
  messages: { type: ChatRole; content: string }[],
): Promise<InterviewTurn> {
  const answers = messages.filter((m) => m.type === 'user').length;
  const last = messages.at(-1);
  if (answers > INTERVIEW_QUESTION_COUNT || (messages.length > 0 && last?.type !== 'user'))
    throw new AppError('VALIDATION', t('interview.turnRefused'), 'messages');
  const content = await deps.ai.interviewReply({
    messages,
    firstName: viewer.firstName,
    locale: viewer.locale,
  });
  const message = {
    id: crypto.randomUUID(),
    type: 'assistant' as const,
    content,
    timestamp: new Date().toISOString(),
    audioUrl: null,
  };
  return { message, phase: interviewPhase([...messages, message]) };
}

export async function formatFeedback(
  deps: InterviewDeps,
  viewer: Viewer,
  feedback: string,
): Promise<FormattedFeedback> {
  try {
    return await deps.ai.formatFeedback({ feedback, locale: viewer.locale });
  } catch {
    throw new AppError('UNAVAILABLE', t('interview.formatError'));
  }
}
