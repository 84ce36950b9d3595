import '../messages/decision-notices.js';
/**
 * What finishing school waits for beyond the checklist (issue 37, no dead ends): a CDL-A photo a coach
 * approved and a signed program agreement. The checklist's own steps complete when the photo is sent and
 * the agreement requested; graduation waits for the coach and the signature, and the student is told which.
 */
export type GraduationWait = 'cdlaUpload' | 'cdlaReview' | 'agreement';

export function graduationWaits(facts: {
  cdlaStatus: string | null;
  fwAgreementStatus: string | null;
}): GraduationWait[] {
  const waits: GraduationWait[] = [];
  if (facts.cdlaStatus === 'pending') waits.push('cdlaReview');
  else if (facts.cdlaStatus !== 'complete') waits.push('cdlaUpload');
  if (facts.fwAgreementStatus !== 'complete') waits.push('agreement');
  return waits;
}

/** The message key naming each wait (decisionNotices section). */
export const graduationWaitKey = {
  cdlaUpload: 'decisionNotices.waitCdlaUpload',
  cdlaReview: 'decisionNotices.waitCdla',
  agreement: 'decisionNotices.waitAgreement',
} as const satisfies Record<GraduationWait, string>;
