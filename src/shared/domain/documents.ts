import type { DocumentStatus, Documents } from '../contracts/user';
import { t } from '../i18n';
import '../messages/documents.js';

/** Every upload folder of spec 000 §3 "Upload folders". */
export const uploadFolders = [
  '8821',
  'birthCertificate',
  'cdlALicense',
  'cdlAPermit',
  'dotPhysical',
  'driversLicense',
  'employerIcons',
  'endorsementDoublesTriples',
  'endorsementHazmat',
  'endorsementTankers',
  'endorsementTWIC',
  'linkedinPdf',
  'profilePhoto',
  'proofOfResidence',
  'socialSecurityCard',
  'resume',
  'speakYourWorthAudios',
] as const;
export type UploadFolder = (typeof uploadFolders)[number];

export type StatusKey = Exclude<keyof Documents, 'idDocsStatus' | 'wbReverseReferralOptIn'>;

interface PhotoFolder {
  /** The documents field this folder's upload moves from incomplete to pending. */
  statusKey: StatusKey;
  /** Key of the document's name in the messages catalogue (`documents.names.*`). */
  name: string;
  /** Chat badge sent when the student uploads it (spec 000 §4 "Document status"). */
  milestone?: 'startedSchool' | 'gotLicense';
}

/** Folders that take a photo of a document under review. Other folders belong to other areas. */
export const photoFolders: Partial<Record<UploadFolder, PhotoFolder>> = {
  birthCertificate: { statusKey: 'birthCertificateStatus', name: 'birthCertificate' },
  proofOfResidence: { statusKey: 'proofOfResidenceStatus', name: 'proofOfResidence' },
  socialSecurityCard: { statusKey: 'socialSecurityCardStatus', name: 'socialSecurityCard' },
  driversLicense: { statusKey: 'driversLicenseStatus', name: 'driversLicense', milestone: 'startedSchool' },
  dotPhysical: { statusKey: 'dotPhysicalStatus', name: 'dotPhysical' },
  cdlAPermit: { statusKey: 'clpStatus', name: 'clp' },
  cdlALicense: { statusKey: 'cdlaStatus', name: 'cdla', milestone: 'gotLicense' },
  endorsementDoublesTriples: { statusKey: 'endorsementDoublesTriplesStatus', name: 'doublesTriples' },
  endorsementHazmat: { statusKey: 'endorsementHazmatStatus', name: 'hazmat' },
  endorsementTankers: { statusKey: 'endorsementTankersStatus', name: 'tankers' },
  endorsementTWIC: { statusKey: 'endorsementTWICStatus', name: 'twic' },
  // The signed IRS Form 8821 (spec 000 §3 folder 8821), photographed like any paper a coach reviews.
  '8821': { statusKey: 'irsFormStatus', name: 'irsForm' },
};

function isUploadFolder(value: string): value is UploadFolder {
  return (uploadFolders as readonly string[]).includes(value);
}

export function photoFolderOf(folder: string): PhotoFolder | null {
  return isUploadFolder(folder) ? (photoFolders[folder] ?? null) : null;
}

/** The four identity documents of the upload hub, in the hub's order (spec 001 §2). */
export const identityFolders = [
  'birthCertificate',
  'proofOfResidence',
  'socialSecurityCard',
  'driversLicense',
] as const satisfies readonly UploadFolder[];

/** Checklist steps under this path are completed by an upload, not by a click. */
export const DOCUMENT_UPLOAD_PATH = '/program/documents/upload';

/** Spec 000 §9: default upload maximum 10 MB. */
const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** Spec 000 §5: accepted document types. */
const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
/** Folders that take a PDF instead of a photo: a graduate's LinkedIn profile, read for the resume builder. */
export const pdfFolders = ['linkedinPdf'] as const satisfies readonly UploadFolder[];
export const PDF_TYPES = ['application/pdf'] as const;
/** A LinkedIn profile PDF is well under 1 MB; 5 MB leaves room and keeps reading it cheap. */
export const MAX_PDF_MB = 5;
export const MAX_PDF_BYTES = MAX_PDF_MB * 1024 * 1024;

function isPdfFolder(folder: string): boolean {
  return (pdfFolders as readonly string[]).includes(folder);
}

/** A photo larger than this many pixels is refused before it is decoded (a phone's 50 MP camera fits). */
export const MAX_UPLOAD_PIXELS = 50_000_000;
/** A photo whose long side is more than this many times its short side is refused: no document or face is that shape. */
export const MAX_IMAGE_ASPECT = 10;
/** Spec 000 §9: the form resets this long after a successful upload. */
export const UPLOAD_RESET_MS = 2000;

/** Spec 000 §5: 'File size (X MB) exceeds the maximum allowed size of N MB.' */
export function sizeMessage(bytes: number, maxMb = MAX_UPLOAD_MB): string {
  const mb = Math.round((bytes / (1024 * 1024)) * 100) / 100;
  return t('documents.fileTooLarge', { size: mb, max: maxMb });
}

/** Spec 000 §5: 'File type "T" is not supported. Please use: {types}.' */
export function typeMessage(type: string, types: readonly string[] = PHOTO_TYPES): string {
  return t('documents.fileTypeUnsupported', { type: type || 'unknown', types: types.join(', ') });
}

/** The message a chosen file earns before it is sent, or null when it may be sent. */
export function checkChosenFile(file: { size: number; type: string }, folder?: string): string | null {
  if (folder && isPdfFolder(folder)) {
    if (file.type !== 'application/pdf') return typeMessage(file.type, PDF_TYPES);
    if (file.size > MAX_PDF_BYTES) return sizeMessage(file.size, MAX_PDF_MB);
    return null;
  }
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return typeMessage(file.type);
  if (file.size > MAX_UPLOAD_BYTES) return sizeMessage(file.size);
  return null;
}

/** What the first bytes of a file say it is: the server trusts these, never the name or the header. */
export function sniffType(head: Uint8Array): string | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  if (starts(0x52, 0x49, 0x46, 0x46) && head[8] === 0x57 && head[9] === 0x45) return 'image/webp';
  if (head[4] === 0x66 && head[5] === 0x74 && head[6] === 0x79 && head[7] === 0x70) return 'image/heic';
  const text = new TextDecoder().decode(head.subarray(0, 64)).trimStart().toLowerCase();
  if (text.startsWith('<!doctype html') || text.startsWith('<html')) return 'text/html';
  if (text.startsWith('<svg') || text.startsWith('<?xml')) return 'image/svg+xml';
  return null;
}

export type HubIcon = 'camera' | 'eyes' | 'check';

/** Spec 001 §2 hub: camera for incomplete, eyes for pending, a check for complete. */
export function hubIcon(status: DocumentStatus): HubIcon {
  return status === 'complete' ? 'check' : status === 'pending' ? 'eyes' : 'camera';
}

/** Only an incomplete folder opens (hub), and only an incomplete document shows the form (spec 000 §4). */
export function canUpload(status: DocumentStatus): boolean {
  return status === 'incomplete';
}

/**
 * A student may move their own document only from incomplete to pending (pending again is a harmless
 * retry). Complete, and any move back, belong to a Success Coach.
 */
export function studentMayMove(from: DocumentStatus, to: DocumentStatus): boolean {
  return to === 'pending' && (from === 'incomplete' || from === 'pending');
}

/** The identity-documents status follows the four hub documents: set once all four are in. */
export function identityDocsStatus(docs: Pick<Documents, StatusKey>): DocumentStatus | null {
  const all = identityFolders.map((f) => docs[photoFolders[f]!.statusKey]);
  if (all.every((s) => s === 'complete')) return 'complete';
  if (all.every((s) => s !== 'incomplete')) return 'pending';
  return null;
}

/** Spec 000 §6: the identity-documents upload button shows only if that status is unset and rank is not 0 or 5. */
export function showIdentityUploadButton(idDocsStatus: DocumentStatus | null, rank: number): boolean {
  return idDocsStatus === null && rank !== 0 && rank !== 5;
}

/** Spec 000 §6: the WB opt-in shows only with a workforce board, not yet opted in, and rank not 5. */
export function showWbOptIn(hasWorkforceBoard: boolean, optedIn: boolean, rank: number): boolean {
  return hasWorkforceBoard && !optedIn && rank !== 5;
}

export interface DocumentRow {
  /** Key of the name in `documents.names.*`. */
  name: string;
  status: DocumentStatus;
  /** Where an incomplete document is uploaded, when the student uploads it here. */
  uploadPath: string | null;
}

/** The eleven documents of spec 000 §2 "Documents status list", in its order. */
export function documentRows(docs: Documents, extras: { hasResume: boolean }): DocumentRow[] {
  const upload = (folder: UploadFolder) => `/program/documents/upload/${folder}`;
  const done = (yes: boolean): DocumentStatus => (yes ? 'complete' : 'incomplete');
  return [
    { name: 'birthCertificate', status: docs.birthCertificateStatus, uploadPath: upload('birthCertificate') },
    {
      name: 'socialSecurityCard',
      status: docs.socialSecurityCardStatus,
      uploadPath: upload('socialSecurityCard'),
    },
    { name: 'proofOfResidence', status: docs.proofOfResidenceStatus, uploadPath: upload('proofOfResidence') },
    { name: 'driversLicense', status: docs.driversLicenseStatus, uploadPath: upload('driversLicense') },
    { name: 'dotPhysical', status: docs.dotPhysicalStatus, uploadPath: upload('dotPhysical') },
    { name: 'clp', status: docs.clpStatus, uploadPath: upload('cdlAPermit') },
    { name: 'cdla', status: docs.cdlaStatus, uploadPath: upload('cdlALicense') },
    { name: 'agreement', status: docs.fwAgreementStatus, uploadPath: null },
    { name: 'wbEnrollment', status: done(docs.wbReverseReferralOptIn), uploadPath: null },
    { name: 'irsForm', status: docs.irsFormStatus, uploadPath: upload('8821') },
    { name: 'resume', status: done(extras.hasResume), uploadPath: null },
  ];
}

/** Reasons a coach picks from when a photo cannot be accepted; a typed reason is allowed too. */
export const rejectReasons = ['blurry', 'cutOff', 'dark', 'wrongDocument', 'expired', 'notReadable'] as const;
export const MAX_REJECT_REASON = 300;

export interface PhotoSample {
  width: number;
  height: number;
  /** Luminance 0..255 of a downscaled copy, row by row. */
  luma: ArrayLike<number>;
  sampleWidth: number;
  sampleHeight: number;
}

export type PhotoIssue = 'small' | 'dark' | 'blurry';

/** A document photo smaller than this on its short side is hard to read. */
const MIN_PHOTO_SIDE = 600;
const MIN_MEAN_LUMA = 50;
/** Variance of the Laplacian below which a downscaled document photo looks out of focus. */
const MIN_SHARPNESS = 60;

/** Warnings shown before upload so the student can retake the photo; none of them blocks the upload. */
export function photoIssues(sample: PhotoSample): PhotoIssue[] {
  const issues: PhotoIssue[] = [];
  if (Math.min(sample.width, sample.height) < MIN_PHOTO_SIDE) issues.push('small');
  const { luma, sampleWidth: w, sampleHeight: h } = sample;
  let sum = 0;
  for (let i = 0; i < w * h; i++) sum += luma[i]!;
  if (sum / (w * h) < MIN_MEAN_LUMA) issues.push('dark');
  if (w >= 3 && h >= 3 && laplacianVariance(luma, w, h) < MIN_SHARPNESS) issues.push('blurry');
  return issues;
}

function laplacianVariance(luma: ArrayLike<number>, w: number, h: number): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const v = luma[i - w]! + luma[i + w]! + luma[i - 1]! + luma[i + 1]! - 4 * luma[i]!;
      sum += v;
      sumSq += v * v;
      n++;
    }
  }
  const mean = sum / n;
  return sumSq / n - mean * mean;
}
