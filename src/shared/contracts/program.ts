import { z } from 'zod';
import { safeText } from './text.js';
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
  name: safeText(),
  url: safeText(),
  type: safeText(),
  step: z.number().int(),
  order: z.number().int(),
  section: safeText().nullable(),
  subtext: safeText().nullable(),
  cta: safeText().nullable(),
  conditions: z.record(safeText(), z.unknown()).nullable(),
  /** How the step completes: by the student (`click`, `view`), by itself (`auto`) or by a server event. */
  completes: completesSchema,
  recommended: z.boolean(),
});
export type ProgramStep = z.infer<typeof programStepSchema>;
export const programStepsResponse = z.array(programStepSchema);
