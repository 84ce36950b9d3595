import { localizedZodResolver as zodResolver } from '@client/lib/form-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { PreEnrollmentBody } from '@shared/contracts/school';
import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { Dialog } from '@client/ui/Dialog';
import { useSubmitPreEnrollment } from '../api/school';
import { draftSchema, emptyDraft, toBody, type Draft } from './preEnrollmentDraft';
import { preEnrollmentQuestions as questions, type Choice } from './preEnrollmentQuestions';
import { Question } from './Question';
import { RevealedFields } from './RevealedFields';
import { ScheduleCall } from './ScheduleCall';
import '@shared/messages/pre-enrollment';

const last = questions.length;
const fieldsOf = (n: number) => questions[n - 1]?.reveal?.fields.map((f) => f.name) ?? [];

/** Walks the question table: an intro, 'Question N of 5' each checked on Continue, then send or book a call. */
export function PreEnrollmentWizard({ startAtCall }: { startAtCall: boolean }) {
  const { data: user } = useSession();
  const [page, setPage] = useState<number | 'call'>(startAtCall ? 'call' : 0);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<Draft, unknown, PreEnrollmentBody>({
    resolver: zodResolver(draftSchema),
    defaultValues: emptyDraft,
  });
  const draft = form.watch();
  const submit = useSubmitPreEnrollment();
  const navigate = useNavigate();
  if (!user) return null;
  const back = () => setPage((p) => (typeof p === 'number' && p > 0 ? p - 1 : p));

  async function next(n: number) {
    form.clearErrors();
    if (!(await form.trigger(fieldsOf(n)))) return;
    const confirm = questions[n - 1]?.confirm;
    if (confirm && draft[questions[n - 1]!.answer] === confirm.when && !confirming)
      return setConfirming(true);
    if (n < last) return setPage(n + 1);
    submit.mutate(toBody(form.getValues()), {
      onSuccess: (res) => {
        if (res.outcome === 'scheduleCall') setPage('call');
        else void navigate(res.next);
      },
    });
  }

  if (page === 'call')
    return <ScheduleCall name={`${user.firstName} ${user.lastName}`} email={user.email} phone={user.phone} />;
  if (page === 0) {
    return (
      <section className="card">
        <h1>{t('preEnrollment.title')}</h1>
        <p>{t('preEnrollment.intro')}</p>
        <button type="button" className="button button-primary button-block" onClick={() => setPage(1)}>
          {t('preEnrollment.start')}
        </button>
      </section>
    );
  }

  const q = questions[page - 1]!;
  const value = draft[q.answer] as Choice | null;
  const note = value === null ? undefined : q.notes?.[String(value)];
  return (
    <>
      <Question<Choice>
        n={page}
        title={q.title()}
        shown={q.shown?.(user)}
        options={q.options()}
        value={value}
        onChange={(v) => form.setValue(q.answer, v as never)}
        onBack={back}
        onContinue={() => void next(page)}
        {...(page === last
          ? {
              busy: submit.isPending,
              continueLabel: submit.isPending ? t('preEnrollment.sending') : t('preEnrollment.submit'),
            }
          : {})}
      >
        {q.reveal && value === q.reveal.when && <RevealedFields fields={q.reveal.fields} form={form} />}
        {note && <p>{note()}</p>}
      </Question>
      {q.confirm && confirming && (
        <Dialog title={q.confirm.title()} onClose={() => setConfirming(false)}>
          <p>{q.confirm.body()}</p>
          <div className="upload-actions">
            <button
              type="button"
              className="button button-primary button-block"
              onClick={() => {
                setConfirming(false);
                setPage(page + 1);
              }}
            >
              {q.confirm.yes()}
            </button>
            <button
              type="button"
              className="button button-ghost button-block"
              onClick={() => setConfirming(false)}
            >
              {q.confirm.no()}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
