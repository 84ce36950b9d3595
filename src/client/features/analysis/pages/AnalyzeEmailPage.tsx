import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { rateEmail } from '@shared/contracts/analysis.endpoints';
import { isValidEmail } from '@shared/domain/contact';
import { t } from '@shared/i18n';
import { call } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';
import { queryClient } from '@client/lib/query-client';
import { EmailRatingResult } from '@client/ui/EmailRatingResult';
import { Field } from '@client/ui/Field';
import { EmailTypoHint } from '@client/ui/EmailTypoHint';
import '@shared/messages/analysis';
import { ScriptForm } from '@client/ui/ScriptForm';

function emailError(value: string): string | undefined {
  if (!value.trim()) return t('analysis.emailRequired');
  if (!isValidEmail(value)) return t('analysis.emailInvalid');
  return undefined;
}

/** 'Analyze Email Professionality' (spec 000 §2, §5): an e-mail field, the button, a gauge and Back. */
export default function AnalyzeEmailPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const analyze = useMutation({
    meta: { handlesError: true },
    mutationFn: (address: string) => call(rateEmail, { body: { email: address } }),
    // Rating one's own address is recorded on the account.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  });
  const error = emailError(email);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!error && !analyze.isPending) analyze.mutate(email.trim());
  };

  return (
    <section className="narrow-page">
      <h1>{t('analysis.emailTitle')}</h1>
      <p>{t('analysis.emailIntro')}</p>
      <ScriptForm onSubmit={submit} noValidate>
        <Field
          label={t('analysis.emailLabel')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? error : undefined}
        />
        <EmailTypoHint value={email} onAccept={setEmail} />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={Boolean(error) || analyze.isPending}
        >
          {analyze.isPending ? t('analysis.analyzing') : t('analysis.analyzeEmail')}
        </button>
      </ScriptForm>
      {analyze.isError && (
        <p className="field-error" role="alert">
          {analyze.error.message || t('analysis.failed')}
        </p>
      )}
      {analyze.data && <EmailRatingResult rating={analyze.data} />}
      <button type="button" className="button button-ghost button-block" onClick={() => void navigate(-1)}>
        {t('common.back')}
      </button>
    </section>
  );
}
