import { rideReasons, type RideReason } from './rides.js';

/**
 * What a program step declares about itself beyond its words and how it completes: its `conditions`
 * (content/program-steps, spec 001 §3 "Checklist item (source)"). The checklist, the step screens and the
 * ride button read these, never the step's URL. The content loader refuses anything else
 * (step-conditions-schema.ts); see docs/decisions/017-progress-declared.md.
 */

/** Facts about the student a step may require (`requires`): every one named must hold. */
export const stepRequirements = ['uberAccessEnabled', 'stipendSp', 'wfp', 'fundingRecord'] as const;
export type StepRequirement = (typeof stepRequirements)[number];

/**
 * The screen a step's URL opens when several steps share one (`page`): a content page, the ride flow at the
 * step's ride reason, the pre-trip study or the permit study hub.
 */
export const stepPages = ['info', 'ride', 'pretripStudy', 'permitStudy'] as const;
export type StepPage = (typeof stepPages)[number];

/** A part of a stage's checklist that begins at a step (`begins`): the post-school steps (spec 001 §4). */
export const checklistParts = ['postSchool'] as const;
export type ChecklistPart = (typeof checklistParts)[number];

/** A due date added to a step's subtext (`due`): the onboarding class's Wednesday (spec 001 §4). */
export const stepDueDates = ['onboarding'] as const;
export type StepDueDate = (typeof stepDueDates)[number];

export interface StepConditions {
  /** Conditional steps: shown only to students wait-listed with one of these boards. */
  workforceBoards?: string[];
  requires?: StepRequirement | StepRequirement[];
  /** Never on the checklist, though its screen exists (pre-trip videos 1 and 2, spec 001 §6). */
  hidden?: true;
  /** The ride reason the step offers (its Ride button, its ride screen). */
  ride?: RideReason;
  page?: StepPage;
  begins?: ChecklistPart;
  due?: StepDueDate;
}

interface Declared {
  conditions: Record<string, unknown> | null;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  (list as readonly unknown[]).includes(value) ? (value as T) : null;

export function requirementsOf(step: Declared): StepRequirement[] {
  const requires = step.conditions?.requires;
  const named = Array.isArray(requires) ? (requires as unknown[]) : [requires];
  return named.flatMap((r) => oneOf(stepRequirements, r) ?? []);
}

export function workforceBoardsOf(step: Declared): string[] {
  const boards = step.conditions?.workforceBoards;
  return Array.isArray(boards) ? boards.filter((b): b is string => typeof b === 'string') : [];
}

export const isHidden = (step: Declared) => step.conditions?.hidden === true;
export const rideOf = (step: Declared): RideReason | null => oneOf(rideReasons, step.conditions?.ride);
export const pageOf = (step: Declared): StepPage | null => oneOf(stepPages, step.conditions?.page);
export const partBegunBy = (step: Declared): ChecklistPart | null =>
  oneOf(checklistParts, step.conditions?.begins);
export const dueDateOf = (step: Declared): StepDueDate | null => oneOf(stepDueDates, step.conditions?.due);
