import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  resumeDocument,
  resumeFacts,
  resumeEndorsements,
  resumeJob,
  resumeSchool,
  type ResumeDocument,
  type ResumeFacts,
  type ResumeView,
} from '@shared/contracts/careers.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import { PdfRefused } from '@server/pdf/pdf-text.js';
import { readPdfText } from '@server/pdf/read-pdf.js';
import type { AiPort } from '@server/ports/ai.js';
import type { StoragePort } from '@server/ports/storage.js';
import type { Viewer } from '@server/plugins/session.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import { latestUpload } from '@server/uploads/uploads.repo.js';
import { pdfRefusal } from './linkedin-pdf.js';
import { measureResume, renderResumePdf, type ResumeOwner } from './resume-pdf.js';
import * as repo from './resume.repo.js';

export interface ResumeDeps {
  db: Db;
  ai: AiPort;
  storage: StoragePort;
}

/** What the resumes row keeps: the facts, where they came from, the resume and why it reads that way. */
const draftSchema = z.object({
  v: z.literal(2),
  source: z.enum(['profile', 'form', 'linkedin']),
  facts: resumeFacts,
  resume: resumeDocument.nullable(),
  why: z.array(z.string()),
});
type Draft = z.infer<typeof draftSchema>;

/** A resume saved by the first version of the builder (summary, skills, endorsements, jobs with years). */
const firstVersion = z.object({
  summary: z.string().default(''),
  skills: z.array(z.string()).default([]),
  endorsements: z.array(z.string()).default([]),
  jobs: z
    .array(z.object({ title: z.string(), employer: z.string(), years: z.string().default('') }))
    .default([]),
});

type Owner = NonNullable<Awaited<ReturnType<typeof repo.findResumeOwner>>>;

/** "+13125550107" → "(312) 555-0107". */
const phoneLabel = (e164: string) => {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
};

function ownerOf(owner: Owner): ResumeOwner {
  const place = owner.city ? [owner.city, owner.state].filter(Boolean).join(', ') : null;
  return {
    fullName: `${owner.firstName} ${owner.lastName}`,
    contact: [place, phoneLabel(owner.phone ?? ''), owner.email].filter(Boolean).join(' · '),
  };
}

/** The short form's starting point: the licence, endorsements and school the account already knows. */
function prefill(owner: Owner): ResumeFacts {
  const complete = (s: string | null) => s === 'complete';
  const endorsements = resumeEndorsements.filter(
    (e) =>
      (e === 'Doubles and triples (T)' && complete(owner.doublesTriples)) ||
      (e === 'Tankers (N)' && complete(owner.tankers)) ||
      (e === 'Hazmat (H)' && complete(owner.hazmat)) ||
      (e === 'TWIC card' && complete(owner.twic)),
  );
  return resumeFacts.parse({
    licenceClass: owner.status === '5_PostProgram' || complete(owner.cdlaStatus) ? 'CDL-A' : 'CLP',
    endorsements,
    school: (owner.school ?? '').slice(0, 100),
  });
}

function draftOf(answers: unknown, owner: Owner): Draft {
  const parsed = draftSchema.safeParse(answers);
  if (parsed.success) return parsed.data;
  const old = firstVersion.safeParse(answers);
  const facts = prefill(owner);
  if (!old.success) return { v: 2, source: 'profile', facts, resume: null, why: [] };
  return {
    v: 2,
    source: 'form',
    facts: {
      ...facts,
      endorsements: resumeEndorsements.filter((e) => old.data.endorsements.includes(e)),
      jobs: keepValid(
        resumeJob,
        old.data.jobs
          .map((j) => ({ ...j, start: j.years, years: undefined }))
          .map(({ years: _years, ...j }) => j),
      ).slice(0, 6),
      skills: old.data.skills.slice(0, 15),
      about: old.data.summary.slice(0, 600),
    },
    resume: null,
    why: [],
  };
}

/** The items of a list that pass their schema (a fact read from a PDF may not). */
function keepValid<S extends z.ZodType>(schema: S, items: unknown[]): z.output<S>[] {
  return items.flatMap((item) => {
    const r = schema.safeParse(item);
    return r.success ? [r.data] : [];
  });
}

async function load(deps: ResumeDeps, userId: string) {
  const [owner, row] = await Promise.all([
    repo.findResumeOwner(deps.db, userId),
    repo.findResume(deps.db, userId),
  ]);
  if (!owner) throw new AppError('NOT_FOUND', t('errors.notFound'));
  return { owner, row, draft: row ? draftOf(row.answers, owner) : null };
}

async function viewOf(deps: ResumeDeps, userId: string): Promise<ResumeView> {
  const { owner, draft } = await load(deps, userId);
  const who = ownerOf(owner);
  const current = draft ?? { v: 2, source: 'profile' as const, facts: prefill(owner), resume: null, why: [] };
  const pdf = await latestUpload(deps.db, userId, 'resume');
  return {
    owner: { ...who, state: owner.state },
    source: current.source,
    facts: current.facts,
    resume: current.resume,
    why: current.why,
    fit: current.resume ? await measureResume(who, current.resume) : null,
    pdf: pdf ? { path: `resume/${pdf.id}`, createdAt: pdf.createdAt.toISOString() } : null,
  };
}

export function assertGraduate(viewer: Viewer) {
  if (viewer.status !== '5_PostProgram') throw new AppError('FORBIDDEN', t('resume.errors.notGraduate'));
}

/** GET /api/resume: the caller's facts (prefilled from the account at first), resume and last PDF. */
export async function resumeOf(deps: ResumeDeps, viewer: Viewer): Promise<ResumeView> {
  return viewOf(deps, viewer.userId);
}

/** PUT /api/resume: the student's edits to their resume. Saving the same edits twice changes nothing more. */
export async function saveResume(
  deps: ResumeDeps,
  viewer: Viewer,
  resume: ResumeDocument,
): Promise<ResumeView> {
  assertGraduate(viewer);
  const { owner, draft } = await load(deps, viewer.userId);
  if (!draft?.resume) throw new AppError('CONFLICT', t('resume.errors.noResume'));
  if (JSON.stringify(draft.resume) !== JSON.stringify(resume)) {
    await repo.saveDraft(deps.db, viewer.userId, { ...draft, facts: draft.facts ?? prefill(owner), resume });
  }
  return viewOf(deps, viewer.userId);
}

/**
 * POST /api/open-ai/analyze-linkedin-pdf: reads the caller's own uploaded LinkedIn PDF and fills the facts
 * with what it says (work history, schools, skills, certificates, licence), keeping what the account
 * knows where the PDF is silent. Someone else's PDF is "not found", as if it did not exist.
 */
export async function analyzeLinkedin(deps: ResumeDeps, viewer: Viewer, path: string): Promise<ResumeView> {
  assertGraduate(viewer);
  const id = path.slice('linkedinPdf/'.length);
  const upload = await repo.findOwnUpload(deps.db, viewer.userId, 'linkedinPdf', id);
  if (!upload) throw new AppError('NOT_FOUND', t('resume.errors.noPdf'), 'path');
  const bytes = await deps.storage.get(upload.objectKey).catch((err: unknown) => {
    throw Object.assign(new AppError('UNAVAILABLE', t('documents.storageDown')), { cause: err });
  });
  if (!bytes) throw new AppError('NOT_FOUND', t('resume.errors.noPdf'), 'path');
  let lines;
  try {
    ({ lines } = await readPdfText(bytes));
  } catch (err) {
    throw err instanceof PdfRefused ? pdfRefusal(err, 'path') : err;
  }
  if (lines.length === 0) throw new AppError('VALIDATION', t('resume.errors.emptyPdf'), 'path');
  const read = await deps.ai.readLinkedIn({ lines: lines.map(({ text, size }) => ({ text, size })) });
  // Nothing a resume can use: keep what the student has, and say why.
  if (read.jobs.length + read.schools.length + read.skills.length === 0) {
    throw new AppError('VALIDATION', t('resume.errors.notLinkedin'), 'path');
  }

  const { owner, draft } = await load(deps, viewer.userId);
  const base = prefill(owner);
  const facts = resumeFacts.parse({
    ...base,
    licenceClass: read.licenceClass && base.licenceClass !== 'CDL-A' ? read.licenceClass : base.licenceClass,
    endorsements: resumeEndorsements.filter(
      (e) => base.endorsements.includes(e) || read.endorsements.includes(e),
    ),
    jobs: keepValid(resumeJob, read.jobs).slice(0, 6),
    schools: keepValid(resumeSchool, read.schools).slice(0, 3),
    skills: read.skills.filter((s) => s.trim()).slice(0, 15),
    certifications: read.certifications.filter((s) => s.trim()).slice(0, 6),
    about: read.about.slice(0, 600),
  });
  await repo.saveDraft(deps.db, viewer.userId, {
    v: 2,
    source: 'linkedin',
    facts,
    resume: draft?.resume ?? null,
    why: draft?.why ?? [],
  } satisfies Draft);
  return viewOf(deps, viewer.userId);
}

/** POST /api/open-ai/generate-one-page-resume: writes the resume from the facts and keeps both. */
export async function generateResume(
  deps: ResumeDeps,
  viewer: Viewer,
  facts: ResumeFacts,
): Promise<ResumeView> {
  assertGraduate(viewer);
  const { owner, draft } = await load(deps, viewer.userId);
  const written = await deps.ai.writeResume({ facts, state: owner.state, today: new Date() });
  const resume = resumeDocument.safeParse({ ...written.resume, licenceClass: facts.licenceClass });
  if (!resume.success) throw new AppError('UNAVAILABLE', t('errors.internal'));
  await repo.saveDraft(deps.db, viewer.userId, {
    v: 2,
    source: draft?.source === 'linkedin' ? 'linkedin' : 'form',
    facts,
    resume: resume.data,
    why: written.why.slice(0, 10),
  } satisfies Draft);
  return viewOf(deps, viewer.userId);
}

const sha = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;

/**
 * POST /api/google/create-doc-from-html-export-pdf: the saved resume as a one-page PDF. It is kept
 * (encrypted) in the `resume` folder, and in the same transaction userMetrics.onePageResumeCreationDate is
 * set and the resume step completes. A retry with the same Idempotency-Key, or an export of an unchanged
 * resume, answers the PDF already kept and stores nothing new.
 */
export async function exportResumePdf(
  deps: ResumeDeps,
  viewer: Viewer,
  idempotencyKey: string | undefined,
): Promise<Uint8Array> {
  assertGraduate(viewer);
  if (idempotencyKey) {
    const earlier = await repo.findUploadByKey(deps.db, viewer.userId, 'resume', idempotencyKey);
    if (earlier) return storedBytes(deps, earlier.objectKey);
  }
  const { owner, row, draft } = await load(deps, viewer.userId);
  if (!row || !draft?.resume) throw new AppError('CONFLICT', t('resume.errors.noResume'));
  const { bytes } = await renderResumePdf(ownerOf(owner), draft.resume, row.updatedAt);
  const eTag = sha(bytes);
  const latest = await latestUpload(deps.db, viewer.userId, 'resume');
  if (latest?.eTag === eTag) return bytes;

  const objectKey = randomBytes(24).toString('base64url');
  try {
    await deps.storage.put(objectKey, Readable.from([Buffer.from(bytes)]), bytes.length);
  } catch (err) {
    await deps.storage.remove(objectKey).catch(() => undefined);
    throw Object.assign(new AppError('UNAVAILABLE', t('documents.storageDown')), { cause: err });
  }
  let kept = true;
  try {
    await deps.db.transaction(async (tx) => {
      await repo.lockUser(tx, viewer.userId);
      // A second tap that waited on the lock finds the first one's PDF.
      if ((await latestUpload(tx, viewer.userId, 'resume'))?.eTag === eTag) {
        kept = false;
        return;
      }
      await repo.insertResumePdf(tx, {
        userId: viewer.userId,
        objectKey,
        byteSize: bytes.length,
        eTag,
        idempotencyKey: idempotencyKey ?? null,
      });
      await repo.markResumeCreated(tx, viewer.userId, new Date());
      await completeByEvent(tx, viewer.userId, { kind: 'resumeCreated' });
    });
  } catch (err) {
    await deps.storage.remove(objectKey).catch(() => undefined);
    const earlier = idempotencyKey
      ? await repo.findUploadByKey(deps.db, viewer.userId, 'resume', idempotencyKey).catch(() => null)
      : null;
    if (earlier) return storedBytes(deps, earlier.objectKey);
    throw err;
  }
  if (!kept) await deps.storage.remove(objectKey).catch(() => undefined);
  return bytes;
}

async function storedBytes(deps: ResumeDeps, objectKey: string): Promise<Uint8Array> {
  const bytes = await deps.storage.get(objectKey).catch((err: unknown) => {
    throw Object.assign(new AppError('UNAVAILABLE', t('documents.storageDown')), { cause: err });
  });
  if (!bytes) throw new AppError('NOT_FOUND', t('errors.notFound'));
  return bytes;
}
