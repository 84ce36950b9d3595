import { z } from 'zod';
import { progressEventKinds, type Completes, type CompletionWay } from './progress.js';

/**
 * The schema of a step's `completes` declaration (content/program-steps, and the checklist's answer). Kept
 * apart from progress.ts so the browser, which only reads declarations, does not download zod with them.
 */
const completionWaySchema = z.union([
  z.enum(['click', 'view', 'auto']),
  z.object({ event: z.enum(progressEventKinds), key: z.string().min(1).optional() }).strict(),
]) satisfies z.ZodType<CompletionWay>;

export const completesSchema = z.union([
  completionWaySchema,
  z.array(completionWaySchema).min(1),
]) satisfies z.ZodType<Completes>;
