import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { payoutEmail } from '@shared/contracts/payouts';
import { formatDate } from '@shared/domain/format';
import { formatDollars, isPayoutReason, payoutScreen, type PayoutReason } from '@shared/domain/payouts';
import { stateNameOf } from '@shared/domain/us-states';
import { t } from '@shared/i18n';
import { localizeMessage } from '@shared/localize-message';
import { useHandlesError } from '@client/lib/error-reporting';
import { ApiError } from '@client/lib/api';
import { useSession } from '@client/lib/session';
import { Field } from '@client/ui/Field';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { CheckAnswers } from '@client/ui/CheckAnswers';
import { EmailTypoHint } from '@client/ui/EmailTypoHint';
import { LoadError } from '@client/ui/LoadError';
import { PayPalHint } from '@client/ui/PayPalHint';
import { usePayoutQuote, usePayouts, useRequestPayout } from '../api/payouts';
import '@shared/messages/payouts';
import { ScriptForm } from '@client/ui/ScriptForm';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/** 'Request your payout' (spec 000 §2, §4 "Payout request", §5). */
export default function PayoutPage() {
  const { reason } = useParams();
  const { data: user } = useSession();
  const payouts = usePayouts();
  if (!reason || !isPayoutReason(reason))
    return (
      <section className="narrow-page">
        <h1>{t('payouts.title')}</h1>
        <p>{t('payouts.unknownReason')}</p>
      </section>
    );
  if (!user || payouts.isPending) return <LoadingScreen />;
  if (payouts.isError)
    return (
      <section className="narrow-page">
        <h1>{t('payouts.title')}</h1>
        <LoadError message={payouts.error.message} query={payouts} />
      </section>
    );
  if (user.status !== '5_PostProgram')
    return (
      <section className="narrow-page">
        <h1>{t('payouts.title')}</h1>
        <p>{t('payouts.graduatesOnly')}</p>
        <BackToChecklist to="/postprogram/career_services" />
      </section>
    );
  const screen = payoutScreen(payouts.data, reason);
  const mine = payouts.data.find((p) => p.reason === reason && p.status === screen) ?? null;
  // The newest request for this reason, when a coach sent it back: its reason, and its e-mail to correct.
  const latest = payouts.data.find((p) => p.reason === reason);
  const returned = screen === 'form' && latest?.status === 'returned' ? latest : null;
  return (
    <article className="narrow-page payout">
      <h1>{t('payouts.title')}</h1>
      {screen === 'pending' && mine ? (
        <section className="card" aria-live="polite">
          <h2>{t('payouts.gotRequest')}</h2>
          <p>{mine.approved ? t('payouts.sentText') : t('payouts.pendingText', { email: mine.email })}</p>
          {mine.amount !== null && (
            <p>{t('payouts.pendingAmount', { amount: formatDollars(mine.amount * 100) })}</p>
          )}
        </section>
      ) : screen === 'completed' && mine ? (
        <section className="card">
          <h2>{t('payouts.alreadyCompleted')}</h2>
          <p>
            {t('payouts.completedText', {
              amount: formatDollars((mine.amount ?? 0) * 100),
              email: mine.email,
              date: formatDate(mine.completedAt ?? mine.createdAt),
            })}
          </p>
        </section>
      ) : (
        <>
          {returned && (
            <section className="alert alert-warning" role="status">
              <h2>{t('payouts.returnedTitle')}</h2>
              <p>{t('payouts.returnedText', { reason: returned.returnReason ?? '' })}</p>
            </section>
          )}
          <PayoutForm reason={reason} defaultEmail={returned?.email ?? user.email} state={user.state} />
        </>
      )}
      <BackToChecklist to="/postprogram/career_services" />
    </article>
  );
}

function PayoutForm({
  reason,
  defaultEmail,
  state,
}: {
  reason: PayoutReason;
  defaultEmail: string;
  state: string | null;
}) {
  // A request already there: the refetched list shows 'We got your request!'; other errors are reported.
  const request = useHandlesError(useRequestPayout(), (err) => err instanceof ApiError && err.status === 409);
  const quote = usePayoutQuote(reason);
  const key = useRef(crypto.randomUUID());
  const [typed, setEmail] = useState(defaultEmail);
  // After the first request the payment e-mail is fixed: it is shown, not asked for again.
  const fixed = quote.data?.paymentEmail ?? null;
  const email = fixed ?? typed;
  const [touched, setTouched] = useState(false);
  const [checking, setChecking] = useState(false);
  const parsed = payoutEmail.safeParse(email);
  const issue = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const error = issue && localizeMessage(issue);
  const amount = quote.data?.amount ?? null;
  const review = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!parsed.success || !quote.data) return;
    setChecking(true);
  };
  const send = () => {
    if (!parsed.success || request.isPending) return;
    request.mutate({ reason, email: parsed.data, key: key.current });
  };

  if (quote.data?.notYet && reason !== 'endorsement')
    return (
      <section className="card" role="status">
        <p>{quote.data.notYet}</p>
      </section>
    );

  if (quote.data?.notYet)
    return (
      <section className="card" role="status">
        <h2>{t('payouts.endorsementNotYetTitle')}</h2>
        <p>{quote.data.notYet}</p>
        <Link className="button button-primary button-block" to="/postprogram/career_services/endorsements">
          {t('payouts.endorsementsLink')}
        </Link>
      </section>
    );

  if (checking && parsed.success && quote.data)
    return (
      <CheckAnswers
        title={t('payouts.checkTitle')}
        intro={t('payouts.checkIntro')}
        rows={[
          {
            label: t('payouts.checkAmount'),
            value: amount === null ? t('payouts.amountByCoach') : formatDollars(Math.round(amount * 100)),
          },
          { label: t('payouts.checkFor'), value: t(`payouts.describe.${reason}`) },
          { label: t('payouts.checkTo'), value: <span className="exact-address">{parsed.data}</span> },
        ]}
        warning={t('payouts.cannotChange')}
        changeLabel={t('payouts.change')}
        sendLabel={t('payouts.send')}
        sendingLabel={t('payouts.submitting')}
        sending={request.isPending}
        onChange={() => setChecking(false)}
        onSend={send}
      />
    );

  return (
    <>
      <p>{t(`payouts.describe.${reason}`)}</p>
      {(reason === 'fees' || reason === 'permit') &&
        (quote.isError ? (
          <LoadError message={t('payouts.quoteFailed')} query={quote} />
        ) : quote.data ? (
          <p>
            {amount === null
              ? t('payouts.amountUnknown', { state: stateNameOf(state) })
              : t('payouts.amountKnown', {
                  state: stateNameOf(quote.data.state),
                  amount: formatDollars(Math.round(amount * 100)),
                })}
          </p>
        ) : null)}
      <p>{t('payouts.arrival')}</p>
      <ScriptForm onSubmit={review} noValidate>
        <Field
          label={t('payouts.emailLabel')}
          hint={fixed ? t('payouts.emailFixedHint') : t('payouts.emailHint')}
          readOnly={fixed !== null}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? error : undefined}
        />
        {!fixed && <EmailTypoHint value={email} onAccept={setEmail} />}
        <PayPalHint />
        <p className="cannot-change">
          <strong>{t('payouts.cannotChange')}</strong>
        </p>
        <button type="submit" className="button button-primary button-block" disabled={!quote.data}>
          {t('payouts.review')}
        </button>
      </ScriptForm>
    </>
  );
}
