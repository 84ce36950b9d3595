import { z } from 'zod';
import { FEEDBACK_MAX_WORDS, INTERVIEW_QUESTION_COUNT } from '../domain/interview.js';

/** GET /api/open-ai/agent-config: which interviewer answers (spec 000 §7 "Get voice agent id"). */
export const agentConfigResponse = z.object({
  agentId: z.string(),
  mode: z.enum(['local', 'remote']),
  agentName: z.string(),
  questionCount: z.literal(INTERVIEW_QUESTION_COUNT),
  feedbackMaxWords: z.literal(FEEDBACK_MAX_WORDS),
});
export type AgentConfig = z.infer<typeof agentConfigResponse>;

const turnMessage = z.object({
  type: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1).max(2000),
});

/** POST /api/open-ai/interview-turn: the conversation so far; answers the interviewer's next line. */
export const interviewTurnBody = z.object({ messages: z.array(turnMessage).max(8) });
export const chatMessageSchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  audioUrl: z.string().nullable(),
});
export const interviewTurnResponse = z.object({
  message: chatMessageSchema,
  phase: z.enum(['intro', 'interview', 'feedback']),
});
export type InterviewTurn = z.infer<typeof interviewTurnResponse>;

/** POST /api/open-ai/format-feedback {feedback} (spec 000 §7 "Format interview feedback"). */
export const formatFeedbackBody = z.object({ feedback: z.string().trim().min(1).max(4000) });
export const formattedFeedback = z.object({
  summary: z.string(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
});
