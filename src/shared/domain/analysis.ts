/**
 * How professional an e-mail address and a profile photo look (spec 000 §2 "Analyze Email Professionality",
 * 001 §3 "Email rating", "Photo analysis result"). Pure rules, so the server's rater and the tests agree.
 */
import { suggestEmail } from './email-typo.js';

export const emailLevels = ['professional', 'semi-professional', 'unprofessional'] as const;
export type EmailLevel = (typeof emailLevels)[number];

/**
 * Whether an address is good enough for the career services e-mail step: spec 001 §2 (route gating 5) sends
 * a student whose address rates semi-professional or professional to the professional e-mail page, so
 * either level completes the step; only an unprofessional address asks for a change.
 */
export function isProfessionalEnough(level: EmailLevel | null | undefined): boolean {
  return level === 'professional' || level === 'semi-professional';
}

/** Gauge needle angles in degrees (spec 000 §9). */
export const EMAIL_GAUGE_ANGLE: Record<EmailLevel, number> = {
  unprofessional: -48,
  'semi-professional': 0,
  professional: 48,
};

const emailFindings = [
  'slang',
  'disposableDomain',
  'longNumber',
  'shortNumber',
  'repeatedLetters',
  'tooLong',
  'noLetters',
  'notName',
  'manySeparators',
  'unusualDomain',
  'mistypedDomain',
] as const;
export type EmailFinding = (typeof emailFindings)[number];

/** Findings that on their own make an address unprofessional. */
const serious: ReadonlySet<EmailFinding> = new Set([
  'slang',
  'disposableDomain',
  'longNumber',
  'repeatedLetters',
  'tooLong',
  'noLetters',
  'mistypedDomain',
]);

/**
 * Words an employer would frown at, found anywhere in the local part. Chosen long enough, or odd enough,
 * not to hide inside ordinary names (so no "ass", "hell" or "lil", which sit inside Cassandra or Lillian).
 */
const slangWords = [
  'sexy', 'hottie', 'thug', 'gangsta', 'gangster', 'killa', 'killer', 'weed', 'kush', 'stoner', 'pimp',
  'playa', 'freak', 'babygirl', 'babyboy', 'cutie', 'honey', 'lover', 'dude', 'bruh', 'homie', 'dawg',
  'swag', 'money', 'hustl', 'savage', 'beast', 'thick', 'shorty', 'ninja', 'devil', 'demon', 'crazy',
  'dope', 'blunt', 'booty', 'fuck', 'shit', 'bitch', 'damn', 'xxx', 'boss', 'cool', 'gamer', 'princess',
  'badboy', 'badgirl', 'sugar', 'baller', 'goon', 'trap', 'hood', 'drunk', 'party',
  'smoke', 'lmao', 'daddy', 'sweetie',
]; // prettier-ignore

/** Numbers with a reputation of their own. */
const loadedNumbers = ['420', '69', '666', '187'];

const disposableDomains = [
  'mailinator.com', 'guerrillamail.com', '10minutemail.com', 'tempmail.com', 'temp-mail.org',
  'yopmail.com', 'trashmail.com', 'getnada.com', 'sharklasers.com', 'throwawaymail.com',
]; // prettier-ignore

const commonDomains = [
  'gmail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'icloud.com', 'me.com',
  'aol.com', 'proton.me', 'protonmail.com', 'att.net', 'comcast.net', 'verizon.net', 'sbcglobal.net',
]; // prettier-ignore

const usualTlds = ['com', 'net', 'org', 'edu', 'gov', 'us', 'me', 'io', 'co', 'info', 'biz', 'mil'];

export interface EmailOwner {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

export interface EmailVerdict {
  level: EmailLevel;
  findings: EmailFinding[];
}

const lettersOnly = (s: string | null | undefined) => (s ?? '').toLowerCase().replace(/[^a-z]/g, '');

/** Whether the local part is built from the person's name: the first or last name, or an initial with the last. */
export function isNameBased(local: string, owner: EmailOwner): boolean | null {
  const first = lettersOnly(owner.firstName);
  const last = lettersOnly(owner.lastName);
  if (!first && !last) return null;
  const letters = lettersOnly(local);
  return (last.length >= 2 && letters.includes(last)) || (first.length >= 2 && letters.includes(first));
}

/** Rates one address. Serious findings make it unprofessional; any other finding makes it semi-professional. */
export function rateEmail(email: string, owner: EmailOwner = {}): EmailVerdict {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  const local = at > 0 ? value.slice(0, at) : value;
  const domain = at > 0 ? value.slice(at + 1) : '';
  const findings = new Set<EmailFinding>();
  const letters = lettersOnly(local);
  const ownName = [lettersOnly(owner.firstName), lettersOnly(owner.lastName)].filter((n) => n.length > 0);

  // A slang word that is part of the person's own name (Ms Money, Mr Cool) is not held against them.
  const withoutName = ownName.reduce((rest, name) => rest.split(name).join(' '), letters);
  if (slangWords.some((w) => withoutName.includes(w))) findings.add('slang');

  const runs = local.match(/\d+/g) ?? [];
  for (const run of runs) {
    const isYear = /^(19[4-9]\d|20[0-2]\d)$/.test(run);
    if (loadedNumbers.includes(run)) findings.add('slang');
    else if (run.length >= 3 && !isYear) findings.add('longNumber');
    else findings.add('shortNumber');
  }
  if (letters.length === 0) findings.add('noLetters');
  if (/([a-z])\1\1/.test(local)) findings.add('repeatedLetters');
  if (local.length > 30) findings.add('tooLong');
  if ((local.match(/[._\-+]/g) ?? []).length > 2 || /[._-]{2,}/.test(local)) findings.add('manySeparators');

  const named = isNameBased(local, owner);
  if (named === false) findings.add('notName');

  if (suggestEmail(value)) findings.add('mistypedDomain');
  else if (disposableDomains.includes(domain)) findings.add('disposableDomain');
  else if (!commonDomains.includes(domain)) {
    const tld = domain.split('.').pop() ?? '';
    if (!usualTlds.includes(tld)) findings.add('unusualDomain');
  }

  const list = emailFindings.filter((f) => findings.has(f));
  const level: EmailLevel = list.some((f) => serious.has(f))
    ? 'unprofessional'
    : list.length > 0
      ? 'semi-professional'
      : 'professional';
  return { level, findings: list };
}

/** Suggested better addresses, built from the person's name when it is known. */
export function suggestAddresses(email: string, owner: EmailOwner): string[] {
  const first = lettersOnly(owner.firstName);
  const last = lettersOnly(owner.lastName);
  // A mistyped provider is suggested as it was meant ("gmial.com" → "gmail.com").
  const meant = suggestEmail(email) ?? email;
  const at = meant.lastIndexOf('@');
  const domain =
    at > 0
      ? meant
          .slice(at + 1)
          .trim()
          .toLowerCase()
      : 'gmail.com';
  const home = disposableDomains.includes(domain) || !domain.includes('.') ? 'gmail.com' : domain;
  if (!first || !last) return [];
  return [`${first}.${last}@${home}`, `${first[0]}${last}@${home}`, `${first}${last}@${home}`];
}

/* ---------- Profile photo ---------- */

/** Measurements of a photo, taken by the server with an image library. */
export interface PhotoMeasures {
  width: number;
  height: number;
  /** Mean luminance 0–255. */
  brightness: number;
  /** Standard deviation of luminance. */
  contrast: number;
  /** Variance of the Laplacian on a 256-pixel-wide copy: low means blurred. */
  sharpness: number;
  /** Share of the detail that sits in the centre of the frame (0–1): a portrait keeps its subject there. */
  centreDetail: number;
  /** Share of very dark or very bright pixels (0–1). */
  clipped: number;
}

/** One face the detector found, and what was measured inside its box. */
export interface FaceMeasures {
  /** How sure the detector is that this is a face, 0–1. */
  confidence: number;
  /** The face's box, as shares (0–1) of the photo's width and height, from the top left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Mean luminance 0–255 inside the box. */
  brightness: number;
  /** Share of very dark or very bright pixels inside the box (0–1). */
  clipped: number;
  /** Variance of the Laplacian inside the box, on a copy 128 pixels wide: low means the face is blurred. */
  sharpness: number;
}

/** A photo measured as a portrait: the whole photo, and each face the face detector found in it. */
export interface PortraitMeasures {
  photo: PhotoMeasures;
  faces: FaceMeasures[];
}

export type PhotoCheck = 'face' | 'resolution' | 'light' | 'contrast' | 'sharpness' | 'framing';
export type PhotoCheckResult = { check: PhotoCheck; ok: boolean; detail: PhotoDetail };
type PhotoDetail =
  | 'oneFace'
  | 'noFace'
  | 'manyFaces'
  | 'resolutionGood'
  | 'resolutionLow'
  | 'faceLightGood'
  | 'faceTooDark'
  | 'faceTooBright'
  | 'contrastGood'
  | 'contrastFlat'
  | 'faceSharp'
  | 'faceBlurred'
  | 'framingGood'
  | 'faceOffCentre'
  | 'faceSmall'
  | 'faceTooClose'
  | 'wideShape';
/** The details that name a problem: each has a tip. */
export type PhotoProblem = Exclude<
  PhotoDetail,
  'oneFace' | 'resolutionGood' | 'faceLightGood' | 'contrastGood' | 'faceSharp' | 'framingGood'
>;

const PROFESSIONAL_PHOTO_SCORE = 5;
const MIN_PHOTO_SIDE = 400;
/** The highest score a photo can get when it does not show exactly one face. */
export const NO_SINGLE_FACE_SCORE = 1;

/** Where a face's centre may sit (shares of the photo) and how tall it may be, for a head-and-shoulders photo. */
const FACE_FRAME = {
  centreX: [0.25, 0.75],
  centreY: [0.15, 0.6],
  height: [0.12, 0.7],
} as const;

/** The Laplacian variance below which a face reads as blurred (measured on the face 128 pixels wide). */
export const FACE_SHARPNESS = 25;

/**
 * The face check first: a profile photo shows one person. With no face or several, that is the only
 * finding (nothing else about a face can be said) and the score is at most NO_SINGLE_FACE_SCORE.
 */
export function faceCheck(faceCount: number): PhotoCheckResult {
  if (faceCount === 1) return { check: 'face', ok: true, detail: 'oneFace' };
  return { check: 'face', ok: false, detail: faceCount === 0 ? 'noFace' : 'manyFaces' };
}

/** Any rater's score, capped when the detector did not find exactly one face. */
export function capForFaces(score: number, faceCount: number): number {
  return faceCount === 1 ? score : Math.min(score, NO_SINGLE_FACE_SCORE);
}

/**
 * Scores a portrait 1–5 from what was measured. Every finding about the face, its light, focus and place
 * in the frame comes from the one face the detector found; the photo's size, shape and contrast from the
 * whole photo.
 */
export function judgePortrait(m: PortraitMeasures): { score: number; checks: PhotoCheckResult[] } {
  const face = m.faces.length === 1 ? m.faces[0]! : null;
  if (!face) return { score: NO_SINGLE_FACE_SCORE, checks: [faceCheck(m.faces.length)] };
  const checks: PhotoCheckResult[] = [faceCheck(1)];
  const { photo } = m;
  const shortSide = Math.min(photo.width, photo.height);
  checks.push({
    check: 'resolution',
    ok: shortSide >= MIN_PHOTO_SIDE,
    detail: shortSide >= MIN_PHOTO_SIDE ? 'resolutionGood' : 'resolutionLow',
  });
  const dark = face.brightness < 70;
  const bright = face.brightness > 200 || face.clipped > 0.35;
  checks.push({
    check: 'light',
    ok: !dark && !bright,
    detail: dark ? 'faceTooDark' : bright ? 'faceTooBright' : 'faceLightGood',
  });
  checks.push({
    check: 'contrast',
    ok: photo.contrast >= 30,
    detail: photo.contrast >= 30 ? 'contrastGood' : 'contrastFlat',
  });
  checks.push({
    check: 'sharpness',
    ok: face.sharpness >= FACE_SHARPNESS,
    detail: face.sharpness >= FACE_SHARPNESS ? 'faceSharp' : 'faceBlurred',
  });
  checks.push({ check: 'framing', ...framing(photo, face) });
  // Light and focus on the face matter most to an employer's first glance, so they cost two points each.
  const weight: Record<PhotoCheck, number> = {
    face: 0,
    resolution: 1,
    light: 2,
    contrast: 1,
    sharpness: 2,
    framing: 1,
  };
  const lost = checks.filter((c) => !c.ok).reduce((sum, c) => sum + weight[c.check], 0);
  return { score: Math.max(1, Math.min(5, 5 - lost)), checks };
}

function framing(photo: PhotoMeasures, face: FaceMeasures): { ok: boolean; detail: PhotoDetail } {
  if (photo.width / photo.height > 1.5) return { ok: false, detail: 'wideShape' };
  const within = (v: number, [lo, hi]: readonly [number, number]) => v >= lo && v <= hi;
  if (face.height > FACE_FRAME.height[1]) return { ok: false, detail: 'faceTooClose' };
  if (face.height < FACE_FRAME.height[0]) return { ok: false, detail: 'faceSmall' };
  const centred =
    within(face.x + face.width / 2, FACE_FRAME.centreX) &&
    within(face.y + face.height / 2, FACE_FRAME.centreY);
  return centred ? { ok: true, detail: 'framingGood' } : { ok: false, detail: 'faceOffCentre' };
}

/** Gauge label of a photo score (spec 001 §9). */
export function photoGaugeLabel(score: number): 'professional' | 'semiProfessional' | 'needsWork' {
  if (score >= PROFESSIONAL_PHOTO_SCORE) return 'professional';
  if (score === 4) return 'semiProfessional';
  return 'needsWork';
}

/** Needle angle for a photo score 1–5 on the same −48°..+48° dial. */
export function photoGaugeAngle(score: number): number {
  const clamped = Math.max(1, Math.min(5, score));
  return -48 + ((clamped - 1) / 4) * 96;
}

export const PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;

export function isPhotoType(type: string): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(type);
}

/** The feature flag that turns 'Analyze Photo' on (spec 001 §4 "Profile photo": "if the analysis feature is on"). */
export const PHOTO_ANALYSIS_FLAG = 'photo-analysis';
