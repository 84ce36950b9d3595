import { endpoint } from './endpoint.js';
import type * as s from './program.js';
import type { actionsResponse } from './actions.js';
import type { okResponse } from './auth.js';

const tag = 'program';
const student = [400, 401, 403] as const;

export const listProgramSteps = endpoint<{
  params: typeof s.screenParams;
  response: typeof s.programStepsResponse;
}>()({
  name: 'listProgramSteps',
  method: 'GET',
  path: '/programSteps/:screen',
  idempotency: 'none',
  errors: student,
  tag,
});

export const listCompletions = endpoint<{ response: typeof s.completionsResponse }>()({
  name: 'listCompletions',
  method: 'GET',
  path: '/completion',
  idempotency: 'none',
  errors: student,
  tag,
});

/** Steps the student completes themselves (`click`, `view`); the server refuses every other. */
export const completeStep = endpoint<{ body: typeof s.completionBody; response: typeof okResponse }>()({
  name: 'completeStep',
  method: 'POST',
  path: '/completion',
  idempotency: 'replay',
  errors: student,
  tag,
});

export const getSuccessCoach = endpoint<{ response: typeof s.successCoachResponse }>()({
  name: 'getSuccessCoach',
  method: 'GET',
  path: '/program/coach',
  idempotency: 'none',
  errors: student,
  tag,
});

export const getCommunity = endpoint<{ response: typeof s.communityResponse }>()({
  name: 'getCommunity',
  method: 'GET',
  path: '/program/community',
  idempotency: 'none',
  errors: student,
  tag,
});

export const joinCommunity = endpoint<{ response: typeof s.communityResponse }>()({
  name: 'joinCommunity',
  method: 'POST',
  path: '/program/community',
  idempotency: 'replay',
  errors: [...student, 409],
  tag,
});

export const listFlags = endpoint<{ response: typeof s.flagsResponse }>()({
  name: 'listFlags',
  method: 'GET',
  path: '/user/flags',
  idempotency: 'none',
  errors: student,
  tag,
});

export const setFlag = endpoint<{ body: typeof s.flagBody; response: typeof okResponse }>()({
  name: 'setFlag',
  method: 'POST',
  path: '/user/flags',
  idempotency: 'replay',
  errors: student,
  tag,
});

export const listActions = endpoint<{ response: typeof actionsResponse }>()({
  name: 'listActions',
  method: 'GET',
  path: '/actions',
  idempotency: 'none',
  errors: [401, 403],
  tag,
});

/** The caller's withdrawal e-mail, once, and only after they left the program (the portal sends it itself). */
export const sendWithdrawalEmail = endpoint<{
  body: typeof s.withdrawalEmailBody;
  response: typeof s.emailSentResponse;
}>()({
  name: 'sendWithdrawalEmail',
  method: 'POST',
  path: '/sendgrid/withdrawal',
  idempotency: 'replay',
  errors: [400, 401, 403, 409],
  tag,
});

/** The graduate's welcome e-mail, once (the portal sends it itself when they reach post-program). */
export const sendPostProgramWelcome = endpoint<{ response: typeof s.emailSentResponse }>()({
  name: 'sendPostProgramWelcome',
  method: 'POST',
  path: '/sendgrid/sendPostProgramWelcome',
  idempotency: 'replay',
  errors: [401, 403, 409],
  tag,
});
