import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  canRenewAgreement,
  isLegalName,
  isStudentsName,
  MAX_SIGNATURE_BYTES,
  SIGNING_LINK_DAYS,
} from '@shared/domain/agreement.js';
import { receiveSigningCallback as callbackEndpoint } from '@shared/contracts/agreement.endpoints.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db, Tx } from '@server/db/client.js';
import { queueDecisionNotice } from '@server/queue/decision-notices.js';
import { withLocale } from '@server/locale.js';
import '@shared/messages/decision-notices.js';
import '@shared/messages/staff.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import { queueEffect } from '@server/queue/effects.js';
import { queueMessage } from '@server/queue/messages.js';
import type { Jobs } from '@server/queue/queue.js';
import { queueTicket } from '@server/queue/tickets.js';
import type { Viewer } from '@server/plugins/session.js';
import type { EsignPort } from '@server/ports/esign.js';
import type { StoragePort } from '@server/ports/storage.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import * as repo from './agreement.repo.js';
import { agreementReadingCopy, agreementText } from './agreement-text.js';
import { buildAgreementPdf } from './agreement-pdf.js';

export interface AgreementDeps {
  db: Db;
  jobs: Jobs;
  storage: StoragePort;
  esign: EsignPort;
  /** Where the signing link points, e.g. https://portal.example.org. */
  publicUrl: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const product = () => t('product.name');

/**
 * The agreement e-mail (spec 001 §4 "Agreement status"): incomplete → pending once, the contract step done,
 * a ticket '{product} Agreement Requested' to the success group, and the document sent through the
 * e-signature port as a job. Signing on the portal, the student also gets an e-mail with a single-use link;
 * with a hosted provider, the provider e-mails the signer and its callback completes the agreement.
 */
export async function requestAgreement(deps: AgreementDeps, viewer: Viewer) {
  const student = await repo.findStudent(deps.db, viewer.userId);
  if (!student) throw new AppError('NOT_FOUND', t('errors.notFound'));
  await deps.db.transaction(async (tx) => {
    if (await repo.markSent(tx, viewer.userId)) {
      await sendLink(tx, deps, student, { ticket: true });
      return;
    }
    // Sent before: only a link that expired unsigned may be sent anew (the page offers it then).
    const status = await repo.agreementStatus(tx, viewer.userId);
    const latest = await repo.latestRequestIn(tx, viewer.userId);
    if (!canRenewAgreement(status, latest, new Date()))
      throw new AppError('CONFLICT', t('agreement.alreadySent'));
    await sendLink(tx, deps, student, { ticket: false });
  });
  return { fwAgreementStatus: 'pending' as const };
}

/**
 * A coach sends the agreement anew (an expired link, or one the student refused or lost): the old links
 * stop working, a new one goes out, and the student is told. Only while the agreement waits for a
 * signature; audited.
 */
export async function renewAgreement(deps: AgreementDeps, staff: Viewer, studentId: string) {
  const student = await repo.findStudent(deps.db, studentId);
  if (!student) throw new AppError('NOT_FOUND', t('staff.unknownStudent'));
  await deps.db.transaction(async (tx) => {
    const status = await repo.agreementStatus(tx, studentId);
    if (status !== 'pending') throw new AppError('CONFLICT', t('decisionNotices.notRenewable'));
    await sendLink(tx, deps, student, { ticket: false });
    await recordAudit(tx, {
      actorId: staff.userId,
      action: 'agreement.renew',
      subjectUserId: studentId,
      detail: { before: status, after: 'pending' },
    });
    await queueDecisionNotice(tx, deps.jobs, studentId, 'agreementRenewed');
  });
  return { fwAgreementStatus: 'pending' as const };
}

type Signer = NonNullable<Awaited<ReturnType<typeof repo.findStudent>>>;

/**
 * One signing request: earlier unsigned links end, the contract step is done, the document goes to the
 * e-signature port as a job and, signing on the portal, the student gets an e-mail with a single-use link
 * in their language. The first request also opens a ticket for the success group.
 */
async function sendLink(tx: Tx, deps: AgreementDeps, student: Signer, opts: { ticket: boolean }) {
  const text = agreementText();
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await repo.expireOpenLinks(tx, student.id, now);
  const agreement = await repo.insertAgreement(tx, {
    userId: student.id,
    tokenHash: hash(token),
    version: text.version,
    documentSha256: text.sha256,
    expiresAt: new Date(now.getTime() + SIGNING_LINK_DAYS * 86_400_000),
  });
  await completeByEvent(tx, student.id, { kind: 'agreementRequested' });
  const name = `${student.firstName} ${student.lastName}`;
  if (opts.ticket) {
    await queueTicket(tx, deps.jobs, {
      userId: student.id,
      email: student.email,
      subject: t('agreement.ticketSubject', { product: product() }),
      body: t('agreement.ticketBody', { name, product: product(), email: student.email }),
      groupId: 'Success',
      tags: ['agreement'],
    });
  }
  await queueEffect(tx, deps.jobs, {
    kind: 'esign.send',
    payload: {
      agreementId: agreement.id,
      signerEmail: student.email,
      signerName: name,
      firstName: student.firstName,
    },
  });
  // A hosted provider e-mails the signer itself; the portal's own link would be a second way to sign.
  if (deps.esign.mode === 'portal') {
    await withLocale(student.locale, () =>
      queueMessage(tx, deps.jobs, {
        channel: 'email',
        to: student.email,
        subject: t('agreement.emailSubject', { product: product() }),
        text: t('agreement.emailText', {
          name: student.firstName,
          product: product(),
          link: `${deps.publicUrl}/sign/${token}`,
        }),
        kind: 'agreement-link',
      }),
    );
  }
}

async function openLink(deps: AgreementDeps, token: string) {
  const row = token.length >= 40 ? await repo.findByTokenHash(deps.db, hash(token)) : null;
  if (!row || row.status !== 'sent' || row.expiresAt < new Date()) {
    throw new AppError('NOT_FOUND', t('agreement.linkInvalid'));
  }
  const student = await repo.findStudent(deps.db, row.userId);
  if (!student) throw new AppError('NOT_FOUND', t('agreement.linkInvalid'));
  return { row, student };
}

/** The signing page's content: who signs and the exact text (the link is the credential). */
export async function signingView(deps: AgreementDeps, token: string) {
  const { student } = await openLink(deps, token);
  const text = agreementText();
  return {
    firstName: student.firstName,
    title: text.title,
    version: text.version,
    paragraphs: text.paragraphs,
    readingCopy: agreementReadingCopy(student.locale),
  };
}

function decodeSignature(dataUrl: string | undefined): Uint8Array | null {
  if (!dataUrl) return null;
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!m) throw new AppError('VALIDATION', t('agreement.signatureRequired'), 'signature');
  const bytes = Buffer.from(m[1]!, 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES)
    throw new AppError('TOO_LARGE', t('agreement.signatureTooLarge'), 'signature');
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    throw new AppError('VALIDATION', t('agreement.signatureRequired'), 'signature');
  }
  return bytes;
}

/**
 * Signs once: the signed PDF with its certificate is stored encrypted, the link is spent and the
 * agreement becomes complete, all or nothing. The link is not proof enough of who signs: the typed name
 * must be the student's, and a browser signed in as someone else cannot sign (issue 38).
 */
export async function signAgreement(
  deps: AgreementDeps,
  token: string,
  input: { legalName: string; consent: boolean; signature?: string | undefined; typed: boolean },
  client: { ip: string; userAgent: string; signedInAs: string | null },
) {
  const { row, student } = await openLink(deps, token);
  if (client.signedInAs !== null && client.signedInAs !== row.userId)
    throw new AppError('FORBIDDEN', t('agreement.someoneElseSignedIn'));
  if (!input.consent) throw new AppError('VALIDATION', t('agreement.consentRequired'), 'consent');
  if (!isLegalName(input.legalName))
    throw new AppError('VALIDATION', t('agreement.legalNameInvalid'), 'legalName');
  if (!isStudentsName(input.legalName, student))
    throw new AppError('VALIDATION', t('agreement.legalNameMismatch'), 'legalName');
  const signature = input.typed ? null : decodeSignature(input.signature);
  if (!signature && !input.typed)
    throw new AppError('VALIDATION', t('agreement.signatureRequired'), 'signature');
  const signedAt = new Date();
  const evidence = {
    agreementId: row.id,
    signer: input.legalName.trim().replace(/\s+/g, ' '),
    email: student.email,
    ...(student.phone ? { phone: student.phone } : {}),
    signedAt: signedAt.toISOString(),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
    method: signature ? ('drawn' as const) : ('typed' as const),
  };
  const pdf = await buildAgreementPdf(agreementText(), { evidence, signaturePng: signature });
  const objectKey = randomBytes(24).toString('base64url');
  await deps.storage.put(objectKey, Readable.from([Buffer.from(pdf)]), pdf.length);
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await repo.sign(tx, row.id, { evidence, objectKey, signedAt }))) {
        throw new AppError('NOT_FOUND', t('agreement.linkInvalid'));
      }
      await repo.markSigned(tx, row.userId);
    });
  } catch (err) {
    await deps.storage.remove(objectKey).catch(() => undefined);
    throw err;
  }
  return { fwAgreementStatus: 'complete' as const };
}

/** What the provider expects back from every callback (declared with the endpoint, so it is documented). */
const CALLBACK_ANSWER = callbackEndpoint.text;

/**
 * A hosted provider's callback. Only an authentic, recent "all signed" event for one of our requests, which
 * the provider itself confirms complete, changes anything: the provider's signed PDF is stored encrypted as the signed copy and the agreement becomes
 * complete, once, with an audit entry. Other events and unknown requests are acknowledged and ignored, so
 * the provider stops retrying them; a repeated callback finds the agreement signed and changes nothing.
 */
export async function receiveSigningCallback(deps: AgreementDeps, callback: string): Promise<string> {
  let requestId: string | null;
  try {
    requestId = deps.esign.completedRequestId(callback);
  } catch {
    throw new AppError('UNAUTHORIZED', t('errors.unauthorized'));
  }
  if (!requestId) return CALLBACK_ANSWER;
  const row = await repo.findByExternalId(deps.db, requestId);
  if (!row || row.status !== 'sent') return CALLBACK_ANSWER;
  // The event hash does not name the request, so a replayed or reworded callback proves nothing: ask.
  if (!(await deps.esign.isComplete(requestId))) return CALLBACK_ANSWER;
  const pdf = await deps.esign.signedPdf(requestId);
  // Files still being prepared: a non-acknowledged callback is sent again by the provider.
  if (!pdf) throw new AppError('UNAVAILABLE', t('errors.stillWorking'));
  const signedAt = new Date();
  const evidence = { agreementId: row.id, requestId, signedAt: signedAt.toISOString(), method: 'hosted' };
  const objectKey = randomBytes(24).toString('base64url');
  await deps.storage.put(objectKey, Readable.from([Buffer.from(pdf)]), pdf.length);
  const signed = await deps.db.transaction(async (tx) => {
    const before = await repo.agreementStatus(tx, row.userId);
    if (!(await repo.sign(tx, row.id, { evidence, objectKey, signedAt }))) return false;
    await repo.markSigned(tx, row.userId);
    await recordAudit(tx, {
      actorId: row.userId,
      action: 'agreement.signedHosted',
      subjectUserId: row.userId,
      detail: { before, after: 'complete', requestId },
    });
    return true;
  });
  // A callback that lost the race to a repeat of itself keeps nothing.
  if (!signed) await deps.storage.remove(objectKey).catch(() => undefined);
  return CALLBACK_ANSWER;
}

/** The signed copy, for its student (or for staff, naming the student). */
export async function signedCopy(deps: AgreementDeps, viewer: Viewer, studentId?: string) {
  const userId = viewer.role === 'student' ? viewer.userId : studentId;
  if (!userId) throw new AppError('VALIDATION', t('errors.invalidInput'), 'student');
  const row = await repo.latestSigned(deps.db, userId);
  if (!row?.objectKey) throw new AppError('NOT_FOUND', t('agreement.notSignedYet'));
  const bytes = await deps.storage.get(row.objectKey);
  if (!bytes) throw new AppError('NOT_FOUND', t('agreement.notSignedYet'));
  return bytes;
}
