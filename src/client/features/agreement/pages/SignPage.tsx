import { localizedZodResolver as zodResolver } from '@client/lib/form-resolver';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import { isLegalName } from '@shared/domain/agreement';
import { t } from '@shared/i18n';
import { ApiError } from '@client/lib/api';
import { FieldError, invalidProps } from '@client/ui/FieldError';
import { useSign, useSigningView } from '../api/agreement';
import { SignaturePad } from '../components/SignaturePad';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/agreement';
import { ScriptForm } from '@client/ui/ScriptForm';

/** Spec: consent checked, a legal first and last name, and a drawn signature unless typed; all told at once. */
const schema = z
  .object({
    consent: z.boolean(),
    legalName: z.string(),
    typed: z.boolean(),
    signature: z.string().nullable(),
  })
  .superRefine((v, ctx) => {
    const need = (ok: unknown, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(v.consent, 'consent', t('agreement.consentRequired'));
    need(isLegalName(v.legalName), 'legalName', t('agreement.legalNameInvalid'));
    need(v.typed || v.signature, 'signature', t('agreement.signatureRequired'));
  });
type Form = z.infer<typeof schema>;

/** The phone-friendly signing page an agreement e-mail links to; the link is the credential. */
export default function SignPage() {
  const { token = '' } = useParams();
  const view = useSigningView(token);
  const sign = useHandlesError(useSign(token));
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(schema),
    // Each field's message goes when the field changes; all are checked again on Sign.
    reValidateMode: 'onSubmit',
    defaultValues: { consent: false, legalName: '', typed: false, signature: null },
  });
  const [typed, legalName] = watch(['typed', 'legalName']);

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

  const submit = handleSubmit(({ legalName, consent, typed, signature }) =>
    sign.mutate({
      legalName: legalName.trim(),
      consent,
      typed,
      ...(typed || !signature ? {} : { signature }),
    }),
  );

  return (
    <main className="static-page sign-page" id="main">
      <h1>{view.data.title}</h1>
      <p>{t('agreement.signIntro', { name: view.data.firstName })}</p>
      <article className="agreement-text" aria-label={view.data.title}>
        {view.data.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </article>
      {view.data.readingCopy && (
        <details className="agreement-reading-copy">
          <summary>{t('agreement.readingCopy')}</summary>
          <p className="muted">{t('agreement.readingCopyNote')}</p>
          <article className="agreement-text" lang="es" aria-label={view.data.readingCopy.title}>
            <h2>{view.data.readingCopy.title}</h2>
            {view.data.readingCopy.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </article>
        </details>
      )}
      <ScriptForm className="card" noValidate onSubmit={(e) => void submit(e)}>
        <div className={`field${errors.consent ? ' field-invalid' : ''}`}>
          <label className="option">
            <input
              type="checkbox"
              {...invalidProps('consent', errors.consent?.message)}
              {...register('consent', { onChange: () => clearErrors('consent') })}
            />
            {t('agreement.consent')}
          </label>
          <FieldError id="consent" error={errors.consent?.message} />
        </div>
        <div className={`field${errors.legalName ? ' field-invalid' : ''}`}>
          <label htmlFor="legal-name">{t('agreement.legalName')}</label>
          <input
            id="legal-name"
            autoComplete="name"
            {...invalidProps('legal-name', errors.legalName?.message)}
            {...register('legalName', { onChange: () => clearErrors('legalName') })}
          />
          <FieldError id="legal-name" error={errors.legalName?.message} />
        </div>
        <p>{t('agreement.drawLabel')}</p>
        <SignaturePad
          onChange={(png) => {
            setValue('signature', png);
            clearErrors('signature');
          }}
          disabled={typed}
        />
        <label className="option">
          <input type="checkbox" {...register('typed', { onChange: () => clearErrors('signature') })} />
          {t('agreement.typedInstead')}
        </label>
        {typed && legalName && <p className="typed-signature">{legalName}</p>}
        <FieldError id="signature" error={errors.signature?.message} />
        <FieldError error={sign.error?.message} />
        <button type="submit" className="button button-primary button-block" disabled={sign.isPending}>
          {sign.isPending ? t('agreement.signing') : t('agreement.sign')}
        </button>
      </ScriptForm>
    </main>
  );
}
