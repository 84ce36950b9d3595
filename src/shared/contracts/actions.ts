import { z } from 'zod';
import { safeText } from './text.js';
import { rideStates } from '../domain/rides.js';

/**
 * GET /api/actions: what waits on the student right now, computed by the server from their records
 * (issue 19 §3 "Action needed"). Most urgent first; an empty list when nothing waits.
 */
export const actionItem = z.discriminatedUnion('kind', [
  /** A coach sent a document photo back: the reason, and where to take it again. */
  z.object({
    kind: z.literal('documentSentBack'),
    folder: safeText(),
    reason: safeText(),
    sentBackAt: safeText(),
    to: safeText(),
  }),
  /** A week's stipend may be asked for and has not been. */
  z.object({ kind: z.literal('stipendReady'), week: z.number().int(), to: safeText() }),
  /** A ride ordered and not over yet. */
  z.object({
    kind: z.literal('rideUnderWay'),
    tripId: safeText(),
    destination: safeText(),
    state: z.enum(rideStates),
  }),
  /** A class or call booked for today (program time zone), not yet over. */
  z.object({
    kind: z.literal('callToday'),
    name: safeText(),
    startsAt: safeText(),
    joinUrl: safeText().nullable(),
  }),
]);
export type ActionItem = z.infer<typeof actionItem>;
export const actionsResponse = z.array(actionItem);
