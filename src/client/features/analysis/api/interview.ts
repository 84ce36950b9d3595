import type { FormattedFeedback } from '@shared/domain/interview';
import type { AgentConfig, InterviewTurn } from '@shared/contracts/interview';
import { api } from '@client/lib/api';

export const getAgentConfig = () => api<AgentConfig>('GET', '/open-ai/agent-config');

export const nextTurn = (messages: { type: 'user' | 'assistant'; content: string }[]) =>
  api<InterviewTurn>('POST', '/open-ai/interview-turn', { body: { messages } });

export const formatFeedback = (feedback: string) =>
  api<FormattedFeedback>('POST', '/open-ai/format-feedback', { body: { feedback } });

export const markInterviewDone = (url: string) => api('POST', '/completion', { body: { url } });
