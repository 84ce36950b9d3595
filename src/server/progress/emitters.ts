import { eventTypeNames } from '@shared/domain/careers.js';
import { photoFolders } from '@shared/domain/documents.js';
import { classPdfs, quizNames, videoKeys } from '@shared/domain/learning.js';
import { locationTypes } from '@shared/domain/locations.js';
import { payoutReasons } from '@shared/domain/payouts.js';
import { interstitialScreenOf, statuses } from '@shared/domain/program.js';
import type { ProgressEventKind } from '@shared/domain/progress.js';
import { STIPEND_WEEKS } from '@shared/domain/stipends.js';

/**
 * Every progress event some service reports, with the keys it can carry, taken from the same lists the
 * reporting code is limited to (a document upload reports its folder only for the folders a coach
 * reviews: `photoFolders`). `null`: the event carries no key. A kind missing here is never reported, so
 * a step waiting for it would never tick: tests/unit/progress-emitters.test.ts checks every declaration
 * in content/program-steps against this list, and this list against the services' code.
 */
export const emittedEvents: Partial<Record<ProgressEventKind, readonly string[] | null>> = {
  agreementRequested: null, // agreement.service: the agreement e-mailed for signing
  preEnrollmentCallScheduled: null, // school.service: the schedule-a-call button
  preEnrollmentFunded: null, // school.service: all five yes and a funded school
  policyAccepted: ['attendance', 'training'], // school.service
  privacyAccepted: null, // privacy.service
  documentUploaded: Object.keys(photoFolders), // documents.service: folders under review only
  profilePhotoKept: null, // documents.service: a profile photo upload becomes the student's photo
  identityDocumentsIn: null, // documents.service
  stipendRequested: STIPEND_WEEKS.map(String), // stipends.service
  quizPassed: quizNames, // learning.service
  videoWatched: videoKeys, // learning.service
  pdfOpened: Object.keys(classPdfs), // learning.service
  payoutRequested: payoutReasons, // payouts.service
  sessionBooked: eventTypeNames, // classes.service
  resumeCreated: null, // careers resume.service
  jobBoardOpened: null, // careers job-board.service
  speakYourWorthPracticed: null, // careers speak.service
  chatJoined: null, // program community.service
  schoolMet: null, // school.service: the assigned school's card, never without a school
  placesListed: locationTypes, // locations.service: the places of a type near the student
  emailRatedProfessional: null, // ratings email-rating.service
  stageFinished: [...new Set(statuses.map(interstitialScreenOf).filter((s) => s !== null))], // program.service
};

export interface DeclaredEvent {
  event: string;
  key?: string | undefined;
}

/** Why a declared event would never be reported, or null when some code path reports it. */
export function missingEmitter(declared: DeclaredEvent): string | null {
  if (!Object.hasOwn(emittedEvents, declared.event)) return `no service reports "${declared.event}"`;
  const keys = emittedEvents[declared.event as ProgressEventKind];
  if (declared.key === undefined) return null;
  if (keys === null || keys === undefined)
    return `"${declared.event}" is reported without a key, never with "${declared.key}"`;
  return keys.includes(declared.key) ? null : `"${declared.event}" is never reported for "${declared.key}"`;
}
