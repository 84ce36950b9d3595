import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  agreements,
  attendances,
  completions,
  documents,
  payouts,
  policyAcceptances,
  preEnrollments,
  privacyAcceptances,
  programSteps,
  quizAttempts,
  stipendRequests,
  uploads,
  users,
  videoProgress,
} from '@server/db/schema/index.js';
import type { ProgramStep } from '@shared/contracts/program.js';
import type { SessionUser } from '@shared/contracts/user.js';
import { buildChecklist, isChecklistComplete } from '@shared/domain/checklist.js';
import { identityFolders, photoFolderOf } from '@shared/domain/documents.js';
import { waysOf, type CompletionWay } from '@shared/domain/progress.js';
import type { Status } from '@shared/domain/program.js';
import { usePortal, ROOMY_LIMITS } from './harness.js';

/**
 * Demo data that tells the truth (issue 19 §5): every step a demo student has done stands on a record the
 * server would have completed it from, or is a step the student completes by opening it; and every stage
 * behind a student is complete on the checklist they would see.
 */
const portal = usePortal(ROOMY_LIMITS);
const db = () => portal.database.db;

const students = [
  'new@example.org',
  'setup@example.org',
  'training@example.org',
  'permit@example.org',
  'school@example.org',
  'onhold@example.org',
  'grad@example.org',
  'instructor@example.org',
];

/** The stage screens a status has finished: their interstitial moved the student on. */
const finished: Record<Status, string[]> = {
  '0_New': [],
  '1_Setup': [],
  '2_Training': ['welcome'],
  '3_Permit': ['welcome', 'prepermit'],
  '4_School': ['welcome', 'prepermit', 'permit'],
  '95_OnHoldForSchool': ['welcome', 'prepermit', 'permit'],
  '5_PostProgram': ['welcome', 'prepermit', 'permit', 'school'],
  '96_CEO': [],
  '99_Withdrew': [],
};

async function uploadedPhoto(userId: string, folder: string): Promise<boolean> {
  const spec = photoFolderOf(folder);
  const [docs] = await db().select().from(documents).where(eq(documents.userId, userId));
  const status = spec && docs ? (docs as Record<string, unknown>)[spec.statusKey] : null;
  const rows = await db()
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.folder, folder)));
  return (status === 'pending' || status === 'complete') && rows.some((r) => r.review !== 'rejected');
}

/** Whether the server holds the record this declared way would have completed the step from. */
async function backed(userId: string, status: Status, way: CompletionWay): Promise<boolean> {
  if (typeof way === 'string') return true; // click, view, auto: the student's own opening of the step.
  const key = way.key;
  const has = (rows: unknown[]) => rows.length > 0;
  switch (way.event) {
    case 'videoWatched':
      return has(
        await db()
          .select()
          .from(videoProgress)
          .where(
            and(
              eq(videoProgress.userId, userId),
              eq(videoProgress.videoKey, key!),
              eq(videoProgress.completed, true),
            ),
          ),
      );
    case 'quizPassed':
      return has(
        await db()
          .select()
          .from(quizAttempts)
          .where(
            and(
              eq(quizAttempts.userId, userId),
              eq(quizAttempts.assessmentName, key!),
              eq(quizAttempts.passed, true),
              eq(quizAttempts.recorded, true),
            ),
          ),
      );
    case 'documentUploaded':
      return uploadedPhoto(userId, key!);
    case 'identityDocumentsIn':
      return (await Promise.all(identityFolders.map((f) => uploadedPhoto(userId, f)))).every(Boolean);
    case 'policyAccepted': {
      const [row] = await db().select().from(policyAcceptances).where(eq(policyAcceptances.userId, userId));
      return key === 'attendance' ? Boolean(row?.attendancePolicyStatus) : Boolean(row?.trainingPolicyStatus);
    }
    case 'preEnrollmentCallScheduled':
    case 'preEnrollmentFunded': {
      const [row] = await db().select().from(preEnrollments).where(eq(preEnrollments.userId, userId));
      return row?.outcome === (way.event === 'preEnrollmentFunded' ? 'onHoldFunded' : 'scheduleCall');
    }
    case 'agreementRequested':
      return has(await db().select().from(agreements).where(eq(agreements.userId, userId)));
    case 'stipendRequested':
      return has(
        await db()
          .select()
          .from(stipendRequests)
          .where(and(eq(stipendRequests.userId, userId), eq(stipendRequests.week, Number(key)))),
      );
    case 'payoutRequested':
      return has(
        await db()
          .select()
          .from(payouts)
          .where(and(eq(payouts.userId, userId), eq(payouts.reason, key as 'fees'))),
      );
    case 'sessionBooked':
      return has(
        await db()
          .select()
          .from(attendances)
          .where(and(eq(attendances.userId, userId), eq(attendances.name, key!))),
      );
    case 'resumeCreated': {
      const [row] = await db().select().from(users).where(eq(users.id, userId));
      return Boolean(row?.onePageResumeCreationDate);
    }
    case 'stageFinished':
      return finished[status].includes(key!);
    case 'schoolMet': {
      const [row] = await db().select().from(users).where(eq(users.id, userId));
      return Boolean(row?.schoolId);
    }
    case 'profilePhotoKept': {
      const [row] = await db().select().from(users).where(eq(users.id, userId));
      return Boolean(row?.profilePhotoPath);
    }
    case 'privacyAccepted':
      return has(await db().select().from(privacyAcceptances).where(eq(privacyAcceptances.userId, userId)));
    // Opening a class PDF or the job board is the student's own act, recorded by the completion itself.
    case 'pdfOpened':
    case 'jobBoardOpened':
      return true;
    default:
      return false;
  }
}

describe('demo students', () => {
  it.each(students)('%s: every completion stands on a record or a click of the student', async (email) => {
    const [user] = await db().select().from(users).where(eq(users.email, email));
    const status = user!.status as Status;
    const done = await db().select().from(completions).where(eq(completions.userId, user!.id));
    const unbacked: string[] = [];
    for (const { url } of done) {
      const steps = await db().select().from(programSteps).where(eq(programSteps.url, url));
      expect(steps.length, `${email}: ${url} is not a program step`).toBeGreaterThan(0);
      const ways = steps.flatMap((s) => waysOf(s.completes));
      const ok = await Promise.all(ways.map((w) => backed(user!.id, status, w)));
      if (!ok.some(Boolean)) unbacked.push(url);
    }
    expect(unbacked, email).toEqual([]);
  });

  it.each(students)('%s: every stage behind the student is complete on their checklist', async (email) => {
    const cookie = await portal.signIn(email);
    const get = async <T>(url: string) => (await portal.app.inject({ url, headers: { cookie } })).json() as T;
    const session = await get<SessionUser>('/api/user/session');
    const done = new Set((await get<{ url: string }[]>('/api/completion')).map((c) => c.url));
    for (const screen of finished[session.status as Status]) {
      const steps = await get<ProgramStep[]>(`/api/programSteps/${screen}`);
      const items = buildChecklist(
        steps,
        {
          waitlistBoard: session.waitlistWFB?.slug ?? null,
          hasFundingRecord: Boolean(session.userWfb?.workforceFundingStatus),
          wfp: session.wfp,
          uberAccessEnabled: session.uberAccessEnabled,
          stipendSp: session.stipendSp,
        },
        done,
      );
      const open = items.filter(
        (i) => !i.recommended && i.type !== 'informational' && !done.has(i.to) && !i.autoComplete,
      );
      expect(
        open.map((i) => i.to),
        `${email} ${screen}`,
      ).toEqual([]);
      expect(isChecklistComplete(items)).toBe(true);
    }
  });

  it('every document marked pending or complete has its photo, and a complete agreement its signed PDF', async () => {
    for (const email of students) {
      const [user] = await db().select().from(users).where(eq(users.email, email));
      const [docs] = await db().select().from(documents).where(eq(documents.userId, user!.id));
      for (const folder of [...identityFolders, 'dotPhysical', 'cdlAPermit', 'cdlALicense']) {
        const key = photoFolderOf(folder)!.statusKey;
        const status = (docs as Record<string, unknown>)[key];
        if (status === 'pending' || status === 'complete')
          expect(await uploadedPhoto(user!.id, folder), `${email} ${folder}`).toBe(true);
        if (status === 'complete') {
          const rows = await db()
            .select()
            .from(uploads)
            .where(and(eq(uploads.userId, user!.id), eq(uploads.folder, folder)));
          expect(
            rows.some((r) => r.review === 'approved'),
            `${email} ${folder} approved`,
          ).toBe(true);
        }
      }
      if (docs!.fwAgreementStatus === 'complete') {
        const [signed] = await db()
          .select()
          .from(agreements)
          .where(and(eq(agreements.userId, user!.id), eq(agreements.status, 'signed')));
        expect(signed?.objectKey, `${email} agreement PDF`).toBeTruthy();
        const bytes = (await portal.ports.storage.get(signed!.objectKey!))!;
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });
});
