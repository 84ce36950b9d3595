import type { ChecklistUser, SourceStep } from '@shared/domain/checklist.js';

/** A checklist step as content declares it: a link, done once viewed, unless `extra` says otherwise. */
export const sourceStep = (url: string, extra: Partial<SourceStep> = {}): SourceStep => ({
  name: url,
  url,
  type: 'link',
  order: 0,
  subtext: null,
  cta: null,
  conditions: null,
  completes: 'view',
  ...extra,
});

/** A student with none of the facts that show the steps only some students get. */
export const nobody: ChecklistUser = {
  waitlistBoard: null,
  hasFundingRecord: false,
  wfp: false,
  uberAccessEnabled: false,
  stipendSp: false,
};
