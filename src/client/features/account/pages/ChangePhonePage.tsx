import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { phoneChangeErrors } from '@shared/domain/account';
import { formatUsPhone } from '@shared/domain/contact';
import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { ContactChangeSection, useContactChange } from '../components/ContactChange';
import '../account.css';
import '@shared/messages/account';
import { ScriptForm } from '@client/ui/ScriptForm';

/** 'Update phone form' (spec 001 §2, §5 "Phone"): new and confirm fields, optional Cancel, a code by text. */
export default function ChangePhonePage({ showCancel = true }: { showCancel?: boolean }) {
  const { data: user } = useSession();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const current = user?.phone ?? '';
  const change = useContactChange(
    {
      kind: 'phone',
      clean: (value) => value,
      errors: (value, confirm) => {
        const errors = phoneChangeErrors(current, value, confirm);
        return { value: errors.phone, confirm: errors.confirmPhone };
      },
      field: {
        label: t('account.newPhone'),
        hint: t('account.phoneHint'),
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel-national',
      },
      confirmLabel: t('account.confirmPhone'),
      currentCodeSent: (to) => t('account.currentCodeSentSms', { to }),
      codeSent: (to) => t('account.codeSentSms', { to }),
    },
    () => setDone(true),
  );
  if (!user) return null;

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
    <ContactChangeSection title={t('account.phoneTitle')} codeStep={change.codeStep}>
      <ScriptForm className="account-form" onSubmit={change.submit} noValidate>
        <p>{t('account.phoneIntro', { phone: formatUsPhone(user.phone) })}</p>
        {change.fields()}
        <button type="submit" className="button button-primary button-block" disabled={change.busy}>
          {change.sending ? t('account.sendingCode') : t('account.updatePhone')}
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
    </ContactChangeSection>
  );
}
