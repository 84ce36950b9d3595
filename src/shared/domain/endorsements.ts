/**
 * Endorsements (spec 000 §3 documents "endorsement statuses", upload folders, payout reason `endorsement`):
 * which folder and status each one uses, where a student's proof stands, and when the endorsement payout
 * may be asked for. The plain-words facts (what each is, pays and costs) are content:
 * content/careers/endorsements.json.
 */
import type { DocumentStatus, Documents } from '../contracts/user.js';
import type { StatusKey, UploadFolder } from './documents.js';

export const endorsementKinds = ['hazmat', 'tankers', 'doublesTriples', 'twic'] as const;
export type EndorsementKind = (typeof endorsementKinds)[number];

interface EndorsementSpec {
  /** The upload folder the proof goes to. */
  folder: UploadFolder;
  /** The documents field that says where the proof stands. */
  statusKey: StatusKey;
}

/** Each endorsement's folder and status, in the order the screen shows them. */
export const endorsementSpecs = {
  hazmat: { folder: 'endorsementHazmat', statusKey: 'endorsementHazmatStatus' },
  tankers: { folder: 'endorsementTankers', statusKey: 'endorsementTankersStatus' },
  doublesTriples: { folder: 'endorsementDoublesTriples', statusKey: 'endorsementDoublesTriplesStatus' },
  twic: { folder: 'endorsementTWIC', statusKey: 'endorsementTWICStatus' },
} as const satisfies Record<EndorsementKind, EndorsementSpec>;

export type EndorsementStatuses = Pick<Documents, (typeof endorsementSpecs)[EndorsementKind]['statusKey']>;

/**
 * Where one endorsement stands for the student: nothing sent yet, waiting for a coach, approved, or sent
 * back (the last photo was refused and nothing new came since).
 */
export type EndorsementState = 'incomplete' | 'pending' | 'approved' | 'sentBack';

export function endorsementState(
  status: DocumentStatus,
  lastReview: 'pending' | 'approved' | 'rejected' | null,
): EndorsementState {
  if (status === 'complete') return 'approved';
  if (status === 'pending') return 'pending';
  return lastReview === 'rejected' ? 'sentBack' : 'incomplete';
}

/** The endorsements a coach has approved, in screen order. */
export function approvedEndorsements(docs: EndorsementStatuses): EndorsementKind[] {
  return endorsementKinds.filter((kind) => docs[endorsementSpecs[kind].statusKey] === 'complete');
}

/** The endorsement payout may be asked for once a coach has approved at least one endorsement. */
export function mayRequestEndorsementPayout(docs: EndorsementStatuses | null): boolean {
  return docs !== null && approvedEndorsements(docs).length > 0;
}

/** The endorsement whose proof goes to this folder, or null for any other folder. */
export function endorsementOfFolder(folder: string): EndorsementKind | null {
  return endorsementKinds.find((kind) => endorsementSpecs[kind].folder === folder) ?? null;
}
