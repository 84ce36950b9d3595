import { endpoint } from './endpoint.js';
import type * as s from './telemetry.js';
import type { okResponse } from './auth.js';

/** One navigation, which is also the person's last activity. */
export const recordPageView = endpoint<{ body: typeof s.pageViewBody; response: typeof okResponse }>()({
  name: 'recordPageView',
  method: 'POST',
  path: '/pageviews',
  idempotency: 'replay',
  errors: [400, 401],
  tag: 'telemetry',
});
