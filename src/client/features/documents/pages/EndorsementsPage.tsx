import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import englishFacts from '@content/careers/endorsements.json';
import spanishFacts from '@content/careers/endorsements.es.json';
import { localizedContent } from '@client/lib/locale';
import type { EndorsementsResponse } from '@shared/contracts/documents';
import type { HubIcon } from '@shared/domain/documents';
import type { EndorsementState } from '@shared/domain/endorsements';
import { formatDate } from '@shared/domain/format';
import { formatDollars } from '@shared/domain/payouts';
import { t } from '@shared/i18n';
import { LoadError } from '@client/ui/LoadError';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { StepActions } from '@client/ui/StepActions';
import { endorsementsKey, useEndorsements } from '../api/documents';
import { PhotoUploadForm } from '../components/PhotoUploadForm';
import { StatusIcon } from '../components/StatusIcon';
import '../endorsements.css';
import '@shared/messages/endorsements';
import '@shared/messages/menu';
import '@shared/messages/payouts';

/** The facts in the reader's language, chosen at each render: the server renders for readers of both. */
const factsNow = () => localizedContent(englishFacts, spanishFacts);

const URL = '/postprogram/career_services/endorsements';
const BACK = '/postprogram/career_services';
const COACH = '/postprogram/career_services/know_career_coach';
const tsaOffenses = () => factsNow().sources.find((s) => s.url.includes('disqualifying'))!.url;

type Fact = ReturnType<typeof factsNow>['endorsements'][number];
type Item = EndorsementsResponse['endorsements'][number];

const icons: Record<EndorsementState, HubIcon> = {
  incomplete: 'camera',
  sentBack: 'camera',
  pending: 'eyes',
  approved: 'check',
};
const dollars = (n: number) => formatDollars(n * 100).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const titleOf = (fact: Fact) =>
  fact.kind === 'twic' ? fact.title : t('endorsements.code', { title: fact.title, code: fact.code });

/**
 * Endorsements (issue 21 item 4): what Hazmat, Tanker, Doubles/Triples and TWIC are, what each tends to pay
 * and cost, how to get each; the student's proof of each (upload, waiting, approved, sent back with the
 * reason) and the endorsement payout once a coach approved one. `payout` is the payouts area's part.
 */
export default function EndorsementsPage({ payout }: { payout: (ready: boolean) => ReactNode }) {
  const state = useEndorsements();
  const facts = factsNow();
  if (state.isPending) return <LoadingScreen />;
  return (
    <article className="endorsements narrow-page">
      <h1>{t('endorsements.title')}</h1>
      <p>{t('endorsements.lead')}</p>
      {state.isError ? (
        <LoadError message={t('endorsements.loadFailed')} query={state} />
      ) : (
        <>
          <nav className="endorsement-summary" aria-label={t('endorsements.summaryLabel')}>
            <ul>
              {facts.endorsements.map((fact) => {
                const item = state.data.endorsements.find((e) => e.kind === fact.kind);
                return item ? (
                  <li key={fact.kind}>
                    <a href={`#endorsement-${fact.kind}`}>
                      <StatusIcon icon={icons[item.state]} />
                      <span className="endorsement-summary-name">{titleOf(fact)}</span>
                      <span className={`endorsement-summary-state endorsement-${item.state}`}>
                        {t(`endorsements.status.${item.state}`)}
                      </span>
                    </a>
                  </li>
                ) : null;
              })}
            </ul>
          </nav>
          {facts.endorsements.map((fact) => {
            const item = state.data.endorsements.find((e) => e.kind === fact.kind);
            return item ? <Endorsement key={fact.kind} fact={fact} item={item} /> : null;
          })}
          <section className="card" aria-labelledby="endorsement-payout">
            <h2 id="endorsement-payout">{t('endorsements.payoutTitle')}</h2>
            <p>{t('payouts.describe.endorsement')}</p>
            {payout(state.data.payoutReady)}
          </section>
        </>
      )}
      <section className="endorsement-sources" aria-labelledby="endorsement-sources">
        <h2 id="endorsement-sources">{t('endorsements.sourcesTitle')}</h2>
        <p>{facts.sourceNote}</p>
        <p>{t('endorsements.checked', { date: formatDate(`${facts.checked}T12:00:00Z`) })}</p>
        <ul>
          {facts.sources.map((s) => (
            <li key={s.url}>
              <a href={s.url} target="_blank" rel="noreferrer">
                {s.name} <span className="visually-hidden">{t('menu.opensNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <StepActions url={URL} backTo={BACK} />
    </article>
  );
}

function Endorsement({ fact, item }: { fact: Fact; item: Item }) {
  const title = titleOf(fact);
  const headingId = `endorsement-${fact.kind}`;
  const status = t(`endorsements.status.${item.state}`);
  return (
    <section className={`card endorsement endorsement-${item.state}`} aria-labelledby={headingId}>
      <div className="endorsement-head">
        <StatusIcon icon={icons[item.state]} />
        <div>
          <h2 id={headingId}>{title}</h2>
          <p className="endorsement-status">{t('endorsements.statusLabel', { status })}</p>
        </div>
      </div>
      <p>{fact.what}</p>
      <p className="endorsement-pay">
        {t(fact.kind === 'twic' ? 'endorsements.paysMoreTwic' : 'endorsements.paysMore', {
          low: dollars(fact.payLow),
          high: dollars(fact.payHigh),
        })}
      </p>
      <h3>{t('endorsements.costsTitle')}</h3>
      <ul>
        {fact.costs.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      {fact.record && (
        <div className="alert alert-info endorsement-record">
          <h3>{t('endorsements.recordTitle')}</h3>
          <p>{fact.record}</p>
          <p className="endorsement-links">
            <Link to={COACH}>{t('endorsements.recordAsk')}</Link>
            <a href={tsaOffenses()} target="_blank" rel="noreferrer">
              {t('endorsements.recordTsa')}
            </a>
          </p>
        </div>
      )}
      <details className="endorsement-steps">
        <summary>{t('endorsements.stepsTitle')}</summary>
        <ol>
          {fact.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </details>
      <h3>{t('endorsements.proofTitle')}</h3>
      <Proof item={item} fact={fact} />
    </section>
  );
}

function Proof({ item, fact }: { item: Item; fact: Fact }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const formRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  // Opening moves the focus to the form; closing brings it back to the button that opened it.
  useEffect(() => {
    if (!toggled.current) return;
    (open ? formRef.current : buttonRef.current)?.focus();
  }, [open]);
  const toggle = (next: boolean) => {
    toggled.current = true;
    setOpen(next);
  };
  if (item.state === 'approved') return <p className="endorsement-ok">{t('endorsements.approvedText')}</p>;
  if (item.state === 'pending') return <p>{t('endorsements.pendingText')}</p>;
  return (
    <>
      {item.sentBack && !open && (
        <div className="alert alert-warning" role="alert">
          <p>{t('endorsements.sentBackReason', { reason: item.sentBack.reason })}</p>
        </div>
      )}
      {open ? (
        <div
          ref={formRef}
          role="group"
          tabIndex={-1}
          aria-label={t('endorsements.proofFor', { name: fact.title })}
        >
          <PhotoUploadForm
            folder={item.folder}
            rejection={item.sentBack?.reason ?? null}
            help={fact.proof}
            onUploaded={() => void client.invalidateQueries({ queryKey: endorsementsKey })}
          />
          <button type="button" className="button button-ghost button-block" onClick={() => toggle(false)}>
            {t('endorsements.hideUpload')}
          </button>
        </div>
      ) : (
        <button
          ref={buttonRef}
          type="button"
          className="button button-primary button-block"
          onClick={() => toggle(true)}
        >
          {t('endorsements.upload', { name: fact.title })}
        </button>
      )}
    </>
  );
}
