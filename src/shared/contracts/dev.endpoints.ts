import { endpoint } from './endpoint.js';
import type * as s from './dev.js';

// Demo mode only: what the local e-mail, SMS and help-desk adapters sent, and the demo's own controls.
const tag = 'dev';

/** Under /api/dev. */
export const listDevOutbox = endpoint<{ response: typeof s.outboxResponse }>()({
  name: 'listDevOutbox',
  method: 'GET',
  path: '/dev/outbox',
  access: 'demo',
  idempotency: 'none',
  errors: [],
  tag,
});

export const listDevHelpdesk = endpoint<{ response: typeof s.devHelpdeskResponse }>()({
  name: 'listDevHelpdesk',
  method: 'GET',
  path: '/dev/helpdesk',
  access: 'demo',
  idempotency: 'none',
  errors: [],
  tag,
});

/** Sets a demo person's funding and ride facts; 400 when none is named, 404 for an unknown address. */
export const setDemoFacts = endpoint<{ body: typeof s.demoFactsBody }>()({
  name: 'setDemoFacts',
  method: 'PATCH',
  path: '/dev/user',
  access: 'demo',
  idempotency: 'none',
  errors: [400, 404],
  tag,
});

/** Puts the demo data back as it was seeded. */
export const resetDemoData = endpoint()({
  name: 'resetDemoData',
  method: 'POST',
  path: '/dev/reset',
  access: 'demo',
  idempotency: 'replay',
  errors: [],
  tag,
});
