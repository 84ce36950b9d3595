import { z } from 'zod';
import { okResponse } from './auth.js';
import { safeText } from './text.js';

/** POST /api/pageviews: one per navigation (spec 001 §2 route gating, step 4). */
export const pageViewBody = z.object({ path: safeText().min(1).max(300).startsWith('/') });

/** The telemetry area's schema table (see endpoint.ts). */
export const telemetrySchemas = {
  recordPageView: { body: pageViewBody, response: okResponse },
};
