import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { ProgressEvent } from '@shared/domain/progress.js';
import { waysOf, type Completes } from '@shared/domain/progress.js';
import { isStepVisible, type ChecklistUser } from '@shared/domain/checklist.js';
import type { Status } from '@shared/domain/program.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import { completeClickedSteps } from '@server/progress/progress.service.js';
import { contentDir } from '@server/paths.js';
import type { Tx } from '@server/db/client.js';
import {
  policyAcceptances,
  preEnrollments,
  privacyAcceptances,
  programSteps,
  quizAttempts,
  videoProgress,
} from '@server/db/schema/index.js';

/**
 * The life each demo student has lived so far, as records (videos watched, tests passed, answers given),
 * with their checklist progress derived from those records through the progress module, as the services
 * would have. Click and view steps of the stages behind them are recorded as the student's own clicks.
 * Documents and their uploads are seeded beside this (demo.ts statuses, documents.seed.ts photos); the
 * agreement with its signed PDF by the agreement area's seed.
 */

const prepermitClasses = ['general_knowledge_1', 'general_knowledge_2', 'airbrakes', 'combination'] as const;

interface Journey {
  videos: string[];
  quizzes: string[];
  /** Stage screens whose every click and view step the student has opened. */
  clickedScreens: string[];
  /** Click or view steps of the current stage already opened. */
  clicked: string[];
  events: ProgressEvent[];
  policies?: boolean;
  preEnrollment?: 'onHoldFunded' | 'onHoldFollowUp';
}

const welcomeDone = (): Journey => ({
  videos: ['orientation'],
  quizzes: ['orientation'],
  clickedScreens: ['welcome'],
  clicked: [],
  events: [{ kind: 'privacyAccepted' }, { kind: 'stageFinished', key: 'welcome' }],
});

function merge(...parts: Partial<Journey>[]): Journey {
  const out: Journey = { videos: [], quizzes: [], clickedScreens: [], clicked: [], events: [] };
  for (const p of parts) {
    out.videos.push(...(p.videos ?? []));
    out.quizzes.push(...(p.quizzes ?? []));
    out.clickedScreens.push(...(p.clickedScreens ?? []));
    out.clicked.push(...(p.clicked ?? []));
    out.events.push(...(p.events ?? []));
    if (p.policies) out.policies = true;
    if (p.preEnrollment) out.preEnrollment = p.preEnrollment;
  }
  return out;
}

const prepermitDone: Partial<Journey> = {
  videos: [...prepermitClasses],
  quizzes: [...prepermitClasses, 'non_driving_activities'],
  clickedScreens: ['prepermit'],
  events: [
    { kind: 'pdfOpened', key: 'non_driving_activities' },
    { kind: 'stageFinished', key: 'prepermit' },
  ],
};
const permitDone: Partial<Journey> = {
  clickedScreens: ['permit'],
  events: [{ kind: 'stageFinished', key: 'permit' }],
};
const schoolDone: Partial<Journey> = {
  policies: true,
  preEnrollment: 'onHoldFunded',
  videos: ['pretrip_video_1', 'pretrip_video_2'],
  quizzes: ['onboarding'],
  clickedScreens: ['school'],
  events: [{ kind: 'agreementRequested' }, { kind: 'schoolMet' }, { kind: 'stageFinished', key: 'school' }],
};

function journeyOf(status: Status): Journey | null {
  switch (status) {
    case '0_New':
      return null;
    case '1_Setup':
      return null;
    case '2_Training':
      return merge(welcomeDone());
    case '3_Permit':
      return merge(welcomeDone(), prepermitDone, { clicked: ['/program/permit/howto_dot_physical'] });
    case '4_School':
      // At the start of the school stage: its steps are the demo's to walk (pre-enrollment, policies, agreement).
      return merge(welcomeDone(), prepermitDone, permitDone);
    case '95_OnHoldForSchool':
      return merge(welcomeDone(), prepermitDone, permitDone);
    case '5_PostProgram':
      return merge(welcomeDone(), prepermitDone, permitDone, schoolDone);
    default:
      return null;
  }
}

const isClickOrView = (completes: Completes) => waysOf(completes).some((w) => w === 'click' || w === 'view');

/** Writes a demo student's records and the progress they give; `docs` are the seeded document statuses. */
export async function seedJourney(
  tx: Tx,
  userId: string,
  status: Status,
  docs: Partial<Record<string, string>>,
  user: ChecklistUser,
  now: Date,
): Promise<void> {
  const journey = journeyOf(status);
  const events: ProgressEvent[] = [];
  if (journey) {
    const at = new Date(now.getTime() - 3 * 86_400_000);
    for (const key of journey.videos) {
      await tx
        .insert(videoProgress)
        .values({ userId, videoKey: key, position: 600, furthest: 600, completed: true, updatedAt: at });
      events.push({ kind: 'videoWatched', key });
    }
    for (const quiz of journey.quizzes) {
      await tx.insert(quizAttempts).values({
        userId,
        attemptKey: `demo-${quiz}`,
        assessmentName: quiz,
        kind: 'test',
        attempt: 1,
        score: 90,
        passed: true,
        recorded: true,
        results: [],
        createdAt: at,
      });
      events.push({ kind: 'quizPassed', key: quiz });
    }
    if (journey.policies) {
      await tx.insert(policyAcceptances).values({
        userId,
        attendancePolicyStatus: true,
        attendanceAcceptedAt: at,
        trainingPolicyStatus: true,
        trainingAcceptedAt: at,
      });
      events.push({ kind: 'policyAccepted', key: 'attendance' }, { kind: 'policyAccepted', key: 'training' });
    }
    if (journey.preEnrollment) {
      const funded = journey.preEnrollment === 'onHoldFunded';
      await tx.insert(preEnrollments).values({
        userId,
        answers: {
          addressVerified: true,
          payPalEmailVerified: true,
          phoneNumberVerified: true,
          canPassDrugTest: funded ? true : 'unsure',
          readyForSchool: true,
        },
        drugTestStatus: funded ? 'Pass' : 'Unsure',
        outcome: journey.preEnrollment,
        createdAt: at,
      });
      if (funded) events.push({ kind: 'preEnrollmentFunded' });
    }
    if (journey.events.some((e) => e.kind === 'privacyAccepted')) {
      const policy = JSON.parse(readFileSync(join(contentDir, 'pages', 'privacy-policy.json'), 'utf8')) as {
        updated: string;
      };
      await tx
        .insert(privacyAcceptances)
        .values({ userId, acceptedAt: at, ip: '127.0.0.1', version: policy.updated });
    }
    events.push(...journey.events);
    const clicked = [...journey.clicked];
    for (const screen of journey.clickedScreens) {
      const steps = await tx.select().from(programSteps).where(eq(programSteps.screen, screen));
      // Only what the student could see and open.
      clicked.push(
        ...steps.filter((s) => isClickOrView(s.completes) && isStepVisible(s, user)).map((s) => s.url),
      );
    }
    await completeClickedSteps(tx, userId, clicked);
  }
  // Documents: what the statuses say was uploaded (the photos themselves: documents.seed.ts).
  const uploaded = (key: string) => docs[key] === 'pending' || docs[key] === 'complete';
  const folders: [string, string][] = [
    ['birthCertificate', 'birthCertificateStatus'],
    ['proofOfResidence', 'proofOfResidenceStatus'],
    ['socialSecurityCard', 'socialSecurityCardStatus'],
    ['driversLicense', 'driversLicenseStatus'],
    ['dotPhysical', 'dotPhysicalStatus'],
    ['cdlAPermit', 'clpStatus'],
    ['cdlALicense', 'cdlaStatus'],
  ];
  for (const [folder, key] of folders)
    if (uploaded(key)) events.push({ kind: 'documentUploaded', key: folder });
  if (folders.slice(0, 4).every(([, key]) => uploaded(key))) events.push({ kind: 'identityDocumentsIn' });
  for (const event of events) await completeByEvent(tx, userId, event);
}
