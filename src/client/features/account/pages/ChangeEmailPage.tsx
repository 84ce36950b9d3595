import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { canSubmitEmail, emailChangeErrors } from '@shared/domain/account';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/ui/alerts';
import { ApiError } from '@client/lib/api';
import { useSession } from '@client/lib/session';
import { EmailRatingResult } from '@client/ui/EmailRatingResult';
import { Field } from '@client/ui/Field';
import { useAnalyzeEmail, useChangeContact, useSendCode } from '../api/account';
import { CodeStep, type CodeStage } from '../components/CodeStep';
import { PROFESSIONAL_EMAIL_PATH } from '../first-load-rating';
import '../account.css';
import { useHandlesError } from '@client/lib/error-reporting';
import { EmailTypoHint } from '@client/ui/EmailTypoHint';
import '@shared/messages/account';
import '@shared/messages/analysis';
import { ScriptForm } from '@client/ui/ScriptForm';

/** 'Update e-mail form' (spec 001 §2, §4 "E-mail change", §5 "E-mail"). */
export default function ChangeEmailPage() {
  const { data: user } = useSession();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [email, setEmail] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ email: false, confirm: false });
  const [step, setStep] = useState<CodeStage>({ step: 'form' });
  const askCurrent = useHandlesError(useSendCode('email', 'current'));
  const askNew = useHandlesError(useSendCode('email', 'new'));
  const change = useHandlesError(useChangeContact());
  const analyze = useHandlesError(useAnalyzeEmail());
  if (!user) return null;

  const errors = emailChangeErrors(user.email, email, confirm);
  const ready = canSubmitEmail(user.email, email);
  const busy = askCurrent.isPending || askNew.isPending || change.isPending || analyze.isPending;
  // A taken address is refused only once its code is proven (issue 38): the form comes back, saying so.
  const taken = change.error instanceof ApiError && change.error.status === 409 ? change.error : null;
  const serverError = askCurrent.error instanceof ApiError ? askCurrent.error : taken;

  const addresses = { email: email.trim(), confirmEmail: confirm.trim() };
  const sendCurrent = () =>
    askCurrent.mutate(addresses, { onSuccess: (res) => setStep({ step: 'current', sentTo: res.sentTo }) });
  const sendNew = (currentCode: string) =>
    askNew.mutate(
      { ...addresses, currentCode },
      { onSuccess: (res) => setStep({ step: 'new', sentTo: res.sentTo, currentCode }) },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched({ email: true, confirm: true });
    if (errors.email || errors.confirmEmail || busy) return;
    sendCurrent();
  };
  const save = (code: string) =>
    change.mutate(
      { email: email.trim(), code },
      {
        onSuccess: (res) => {
          alerts.notify(t('account.emailUpdated'), 'info');
          if (res.emailRating?.rating === 'professional') void navigate(PROFESSIONAL_EMAIL_PATH);
          else void navigate(-1);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) setStep({ step: 'form' });
        },
      },
    );

  return (
    <section className="account">
      <h1>{t('account.emailTitle')}</h1>
      {step.step === 'current' ? (
        <CodeStep
          key="current"
          message={t('account.currentCodeSentEmail', { to: step.sentTo })}
          busy={busy}
          error={askNew.error?.message}
          onSubmit={sendNew}
          onResend={sendCurrent}
        />
      ) : step.step === 'new' ? (
        <CodeStep
          key="new"
          message={t('account.codeSentEmail', { to: step.sentTo })}
          busy={busy}
          error={change.error?.message}
          onSubmit={save}
          onResend={() => sendNew(step.currentCode)}
        />
      ) : (
        <ScriptForm className="account-form" onSubmit={submit} noValidate>
          <p>{t('account.emailIntro', { email: user.email })}</p>
          <Field
            label={t('account.newEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              change.reset();
            }}
            onBlur={() => setTouched((s) => ({ ...s, email: true }))}
            error={
              (touched.email ? errors.email : undefined) ??
              (serverError?.field === 'email' ? serverError.message : undefined)
            }
          />
          <EmailTypoHint value={email} onAccept={setEmail} />
          <Field
            label={t('account.confirmEmail')}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            onBlur={() => setTouched((s) => ({ ...s, confirm: true }))}
            error={touched.confirm ? errors.confirmEmail : undefined}
          />
          {serverError && serverError.field !== 'email' && (
            <p className="field-error" role="alert">
              {serverError.message}
            </p>
          )}
          <button
            type="button"
            className="button button-secondary button-block"
            disabled={!ready || busy}
            onClick={() => analyze.mutate(email.trim())}
          >
            {analyze.isPending ? t('analysis.analyzing') : t('analysis.analyzeEmail')}
          </button>
          <button type="submit" className="button button-primary button-block" disabled={!ready || busy}>
            {askCurrent.isPending ? t('account.sendingCode') : t('account.updateEmail')}
          </button>
          {analyze.data && <EmailRatingResult rating={analyze.data} />}
          <button
            type="button"
            className="button button-ghost button-block"
            onClick={() => void navigate(-1)}
          >
            {t('common.back')}
          </button>
        </ScriptForm>
      )}
    </section>
  );
}
