import { localizedZodResolver as zodResolver } from '@client/lib/form-resolver';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  partialAnswers,
  week1Answers,
  week4Answers,
  weeks2to3Answers,
  type StipendRequestBody,
} from '@shared/contracts/stipends';
import { formatDate } from '@shared/domain/format';
import { formatDollars } from '@shared/domain/payouts';
import {
  formatStartDate,
  isStipendWeek,
  reasonNotes,
  weekForm,
  type Attendance,
} from '@shared/domain/stipends';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/ui/alerts';
import { useSession } from '@client/lib/session';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useRequestStipend, useStipends } from '../api/stipends';
import { PartialSurvey, WeekSurvey, type Answers } from '../components/SurveyFields';
import { CheckAnswers } from '@client/ui/CheckAnswers';
import { LoadError } from '@client/ui/LoadError';
import { PayPalHint } from '@client/ui/PayPalHint';
import { NoneConfirmDialog } from '../components/NoneConfirmDialog';
import '@shared/messages/decision-notices';
import '@shared/messages/payouts';
import '@shared/messages/stipends';
import { ScriptForm } from '@client/ui/ScriptForm';
import { BackToChecklist } from '@client/ui/BackToChecklist';

const schemas = {
  week1: week1Answers,
  weeks2to3: weeks2to3Answers,
  week4: week4Answers,
  partial: partialAnswers,
};

/**
 * A survey's answers checked by its request schema: a blank or unanswered question says
 * 'Please answer this question.'
 */
const blankToUndefined = (values: Answers) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' || v === null ? undefined : v]));
const surveyResolver = (schema: z.ZodType) =>
  zodResolver(z.preprocess(blankToUndefined, schema), {
    error: (issue) =>
      issue.code === 'invalid_type' || issue.code === 'invalid_value'
        ? t('stipends.answerRequired')
        : undefined,
  }) as unknown as Resolver<Answers>;

/** Weekly stipend request (spec 001 §4 "Stipend flow", §5 eligibility and payment e-mail). */
export default function StipendPage() {
  const week = Number(useParams().week);
  const { data: user } = useSession();
  const stipends = useStipends();
  if (!user || stipends.isPending) return <LoadingScreen />;
  if (stipends.isError)
    return (
      <section className="stipend">
        <h1>{t('stipends.title', { week })}</h1>
        <LoadError message={stipends.error.message} query={stipends} />
      </section>
    );
  if (!isStipendWeek(week) || !stipends.data) {
    return (
      <section className="card">
        <h1>{t('errors.notFound')}</h1>
        <BackToChecklist to="/program/school" className="button button-primary" />
      </section>
    );
  }
  const info = stipends.data.weeks.find((w) => w.week === week)!;
  if (info.request) {
    const r = info.request;
    return (
      <section className="card stipend">
        <h1>{t('stipends.statusTitle', { week })}</h1>
        <p role="status">
          {r.status === 'declined'
            ? t('stipends.status.declined', { reason: r.declineReason ?? '' })
            : t(`stipends.status.${r.status}`, { email: r.email })}
        </p>
        <p>{t('stipends.requestedOn', { date: formatDate(r.createdAt) })}</p>
        {r.attendance !== 'none' && (
          <p>{t('stipends.amountLine', { amount: formatDollars(stipends.data.amount * 100) })}</p>
        )}
        <BackToChecklist to="/program/school" className="button button-primary button-block" />
      </section>
    );
  }
  if (!stipends.data.enabled || !info.eligible) {
    return (
      <section className="card stipend">
        <h1>{t('stipends.cannotTitle')}</h1>
        <p>{stipends.data.enabled ? info.message : t('stipends.notInPlan')}</p>
        <BackToChecklist to="/program/school" className="button button-primary button-block" />
      </section>
    );
  }
  return (
    <StipendForm
      week={week}
      startDate={stipends.data.startDate}
      amount={stipends.data.amount}
      paymentEmail={stipends.data.paymentEmail}
    />
  );
}

function StipendForm({
  week,
  startDate,
  amount,
  paymentEmail,
}: {
  week: 1 | 2 | 3 | 4;
  startDate: string | null;
  amount: number;
  paymentEmail: string;
}) {
  const [checking, setChecking] = useState<StipendRequestBody | null>(null);
  const [confirmNone, setConfirmNone] = useState(false);
  const [attendance, setAttendance] = useState<Attendance | null>(null);
  const [step, setStep] = useState<'partial' | 'week'>('week');
  const [partial, setPartial] = useState<unknown>(null);
  const send = useRequestStipend();
  const navigate = useNavigate();
  const { notify } = useAlerts();
  const form = weekForm(week);
  const weekSurvey = useForm<Answers>({ resolver: surveyResolver(schemas[form]) });
  const partialSurvey = useForm<Answers>({
    resolver: surveyResolver(schemas.partial),
    defaultValues: { missedDays: [] },
  });

  function choose(next: Attendance) {
    setAttendance(next);
    setStep(next === 'partial' ? 'partial' : 'week');
    weekSurvey.clearErrors();
    partialSurvey.clearErrors();
  }

  function submit(body: Parameters<typeof send.mutate>[0]) {
    send.mutate(body, {
      onSuccess: () => {
        notify(t('stipends.sent', { week }), 'info');
        void navigate('/program/school');
      },
    });
  }

  const next =
    step === 'partial'
      ? partialSurvey.handleSubmit((value) => {
          setPartial(value);
          setStep('week');
        })
      : weekSurvey.handleSubmit((value) =>
          setChecking({
            email: paymentEmail,
            reasonNotes: reasonNotes(attendance!),
            week,
            answers: {
              [form]: value,
              ...(attendance === 'partial' && partial ? { partial } : {}),
            } as never,
          }),
        );

  if (checking && attendance)
    return (
      <section className="stipend">
        <h1>{t('stipends.title', { week })}</h1>
        <CheckAnswers
          title={t('stipends.checkTitle')}
          intro={t('stipends.checkIntro')}
          rows={[
            { label: t('stipends.checkAmount'), value: formatDollars(amount * 100) },
            {
              label: t('stipends.checkFor'),
              value: t('stipends.checkForText', {
                week,
                attendance: t(`stipends.attendanceShort.${attendance}`),
              }),
            },
            { label: t('stipends.checkStart'), value: formatStartDate(startDate) },
            { label: t('stipends.checkTo'), value: <span className="exact-address">{checking.email}</span> },
          ]}
          warning={t('payouts.cannotChange')}
          changeLabel={t('stipends.change')}
          sendLabel={t('stipends.send')}
          sendingLabel={t('stipends.sending')}
          sending={send.isPending}
          onChange={() => setChecking(null)}
          onSend={() => submit(checking)}
        />
      </section>
    );

  return (
    <section className="stipend">
      <h1>{t('stipends.title', { week })}</h1>
      <p>{t('stipends.intro')}</p>
      <p>{t('stipends.amountLine', { amount: formatDollars(amount * 100) })}</p>
      <p>{t('stipends.startDate', { date: formatStartDate(startDate) })}</p>
      {/* The payment e-mail was verified before school; only a coach changes it (issue 37). */}
      <p>
        {t('decisionNotices.paymentEmailLabel')} <strong className="exact-address">{paymentEmail}</strong>
      </p>
      <p className="field-hint">{t('decisionNotices.paymentEmailNote')}</p>
      <PayPalHint />
      <fieldset className="options">
        <legend>{t('stipends.attendanceQuestion')}</legend>
        {(['full', 'partial', 'none'] as const).map((a) => (
          <button
            key={a}
            type="button"
            className={`button button-block ${attendance === a ? 'button-primary' : 'button-secondary'}`}
            aria-pressed={attendance === a}
            disabled={send.isPending}
            onClick={() => choose(a)}
          >
            {t(`stipends.attendance.${a}`)}
          </button>
        ))}
      </fieldset>
      {attendance === 'none' && (
        <div className="card">
          <p>{t('stipends.noneMessage')}</p>
          <button
            type="button"
            className="button button-primary button-block"
            disabled={send.isPending}
            onClick={() => setConfirmNone(true)}
          >
            {t('stipends.returnToChecklist')}
          </button>
        </div>
      )}
      {confirmNone && (
        <NoneConfirmDialog
          week={week}
          busy={send.isPending}
          onCancel={() => setConfirmNone(false)}
          onConfirm={() => submit({ email: paymentEmail, reasonNotes: reasonNotes('none'), week })}
        />
      )}
      {attendance && attendance !== 'none' && (
        <ScriptForm className="card" noValidate onSubmit={(e) => void next(e)}>
          {step === 'partial' ? (
            <PartialSurvey form={partialSurvey} />
          ) : (
            <WeekSurvey kind={form} week={week} form={weekSurvey} />
          )}
          <button type="submit" className="button button-primary button-block" disabled={send.isPending}>
            {step === 'partial' ? t('common.continue') : t('stipends.review')}
          </button>
        </ScriptForm>
      )}
    </section>
  );
}
