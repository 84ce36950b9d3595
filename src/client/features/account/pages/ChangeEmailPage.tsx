import { useNavigate } from 'react-router';
import { canSubmitEmail, emailChangeErrors } from '@shared/domain/account';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/ui/alerts';
import { useSession } from '@client/lib/session';
import { EmailRatingResult } from '@client/ui/EmailRatingResult';
import { useAnalyzeEmail } from '../api/account';
import { ContactChangeSection, useContactChange } from '../components/ContactChange';
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
  const analyze = useHandlesError(useAnalyzeEmail());
  const current = user?.email ?? '';
  const change = useContactChange(
    {
      kind: 'email',
      clean: (value) => value.trim(),
      errors: (value, confirm) => {
        const errors = emailChangeErrors(current, value, confirm);
        return { value: errors.email, confirm: errors.confirmEmail };
      },
      field: { label: t('account.newEmail'), type: 'email', inputMode: 'email', autoComplete: 'email' },
      confirmLabel: t('account.confirmEmail'),
      currentCodeSent: (to) => t('account.currentCodeSentEmail', { to }),
      codeSent: (to) => t('account.codeSentEmail', { to }),
    },
    (res) => {
      alerts.notify(t('account.emailUpdated'), 'info');
      if (res.emailRating?.rating === 'professional') void navigate(PROFESSIONAL_EMAIL_PATH);
      else void navigate(-1);
    },
    analyze.isPending,
  );
  if (!user) return null;

  const { value: email, busy } = change;
  const ready = canSubmitEmail(user.email, email);
  return (
    <ContactChangeSection title={t('account.emailTitle')} codeStep={change.codeStep}>
      <ScriptForm className="account-form" onSubmit={change.submit} noValidate>
        <p>{t('account.emailIntro', { email: user.email })}</p>
        {change.fields(<EmailTypoHint value={email} onAccept={change.setValue} />)}
        <button
          type="button"
          className="button button-secondary button-block"
          disabled={!ready || busy}
          onClick={() => analyze.mutate(email.trim())}
        >
          {analyze.isPending ? t('analysis.analyzing') : t('analysis.analyzeEmail')}
        </button>
        <button type="submit" className="button button-primary button-block" disabled={!ready || busy}>
          {change.sending ? t('account.sendingCode') : t('account.updateEmail')}
        </button>
        {analyze.data && <EmailRatingResult rating={analyze.data} />}
        <button type="button" className="button button-ghost button-block" onClick={() => void navigate(-1)}>
          {t('common.back')}
        </button>
      </ScriptForm>
    </ContactChangeSection>
  );
}
