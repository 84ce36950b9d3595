import { expect, type APIRequestContext } from '@playwright/test';
import { isStepVisible, type ChecklistUser, type SourceStep } from '@shared/domain/checklist';
import {
  autoCompletes,
  isStudentCompletable,
  waysOf,
  type Completes,
  type CompletionWay,
} from '@shared/domain/progress';
import type { VideoKey } from '@shared/domain/learning';
import { passTest, watchVideo } from '../learning-answers';
import { documentPhoto } from './fixtures';

export interface Step extends SourceStep {
  url: string;
  completes: Completes;
}

/** A stage screen's steps this student sees, by the same visibility rules as their checklist. */
export async function visibleSteps(request: APIRequestContext, screen: string): Promise<Step[]> {
  const steps = (await (await request.get(`/api/programSteps/${screen}`)).json()) as Step[];
  const user = (await (await request.get('/api/user/session')).json()) as {
    waitlistWFB: { slug: string } | null;
    userWfb: { workforceFundingStatus: string | null } | null;
    wfp: boolean;
    uberAccessEnabled: boolean;
    stipendSp: boolean;
  };
  const who: ChecklistUser = {
    waitlistBoard: user.waitlistWFB?.slug ?? null,
    hasFundingRecord: Boolean(user.userWfb?.workforceFundingStatus),
    wfp: user.wfp,
    uberAccessEnabled: user.uberAccessEnabled,
    stipendSp: user.stipendSp,
  };
  return steps.filter((s) => isStepVisible(s, who));
}

const identityFolders = ['birthCertificate', 'proofOfResidence', 'socialSecurityCard', 'driversLicense'];
const allYes = {
  addressVerified: true,
  payPalEmailVerified: true,
  phoneNumberVerified: true,
  canPassDrugTest: true,
  readyForSchool: true,
};

/** Messages sent to one address, newest first: the dev outbox in demo mode, a mail server otherwise. */
export type Mailbox = (request: APIRequestContext, to: string) => Promise<{ text: string }[]>;

const devOutbox: Mailbox = async (request, to) =>
  ((await (await request.get('/api/dev/outbox')).json()) as { to: string; text: string }[]).filter(
    (m) => m.to === to,
  );

/**
 * Does a checklist step the way a student does, through the calls its screen makes: the step's own button
 * for `click`/`view` steps, otherwise the work the server records it from (watch, pass, upload, sign, …).
 * `coach` approves what the student sends in, as a Success Coach does.
 */
export async function doStep(
  request: APIRequestContext,
  coach: APIRequestContext,
  step: Step,
  mailbox: Mailbox = devOutbox,
): Promise<void> {
  if (step.url.endsWith('/interstitial') || !step.url.startsWith('/') || autoCompletes(step.completes))
    return;
  if (isStudentCompletable(step.completes)) {
    const res = await request.post('/api/completion', { data: { url: step.url } });
    expect(res.ok(), step.url).toBe(true);
    return;
  }
  const event = waysOf(step.completes).find(
    (w): w is Exclude<CompletionWay, string> => typeof w === 'object',
  )!;
  await doEvent(request, coach, mailbox, event.event, event.key);
}

async function doEvent(
  request: APIRequestContext,
  coach: APIRequestContext,
  mailbox: Mailbox,
  kind: string,
  key?: string,
) {
  switch (kind) {
    case 'videoWatched':
      return watchVideo(request, key as VideoKey);
    case 'quizPassed':
      return expect(await passTest(request, key!, `walk-${key}`), key).toBe(true);
    case 'pdfOpened':
      return expect((await request.get(`/api/learning/pdfs/${key}`)).ok(), key).toBe(true);
    case 'jobBoardOpened':
      return expect((await request.get('/api/jobs')).ok(), kind).toBe(true);
    case 'documentUploaded':
      return upload(request, coach, [key!]);
    case 'identityDocumentsIn':
      return upload(request, coach, identityFolders);
    case 'privacyAccepted':
      return ok(
        await request.patch('/api/document/confirmPrivacyPolicy', { data: { uuid: await idOf(request) } }),
        kind,
      );
    case 'policyAccepted': {
      const uuid = await idOf(request);
      const field = key === 'attendance' ? 'attendancePolicyStatus' : 'trainingPolicyStatus';
      return ok(
        await request.patch('/api/documentAcceptance', { data: { userFK: uuid, [field]: true } }),
        kind,
      );
    }
    case 'preEnrollmentFunded':
    case 'preEnrollmentCallScheduled': {
      const answered = (await (await request.post('/api/preEnrollment', { data: allYes })).json()) as {
        outcome: string;
      };
      if (answered.outcome === 'scheduleCall')
        ok(await request.post('/api/preEnrollment/callScheduled'), 'callScheduled');
      return;
    }
    case 'profilePhotoKept': {
      const res = await request.post('/api/spaces', {
        multipart: {
          folder: 'profilePhoto',
          file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await documentPhoto() },
        },
      });
      return ok(res, kind);
    }
    case 'schoolMet': {
      const me = (await (await request.get('/api/user/session')).json()) as {
        email: string;
        school: unknown;
      };
      // The school a coach assigns when the student is ready for it (the demo's stand-in for that action).
      if (!me.school)
        ok(await request.patch('/api/dev/user', { data: { email: me.email, school: true } }), kind);
      return ok(await request.post('/api/school/met'), kind);
    }
    case 'emailRatedProfessional': {
      const { email } = (await (await request.get('/api/user/session')).json()) as { email: string };
      return ok(await request.post('/api/open-ai/analyze-email-professionality', { data: { email } }), kind);
    }
    case 'stipendRequested':
      return ok(
        await request.post('/api/paypal/requestStipend', {
          data: { reasonNotes: 'Attendance: full', week: Number(key), answers: stipendAnswers(Number(key)) },
        }),
        `stipend week ${key}`,
      );
    case 'agreementRequested':
      ok(await request.post('/api/hellosign/sendSignatureRequest'), kind);
      return signAgreement(request, mailbox);
    default:
      throw new Error(`The walk does not know how to do "${kind}"`);
  }
}

/** What a student answers about a full week of school (the questions change with the week). */
function stipendAnswers(week: number) {
  if (week === 1) return { week1: { ready: 4, hardest: 'Backing up' } };
  if (week === 4) return { week4: { roadTest: 'no', needs: 'More practice backing up' } };
  return { weeks2to3: { drivingHours: 12, blockers: 'None' } };
}

/** Signs the agreement from the link in its e-mail, with a typed signature, as on the phone's signing page. */
async function signAgreement(request: APIRequestContext, mailbox: Mailbox) {
  const me = (await (await request.get('/api/user/session')).json()) as {
    email: string;
    firstName: string;
    lastName: string;
  };
  let token = '';
  await expect
    .poll(async () => {
      const mail = (await mailbox(request, me.email)).find((m) => m.text.includes('/sign/'));
      token = mail ? /\/sign\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]! : '';
      return token;
    })
    .not.toBe('');
  const signed = await request.post(`/api/hellosign/signing/${token}`, {
    data: { legalName: `${me.firstName} ${me.lastName}`, consent: true, typed: true },
  });
  ok(signed, 'sign the agreement');
}

async function idOf(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/user/session')).json()) as { uuid: string }).uuid;
}

function ok(res: { ok(): boolean; status(): number }, what: string) {
  expect(res.ok(), `${what}: ${res.status()}`).toBe(true);
}

/** Sends in document photos and has the coach approve each one. */
async function upload(request: APIRequestContext, coach: APIRequestContext, folders: string[]) {
  const buffer = await documentPhoto();
  const { email } = (await (await request.get('/api/user/session')).json()) as { email: string };
  for (const folder of folders) {
    const res = await request.post('/api/spaces', {
      multipart: { folder, file: { name: `${folder}.jpg`, mimeType: 'image/jpeg', buffer } },
    });
    // 409: this document was already in (pending or approved).
    expect([200, 409], folder).toContain(res.status());
  }
  const queue = (await (await coach.get('/api/admin/documents')).json()) as {
    id: string;
    folder: string;
    student: { email: string };
  }[];
  for (const item of queue.filter((i) => i.student.email === email && folders.includes(i.folder)))
    ok(await coach.post(`/api/admin/documents/${item.id}/approve`), `approve ${item.folder}`);
}
