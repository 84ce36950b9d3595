import * as e from '@shared/contracts/analysis.endpoints';
import { call } from '@client/lib/api';

export const getAgentConfig = () => call(e.getAgentConfig, {});

export const nextTurn = (messages: { type: 'user' | 'assistant'; content: string }[]) =>
  call(e.takeInterviewTurn, { body: { messages } });

export const formatFeedback = (feedback: string) => call(e.formatInterviewFeedback, { body: { feedback } });
