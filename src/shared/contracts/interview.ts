import { z } from 'zod';
import { safeText } from './text.js';
import { FEEDBACK_MAX_WORDS, INTERVIEW_QUESTION_COUNT } from '../domain/interview.js';

/** GET /api/open-ai/agent-config: which interviewer answers (spec 000 §7 "Get voice agent id"). */
export const agentConfigResponse = z.object({
  agentId: safeText(),
  mode: z.enum(['local', 'remote']),
  agentName: safeText(),
  questionCount: z.literal(INTERVIEW_QUESTION_COUNT),
  feedbackMaxWords: z.literal(FEEDBACK_MAX_WORDS),
});
export type AgentConfig = z.infer<typeof agentConfigResponse>;

const turnMessage = z.object({
  type: z.enum(['user', 'assistant']),
  content: safeText().trim().min(1).max(2000),
});

/** POST /api/open-ai/interview-turn: the conversation so far; answers the interviewer's next line. */
export const interviewTurnBody = z.object({ messages: z.array(turnMessage).max(8) });
export const chatMessageSchema = z.object({
  id: safeText(),
  type: z.enum(['user', 'assistant']),
  content: safeText(),
  timestamp: safeText(),
  audioUrl: safeText().nullable(),
});
export const interviewTurnResponse = z.object({
  message: chatMessageSchema,
  phase: z.enum(['intro', 'interview', 'feedback']),
});
export type InterviewTurn = z.infer<typeof interviewTurnResponse>;

/** POST /api/open-ai/format-feedback {feedback} (spec 000 §7 "Format interview feedback"). */
export const formatFeedbackBody = z.object({ feedback: safeText().trim().min(1).max(4000) });
export const formattedFeedback = z.object({
  summary: safeText(),
  strengths: z.array(safeText()),
  improvements: z.array(safeText()),
});
