import { z } from 'zod';
import { programStepSchema } from './program.js';

/** GET /api/careerServices: the career-services checklist with the spec's filters applied on the server. */
export const careerServicesResponse = z.object({
  title: z.enum(['First Things First', 'Get a head start on your future career']),
  steps: z.array(programStepSchema),
  jobBoardUrl: z.string().nullable(),
  /** The assigned career coach, for post-program students. */
  coachId: z.string().nullable(),
});
export type CareerServices = z.infer<typeof careerServicesResponse>;

/** GET /api/careerServiceCoaches/:id (spec 000 §3 "Coach": firstName, lastName). */
export const coachParams = z.object({ id: z.uuid() });
export const coachResponse = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type Coach = z.infer<typeof coachResponse>;
