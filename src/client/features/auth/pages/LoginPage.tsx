import { LOGO_SRC } from '@client/ui/logo';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Redirect } from '@client/lib/redirect';
import { isValidEmail, isValidUsPhone, maskEmail, maskPhone } from '@shared/domain/contact';
import { defaultPath } from '@shared/domain/program';
import { t } from '@shared/i18n-core';
import { getLocale } from '@shared/locale';
import { useAlerts } from '@client/ui/alerts';
import { ApiError } from '@client/lib/api';
import { Field } from '@client/ui/Field';
import { openInAccountLocale } from '@client/lib/locale';
import { useTypedBeforeScript } from '@client/lib/typed-before-script';
import { sessionKey, useSession, viewerOf } from '@client/lib/session';
import type { SessionUser } from '@shared/contracts/user';
import { pendingSignInKey, SIGN_IN_FORMS, type PendingSignIn } from '@shared/page-data';
import { login, sendCode } from '../api/sign-in';
import { HelpAndLegal } from '@client/ui/HelpAndLegal';
import { EmailTypoHint } from '@client/ui/EmailTypoHint';
import { LanguageSwitch } from '@client/ui/LanguageSwitch';

type Channel = 'email' | 'sms';

function addressError(channel: Channel, value: string): string | undefined {
  if (channel === 'email')
    return !value.trim() ? t('auth.emailRequired') : isValidEmail(value) ? undefined : t('auth.emailInvalid');
  return !value.trim() ? t('auth.phoneRequired') : isValidUsPhone(value) ? undefined : t('auth.phoneInvalid');
}

function codeError(value: string): string | undefined {
  const digits = value.replace(/\D/g, '');
  if (!digits) return t('auth.codeRequired');
  return digits.length === 6 ? undefined : t('auth.codeFormat');
}

/** Sign in with a one-time code by e-mail or text (spec 000 §2 routes / and /login). */
export function LoginPage() {
  // The form shows at once; the session probe, answering later, only moves a signed-in person on.
  // `dataUpdatedAt` is read so the page renders again when the server confirms a kept session: the
  // confirming answer is usually the same user, which alone would not re-render it.
  const { data: user, dataUpdatedAt } = useSession();
  const queryClient = useQueryClient();
  // A sign-in begun by the page's plain forms (no script yet, decision 039) goes on where it is.
  const [pending] = useState(() => queryClient.getQueryData<PendingSignIn>(pendingSignInKey) ?? null);
  const [channel, setChannel] = useState<Channel>(pending?.channel ?? 'email');
  const [sentTo, setSentTo] = useState<string | null>(pending && !pending.problem ? pending.to : null);
  const { notify } = useAlerts();
  const navigate = useNavigate();

  const [address, setAddress] = useState({
    email: pending?.channel === 'email' ? pending.to : '',
    phone: pending?.channel === 'sms' ? pending.to : '',
  });
  const [addressErr, setAddressErr] = useState<string | undefined>(pending?.problem);
  const [token, setToken] = useState('');
  const [tokenErr, setTokenErr] = useState<string | undefined>(
    pending?.refused ? t('auth.tokenIncorrect') : undefined,
  );
  const [busy, setBusy] = useState(false);
  const addressForm = useRef<HTMLFormElement>(null);
  const codeForm = useRef<HTMLFormElement>(null);
  const text = (fields: FormData, name: string) => {
    const v = fields.get(name);
    return typeof v === 'string' ? v : '';
  };
  useTypedBeforeScript(addressForm, (fields) => {
    const typed = { email: text(fields, 'email'), phone: text(fields, 'phone') };
    if (typed.email !== address.email || typed.phone !== address.phone) setAddress(typed);
    const chosen = fields.get('channel');
    if (chosen === 'email' || chosen === 'sms') setChannel(chosen);
  });
  useTypedBeforeScript(codeForm, (fields) => setToken(text(fields, 'token')));

  // A session kept on the phone from the last visit moves no one on until the server confirms it: it may
  // have ended meanwhile, and whoever opened the sign-in page then wants to sign in.
  // While a sign-in is under way it decides where to go: it may open the portal in another language with
  // one page load, and a screen drawn here first would be loaded (and counted) twice.
  const confirmed = user && dataUpdatedAt > 0 && !queryClient.getQueryState(sessionKey)?.isInvalidated;
  if (confirmed && !busy) return <Redirect to={defaultPath(viewerOf(user))} />;

  const value = channel === 'email' ? address.email : address.phone;

  async function requestCode(e?: FormEvent) {
    e?.preventDefault();
    const invalid = addressError(channel, value);
    setAddressErr(invalid);
    if (invalid || busy) return;
    setBusy(true);
    try {
      await sendCode(channel === 'email' ? { channel, email: value } : { channel, phone: value });
      setSentTo(value.trim());
      setToken('');
      setTokenErr(undefined);
    } catch (err) {
      const message = (err as Error).message;
      if (err instanceof ApiError && err.status === 400) setAddressErr(message);
      else notify(message);
    } finally {
      setBusy(false);
    }
  }

  async function signIn(e: FormEvent) {
    e.preventDefault();
    const invalid = codeError(token);
    setTokenErr(invalid);
    if (invalid || busy) return;
    setBusy(true);
    try {
      const { redirectTo } = await login(
        channel === 'email' ? { email: value } : { phone: value },
        token.replace(/\D/g, ''),
      );
      await queryClient.invalidateQueries({ queryKey: sessionKey });
      const account = queryClient.getQueryData<SessionUser | null>(sessionKey);
      if (account?.role === 'student' && openInAccountLocale(account.locale, redirectTo)) return;
      navigate(redirectTo, { replace: true });
    } catch (err) {
      const message = (err as Error).message;
      if (err instanceof ApiError && err.status === 400) setTokenErr(message);
      notify(message);
      setBusy(false);
    }
  }

  return (
    <div className="login-page">
      <main id="main" className="login-card">
        <div className="brand brand-large">
          <img src={LOGO_SRC} alt="" width="48" height="48" />
          <span className="brand-name">{t('product.portal')}</span>
        </div>
        {/* A change reloads the page: offered before a code is asked for, not while one is being typed. */}
        {sentTo === null && <LanguageSwitch />}
        <h1>{t('auth.title')}</h1>
        {sentTo === null ? (
          <form
            ref={addressForm}
            method="post"
            action={SIGN_IN_FORMS.code}
            className="sign-in-address"
            onSubmit={(e) => void requestCode(e)}
            noValidate
          >
            <p>{t('auth.intro')}</p>
            <input type="hidden" name="locale" value={getLocale()} />
            <fieldset className="segmented">
              <legend className="visually-hidden">{t('auth.title')}</legend>
              {(['email', 'sms'] as const).map((c) => (
                <label key={c} className={channel === c ? 'segment segment-on' : 'segment'}>
                  <input
                    type="radio"
                    name="channel"
                    value={c}
                    checked={channel === c}
                    onChange={() => {
                      setChannel(c);
                      setAddressErr(undefined);
                    }}
                  />
                  {c === 'email' ? t('auth.useEmail') : t('auth.usePhone')}
                </label>
              ))}
            </fieldset>
            {/* Both fields are in the page; the style shows the one whose channel is checked, so the choice
                works before (or without) the script as well. */}
            <div className="sign-in-via-email">
              <Field
                label={t('auth.emailLabel')}
                type="email"
                autoComplete="email"
                inputMode="email"
                name="email"
                value={address.email}
                onChange={(e) => setAddress({ ...address, email: e.target.value })}
                error={channel === 'email' ? addressErr : undefined}
              />
              <EmailTypoHint
                value={address.email}
                onAccept={(email) => {
                  setAddress({ ...address, email });
                  setAddressErr(undefined);
                }}
              />
            </div>
            <div className="sign-in-via-sms">
              <Field
                label={t('auth.phoneLabel')}
                hint={t('auth.phoneHint')}
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                name="phone"
                value={address.phone}
                onChange={(e) => setAddress({ ...address, phone: e.target.value })}
                error={channel === 'sms' ? addressErr : undefined}
              />
            </div>
            <button type="submit" className="button button-primary button-block" disabled={busy}>
              {busy ? t('auth.sendingCode') : t('auth.sendCode')}
            </button>
          </form>
        ) : (
          <form
            ref={codeForm}
            method="post"
            action={SIGN_IN_FORMS.signIn}
            onSubmit={(e) => void signIn(e)}
            noValidate
          >
            <p role="status">
              {channel === 'email'
                ? t('auth.codeSentEmail', { to: maskEmail(sentTo) })
                : t('auth.codeSentSms', { to: maskPhone(sentTo) })}
            </p>
            <Field
              label={t('auth.codeLabel')}
              autoComplete="one-time-code"
              inputMode="numeric"
              className="code-input"
              maxLength={9}
              autoFocus
              name="token"
              value={token}
              onChange={(e) => setToken(e.target.value)}
              error={tokenErr}
            />
            <button type="submit" className="button button-primary button-block" disabled={busy}>
              {busy ? t('auth.signingIn') : t('auth.signIn')}
            </button>
            <div className="login-actions">
              <button type="button" className="link-button" onClick={() => void requestCode()}>
                {t('auth.resend')}
              </button>
              <button type="button" className="link-button" onClick={() => setSentTo(null)}>
                {t('auth.useDifferent')}
              </button>
            </div>
          </form>
        )}
        <p className="login-help">{t('auth.notStudent')}</p>
        <HelpAndLegal />
      </main>
    </div>
  );
}
