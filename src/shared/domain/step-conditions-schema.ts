import { z } from 'zod';
import { rideReasons } from './rides.js';
import {
  checklistParts,
  stepDueDates,
  stepPages,
  stepRequirements,
  type StepConditions,
} from './step-conditions.js';

/**
 * The schema of a step's `conditions` in content/program-steps: only the declarations the portal reads
 * (step-conditions.ts), each from its closed list. Kept apart so the browser does not download zod.
 */
export const stepConditionsSchema = z
  .object({
    workforceBoards: z.array(z.string().min(1)).min(1).optional(),
    requires: z.union([z.enum(stepRequirements), z.array(z.enum(stepRequirements)).min(1)]).optional(),
    hidden: z.literal(true).optional(),
    ride: z.enum(rideReasons).optional(),
    page: z.enum(stepPages).optional(),
    begins: z.enum(checklistParts).optional(),
    due: z.enum(stepDueDates).optional(),
  })
  .strict() satisfies z.ZodType<StepConditions>;

/**
 * What must agree between a step's kind and its conditions; each problem as a sentence. An `uber` step
 * offers a ride and says for which reason; a ride screen needs one; a conditional step names its boards.
 */
export function conditionProblems(step: { type: string; conditions: StepConditions | null }): string[] {
  const c = step.conditions ?? {};
  const problems: string[] = [];
  if (step.type === 'uber' && !c.ride)
    problems.push('an uber step must declare its ride reason (conditions.ride)');
  if (c.ride && step.type !== 'uber') problems.push('only an uber step offers a ride (conditions.ride)');
  if (c.page === 'ride' && !c.ride) problems.push('a ride page needs the ride reason (conditions.ride)');
  if (step.type === 'conditional' && !c.workforceBoards)
    problems.push('a conditional step must name its boards (conditions.workforceBoards)');
  return problems;
}
