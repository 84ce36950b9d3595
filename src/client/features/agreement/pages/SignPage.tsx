import { useState } from 'react';
import { useParams } from 'react-router';
import { isLegalName } from '@shared/domain/agreement';
import { t } from '@shared/i18n';
import { ApiError } from '@client/lib/api';
import { useSign, useSigningView } from '../api/agreement';
import { SignaturePad } from '../components/SignaturePad';
import { useHandlesError } from '@client/lib/error-reporting';

/** The phone-friendly signing page an agreement e-mail links to; the link is the credential. */
export default function SignPage() {
  const { token = '' } = useParams();
  const view = useSigningView(token);
  const sign = useHandlesError(useSign(token));
  const [legalName, setLegalName] = useState('');
  const [consent, setConsent] = useState(false);
  const [typed, setTyped] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (view.isPending) return <main className="static-page">{t('common.loading')}</main>;
  if (view.isError || !view.data) {
    return (
      <main className="static-page" id="main">
        <h1>{t('agreement.signTitle')}</h1>
        <p role="alert">{view.error instanceof ApiError ? view.error.message : t('agreement.linkInvalid')}</p>
      </main>
    );
  }
  if (sign.isSuccess) {
    return (
      <main className="static-page" id="main">
        <h1>{view.data.title}</h1>
        <p role="status">{t('agreement.signed')}</p>
      </main>
    );
  }

  function submit() {
    const found: Record<string, string> = {};
    if (!consent) found.consent = t('agreement.consentRequired');
    if (!isLegalName(legalName)) found.legalName = t('agreement.legalNameInvalid');
    if (!typed && !signature) found.signature = t('agreement.signatureRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    sign.mutate({
      legalName: legalName.trim(),
      consent,
      typed,
      ...(typed || !signature ? {} : { signature }),
    });
  }

  return (
    <main className="static-page sign-page" id="main">
      <h1>{view.data.title}</h1>
      <p>{t('agreement.signIntro', { name: view.data.firstName })}</p>
      <article className="agreement-text" aria-label={view.data.title}>
        {view.data.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </article>
      <form
        className="card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className={`field ${errors.consent ? 'field-invalid' : ''}`}>
          <label className="option">
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => {
                setConsent(e.target.checked);
                setErrors(({ consent: _, ...rest }) => rest);
              }}
            />
            {t('agreement.consent')}
          </label>
          {errors.consent && <p className="field-error">{errors.consent}</p>}
        </div>
        <div className={`field ${errors.legalName ? 'field-invalid' : ''}`}>
          <label htmlFor="legal-name">{t('agreement.legalName')}</label>
          <input
            id="legal-name"
            autoComplete="name"
            value={legalName}
            aria-invalid={Boolean(errors.legalName)}
            aria-describedby={errors.legalName ? 'legal-name-error' : undefined}
            onChange={(e) => {
              setLegalName(e.target.value);
              setErrors(({ legalName: _, ...rest }) => rest);
            }}
          />
          {errors.legalName && (
            <p id="legal-name-error" className="field-error">
              {errors.legalName}
            </p>
          )}
        </div>
        <p>{t('agreement.drawLabel')}</p>
        <SignaturePad
          onChange={(png) => {
            setSignature(png);
            setErrors(({ signature: _, ...rest }) => rest);
          }}
          disabled={typed}
        />
        <label className="option">
          <input
            type="checkbox"
            checked={typed}
            onChange={(e) => {
              setTyped(e.target.checked);
              setErrors(({ signature: _, ...rest }) => rest);
            }}
          />
          {t('agreement.typedInstead')}
        </label>
        {typed && legalName && <p className="typed-signature">{legalName}</p>}
        {errors.signature && (
          <p className="field-error" role="alert">
            {errors.signature}
          </p>
        )}
        {sign.isError && (
          <p className="field-error" role="alert">
            {sign.error.message}
          </p>
        )}
        <button type="submit" className="button button-primary button-block" disabled={sign.isPending}>
          {sign.isPending ? t('agreement.signing') : t('agreement.sign')}
        </button>
      </form>
    </main>
  );
}
