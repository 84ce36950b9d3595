/**
 * How each program step completes, declared in content/program-steps. The browser may only ask for `click`
 * and `view` steps; every other step is completed by the server when it sees the event happen.
 * See docs/decisions/017-progress-declared.md.
 */

/** The events the server records progress from. A closed list: content may name only these. */
export const progressEventKinds = [
  /** An agreement was sent to the student for signing (spec 001 §4 "Agreement status"). */
  'agreementRequested',
  /** After answering, the student confirmed the schedule-a-call page (spec 001 §2 "Schedule-a-call screen"). */
  'preEnrollmentCallScheduled',
  /** All five pre-enrollment answers were positive and the school is funded. */
  'preEnrollmentFunded',
  /** A school policy was accepted; key: attendance | training. */
  'policyAccepted',
  /** The privacy agreement was accepted. */
  'privacyAccepted',
  /** A document photo was uploaded for review; key: the upload folder. */
  'documentUploaded',
  /** A profile photo was uploaded and kept as the student's photo (no review). */
  'profilePhotoKept',
  /** All four identity documents are uploaded (pending or approved). */
  'identityDocumentsIn',
  /** A weekly stipend was requested; key: the week. */
  'stipendRequested',
  /** A graded test was passed with a kept score; key: the quiz. */
  'quizPassed',
  /** A video was watched to its threshold; key: the video. */
  'videoWatched',
  /** A class's notes were opened, as a page or as the PDF; key: the notes. */
  'pdfOpened',
  /** A payout was requested; key: the payout reason. */
  'payoutRequested',
  /** A session, class or call was booked; key: the event type's name. */
  'sessionBooked',
  /** A one-page resume was made. */
  'resumeCreated',
  /** The student opened the portal's job board (its list answered). */
  'jobBoardOpened',
  /** A Speak Your Worth answer was recorded and got its feedback. */
  'speakYourWorthPracticed',
  /** The graduate joined the graduates' chat. */
  'chatJoined',
  /** The student opened the card of the school assigned to them (never without a school). */
  'schoolMet',
  /** The student was shown the places of a type near them; key: the place type (dotClinic, dmv). */
  'placesListed',
  /** The student's own sign-in address was rated professional or semi-professional (spec 001 §2 gating 5). */
  'emailRatedProfessional',
  /** The stage's interstitial moved the student on; key: the stage screen. */
  'stageFinished',
] as const;
export type ProgressEventKind = (typeof progressEventKinds)[number];

export interface ProgressEvent {
  kind: ProgressEventKind;
  key?: string;
}

/**
 * - `click`: done when the student opens it from the checklist (spec 001 §4 "complete on click");
 * - `view`: done by the student on the step's own screen (its action button);
 * - `auto`: needs nothing, shown done (spec 000 §4 "Items with autoComplete");
 * - `{event, key?}`: done only when the server records that event.
 */
export type CompletionWay =
  'click' | 'view' | 'auto' | { event: ProgressEventKind; key?: string | undefined };

/** One way, or several (e.g. a button, or the server when the school is funded). */
export type Completes = CompletionWay | CompletionWay[];

export function waysOf(completes: Completes): CompletionWay[] {
  return Array.isArray(completes) ? completes : [completes];
}

/** Whether the student's own request (POST /api/completion) may complete the step. */
export function isStudentCompletable(completes: Completes): boolean {
  return waysOf(completes).some((w) => w === 'click' || w === 'view');
}

/** Opening the step from the checklist completes it. */
export function completesOnClick(completes: Completes): boolean {
  return waysOf(completes).includes('click');
}

/** The step needs nothing and is shown done. */
export function autoCompletes(completes: Completes): boolean {
  return waysOf(completes).includes('auto');
}

/** Whether this event completes a step declared so. */
export function completedBy(completes: Completes, event: ProgressEvent): boolean {
  return waysOf(completes).some(
    (w) => typeof w === 'object' && w.event === event.kind && (w.key === undefined || w.key === event.key),
  );
}

/** Two declarations of one URL (a step shown on two screens) must agree. */
export function sameDeclaration(a: Completes, b: Completes): boolean {
  return JSON.stringify(waysOf(a)) === JSON.stringify(waysOf(b));
}
