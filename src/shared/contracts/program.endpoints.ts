import { area } from './endpoint.js';
import type { programSchemas } from './program.js';

const program = area<typeof programSchemas>('program', [400, 401, 403]);

export const listProgramSteps = program.get('listProgramSteps', '/programSteps/:screen');

export const listCompletions = program.get('listCompletions', '/completion');

/** Steps the student completes themselves (`click`, `view`); the server refuses every other. */
export const completeStep = program.post('completeStep', '/completion');

export const getSuccessCoach = program.get('getSuccessCoach', '/program/coach');

export const getCommunity = program.get('getCommunity', '/program/community');

export const joinCommunity = program.post('joinCommunity', '/program/community', {
  errors: [400, 401, 403, 409],
});

export const listFlags = program.get('listFlags', '/user/flags');

export const setFlag = program.post('setFlag', '/user/flags');

export const listActions = program.get('listActions', '/actions', { errors: [401, 403] });

/** The caller's withdrawal e-mail, once, and only after they left the program (the portal sends it itself). */
export const sendWithdrawalEmail = program.post('sendWithdrawalEmail', '/sendgrid/withdrawal', {
  errors: [400, 401, 403, 409],
});

/** The graduate's welcome e-mail, once (the portal sends it itself when they reach post-program). */
export const sendPostProgramWelcome = program.post(
  'sendPostProgramWelcome',
  '/sendgrid/sendPostProgramWelcome',
  { errors: [401, 403, 409] },
);
