import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { partialAnswers, week1Answers, week4Answers, weeks2to3Answers } from '@shared/contracts/stipends';
import {
  formatStartDate,
  isStipendWeek,
  reasonNotes,
  weekForm,
  type Attendance,
} from '@shared/domain/stipends';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/lib/alerts';
import { useSession } from '@client/lib/session';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useRequestStipend, useStipends } from '../api/stipends';
import { PartialSurvey, WeekSurvey, type Answers } from '../components/SurveyFields';

const schemas = {
  week1: week1Answers,
  weeks2to3: weeks2to3Answers,
  week4: week4Answers,
  partial: partialAnswers,
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function check(
  schema: z.ZodType,
  answers: Answers,
): { ok: true; value: unknown } | { ok: false; errors: Record<string, string> } {
  const parsed = schema.safeParse(answers);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??=
      issue.code === 'invalid_type' || issue.code === 'invalid_value'
        ? t('stipends.answerRequired')
        : issue.message;
  }
  return { ok: false, errors };
}

/** Weekly stipend request (spec 001 §4 "Stipend flow", §5 eligibility and payment e-mail). */
export default function StipendPage() {
  const week = Number(useParams().week);
  const { data: user } = useSession();
  const stipends = useStipends();
  if (!user || stipends.isPending) return <LoadingScreen />;
  if (!isStipendWeek(week) || !stipends.data) {
    return (
      <section className="card">
        <h1>{t('errors.notFound')}</h1>
        <Link className="button button-primary" to="/program/school">
          {t('common.backToChecklist')}
        </Link>
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
        <Link className="button button-primary button-block" to="/program/school">
          {t('common.backToChecklist')}
        </Link>
      </section>
    );
  }
  if (!stipends.data.enabled || !info.eligible) {
    return (
      <section className="card stipend">
        <h1>{t('stipends.cannotTitle')}</h1>
        <p>{stipends.data.enabled ? info.message : t('stipends.notInPlan')}</p>
        <Link className="button button-primary button-block" to="/program/school">
          {t('common.backToChecklist')}
        </Link>
      </section>
    );
  }
  return <StipendForm week={week} startDate={stipends.data.startDate} defaultEmail={user.email} />;
}

function StipendForm({
  week,
  startDate,
  defaultEmail,
}: {
  week: 1 | 2 | 3 | 4;
  startDate: string | null;
  defaultEmail: string;
}) {
  const [email, setEmail] = useState(defaultEmail);
  const [touched, setTouched] = useState(false);
  const [attendance, setAttendance] = useState<Attendance | null>(null);
  const [step, setStep] = useState<'partial' | 'week'>('week');
  const [answers, setAnswers] = useState<Answers>({});
  const [partial, setPartial] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useRequestStipend();
  const navigate = useNavigate();
  const { notify } = useAlerts();
  const form = weekForm(week);
  const emailValid = EMAIL.test(email.trim());

  function choose(next: Attendance) {
    setAttendance(next);
    setStep(next === 'partial' ? 'partial' : 'week');
    setErrors({});
  }

  function submit(body: Parameters<typeof send.mutate>[0]) {
    send.mutate(body, {
      onSuccess: () => {
        notify(t('stipends.sent', { week }), 'info');
        void navigate('/program/school');
      },
    });
  }

  function next() {
    if (step === 'partial') {
      const result = check(schemas.partial, partial);
      if (!result.ok) return setErrors(result.errors);
      setErrors({});
      return setStep('week');
    }
    const result = check(schemas[form], answers);
    if (!result.ok) return setErrors(result.errors);
    const extra = attendance === 'partial' ? check(schemas.partial, partial) : null;
    submit({
      email: email.trim(),
      reasonNotes: reasonNotes(attendance!),
      week,
      answers: {
        [form]: result.value,
        ...(extra?.ok ? { partial: extra.value } : {}),
      } as never,
    });
  }

  return (
    <section className="stipend">
      <h1>{t('stipends.title', { week })}</h1>
      <p>{t('stipends.intro')}</p>
      <p>{t('stipends.startDate', { date: formatStartDate(startDate) })}</p>
      <div className={`field ${touched && !emailValid ? 'field-invalid' : ''}`}>
        <label htmlFor="stipend-email">{t('stipends.emailLabel')}</label>
        <input
          id="stipend-email"
          type="email"
          autoComplete="email"
          value={email}
          disabled={attendance !== null}
          aria-invalid={touched && !emailValid}
          aria-describedby="stipend-email-hint stipend-email-error"
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        <p id="stipend-email-hint" className="field-hint">
          {t('stipends.emailHint')}
        </p>
        {touched && !emailValid && (
          <p id="stipend-email-error" className="field-error">
            {t('stipends.emailInvalid')}
          </p>
        )}
      </div>
      <fieldset className="options">
        <legend>{t('stipends.attendanceQuestion')}</legend>
        {(['full', 'partial', 'none'] as const).map((a) => (
          <button
            key={a}
            type="button"
            className={`button button-block ${attendance === a ? 'button-primary' : 'button-secondary'}`}
            aria-pressed={attendance === a}
            disabled={!emailValid || send.isPending}
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
            onClick={() => submit({ email: email.trim(), reasonNotes: reasonNotes('none'), week })}
          >
            {t('stipends.returnToChecklist')}
          </button>
        </div>
      )}
      {attendance && attendance !== 'none' && (
        <form
          className="card"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            next();
          }}
        >
          {step === 'partial' ? (
            <PartialSurvey answers={partial} onChange={setPartial} errors={errors} />
          ) : (
            <WeekSurvey form={form} week={week} answers={answers} onChange={setAnswers} errors={errors} />
          )}
          <button type="submit" className="button button-primary button-block" disabled={send.isPending}>
            {step === 'partial'
              ? t('common.continue')
              : send.isPending
                ? t('stipends.sending')
                : t('stipends.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
