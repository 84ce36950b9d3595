import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { phoneChangeErrors } from '@shared/domain/account';
import { formatUsPhone } from '@shared/domain/contact';
import { t } from '@shared/i18n';
import { ApiError } from '@client/lib/api';
import { useSession } from '@client/lib/session';
import { Field } from '@client/ui/Field';
import { useChangeContact, useSendCode } from '../api/account';
import { CodeStep, type CodeStage } from '../components/CodeStep';
import '../account.css';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/account';
import { ScriptForm } from '@client/ui/ScriptForm';

/** 'Update phone form' (spec 001 §2, §5 "Phone"): new and confirm fields, optional Cancel, a code by text. */
export default function ChangePhonePage({ showCancel = true }: { showCancel?: boolean }) {
  const { data: user } = useSession();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ phone: false, confirm: false });
  const [step, setStep] = useState<CodeStage>({ step: 'form' });
  const [done, setDone] = useState(false);
  const askCurrent = useHandlesError(useSendCode('phone', 'current'));
  const askNew = useHandlesError(useSendCode('phone', 'new'));
  const change = useHandlesError(useChangeContact());
  if (!user) return null;

  const errors = phoneChangeErrors(user.phone, phone, confirm);
  const busy = askCurrent.isPending || askNew.isPending || change.isPending;
  // A taken address is refused only once its code is proven (issue 38): the form comes back, saying so.
  const taken = change.error instanceof ApiError && change.error.status === 409 ? change.error : null;
  const serverError = askCurrent.error instanceof ApiError ? askCurrent.error : taken;
  const sendCurrent = () =>
    askCurrent.mutate(
      { phone, confirmPhone: confirm },
      { onSuccess: (res) => setStep({ step: 'current', sentTo: res.sentTo }) },
    );
  const sendNew = (currentCode: string) =>
    askNew.mutate(
      { phone, confirmPhone: confirm, currentCode },
      { onSuccess: (res) => setStep({ step: 'new', sentTo: res.sentTo, currentCode }) },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched({ phone: true, confirm: true });
    if (errors.phone || errors.confirmPhone || busy) return;
    sendCurrent();
  };

  if (done) {
    return (
      <section className="account">
        <h1>{t('account.phoneTitle')}</h1>
        <p className="account-success" role="status">
          {t('account.phoneUpdated')}
        </p>
        <p>{formatUsPhone(user.phone)}</p>
        <Link className="button button-primary" to="/program/account">
          {t('account.title')}
        </Link>
      </section>
    );
  }

  return (
    <section className="account">
      <h1>{t('account.phoneTitle')}</h1>
      {step.step === 'current' ? (
        <CodeStep
          key="current"
          message={t('account.currentCodeSentSms', { to: step.sentTo })}
          busy={busy}
          error={askNew.error?.message}
          onSubmit={sendNew}
          onResend={sendCurrent}
        />
      ) : step.step === 'new' ? (
        <CodeStep
          key="new"
          message={t('account.codeSentSms', { to: step.sentTo })}
          busy={busy}
          error={change.error?.message}
          onSubmit={(code) =>
            change.mutate(
              { phone, code },
              {
                onSuccess: () => setDone(true),
                onError: (err) => {
                  if (err instanceof ApiError && err.status === 409) setStep({ step: 'form' });
                },
              },
            )
          }
          onResend={() => sendNew(step.currentCode)}
        />
      ) : (
        <ScriptForm className="account-form" onSubmit={submit} noValidate>
          <p>{t('account.phoneIntro', { phone: formatUsPhone(user.phone) })}</p>
          <Field
            label={t('account.newPhone')}
            hint={t('account.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              change.reset();
            }}
            onBlur={() => setTouched((s) => ({ ...s, phone: true }))}
            error={
              (touched.phone ? errors.phone : undefined) ??
              (serverError?.field === 'phone' ? serverError.message : undefined)
            }
          />
          <Field
            label={t('account.confirmPhone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            onBlur={() => setTouched((s) => ({ ...s, confirm: true }))}
            error={touched.confirm ? errors.confirmPhone : undefined}
          />
          {serverError && serverError.field !== 'phone' && (
            <p className="field-error" role="alert">
              {serverError.message}
            </p>
          )}
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {askCurrent.isPending ? t('account.sendingCode') : t('account.updatePhone')}
          </button>
          {showCancel && (
            <button
              type="button"
              className="button button-ghost button-block"
              onClick={() => void navigate(-1)}
            >
              {t('account.cancel')}
            </button>
          )}
        </ScriptForm>
      )}
    </section>
  );
}
