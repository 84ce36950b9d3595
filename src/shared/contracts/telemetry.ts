import { z } from 'zod';

/** POST /api/pageviews: one per navigation (spec 001 §2 route gating, step 4). */
export const pageViewBody = z.object({ path: z.string().min(1).max(300).startsWith('/') });
