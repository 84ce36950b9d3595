import { z } from 'zod';
import { completesSchema } from '../domain/progress.js';

export const programScreens = [
  'welcome',
  'prepermit',
  'permit',
  'school',
  'onhold',
  'postprogram',
  'career_services',
] as const;
export type ProgramScreen = (typeof programScreens)[number];

export const screenParams = z.object({ screen: z.enum(programScreens) });

/** A checklist item as authored (spec 000 §3 "Program step", 001 §3 "Checklist item (source)"). */
export const programStepSchema = z.object({
  name: z.string(),
  url: z.string(),
  type: z.string(),
  step: z.number().int(),
  order: z.number().int(),
  section: z.string().nullable(),
  subtext: z.string().nullable(),
  cta: z.string().nullable(),
  conditions: z.record(z.string(), z.unknown()).nullable(),
  /** How the step completes: by the student (`click`, `view`), by itself (`auto`) or by a server event. */
  completes: completesSchema,
  recommended: z.boolean(),
});
export type ProgramStep = z.infer<typeof programStepSchema>;
export const programStepsResponse = z.array(programStepSchema);
