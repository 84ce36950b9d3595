import { useState } from 'react';
import type { JobCard as Job } from '@shared/contracts/jobs';
import { formatPhone } from '@shared/domain/format';
import { dollars } from '@shared/domain/jobs';
import { formatMiles } from '@shared/domain/locations';
import { t } from '@shared/i18n';
import { IconBookmark, IconBookmarkCheck, IconExternalLink, IconMapPin, IconPhone } from '@client/ui/icons';
import '@shared/messages/jobs';

const DAY_MS = 86_400_000;

/** "Posted today", "Posted yesterday", "Posted 6 days ago". */
function postedLabel(postedAt: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(postedAt)) / DAY_MS));
  if (days === 0) return t('jobs.card.postedToday');
  if (days === 1) return t('jobs.card.postedYesterday');
  return t('jobs.card.postedDays', { days });
}

const PHONE_MARK = '\u{E000}';

/** A licence class such as CDL-A, which a line must not break at its hyphen ("CDL-" then "A."). */
const LICENCE = /\b(CDL-[ABC])\b/;

/** A listing's words with each licence class kept on one line. */
function keepLicences(text: string) {
  return text.split(LICENCE).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="job-term">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * "Call (312) 555-0181" with the number kept on one line: a narrow card may wrap the words before it, never
 * the number itself.
 */
function callLabel(phone: string) {
  const [before = '', after = ''] = t('jobs.card.call', { phone: PHONE_MARK }).split(PHONE_MARK);
  return (
    <>
      {before}
      <span className="job-phone">{phone}</span>
      {after}
    </>
  );
}

/** Dark backgrounds that keep white letters readable; picked from the name so a company keeps its colour. */
/** The letter squares' colours (job-board.css `.job-letter-N`): a class, as a page has no inline style. */
const MARK_COLOURS = 7;

/** The employer's small logo, or its first letter in a coloured square when there is none or it fails. */
function EmployerMark({ company, logoUrl }: { company: string; logoUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed)
    return (
      <img
        className="job-logo"
        src={logoUrl}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  const sum = [...company].reduce((n, c) => n + c.charCodeAt(0), 0);
  return (
    <span className={`job-logo job-letter job-letter-${sum % MARK_COLOURS}`} aria-hidden="true">
      {company.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** One job, readable at 360 px: what, who, where, pay, home time, record policy, how to apply, save. */
export function JobCard({
  job,
  onToggleSaved,
  busy,
}: {
  job: Job;
  onToggleSaved: (saved: boolean) => void;
  busy: boolean;
}) {
  const titleId = `job-${job.id}`;
  const pay = [
    t('jobs.card.weekly', { min: dollars(job.weeklyPayMin), max: dollars(job.weeklyPayMax) }),
    job.centsPerMile ? t('jobs.card.perMile', { cents: job.centsPerMile }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="card job-card" aria-labelledby={titleId}>
      <header className="job-head">
        <EmployerMark company={job.company} logoUrl={job.logoUrl} />
        <div>
          <h2 id={titleId} className="job-title">
            {keepLicences(job.title)}
          </h2>
          <p className="job-company">{job.company}</p>
        </div>
      </header>
      <p className="job-place">
        <IconMapPin className="icon-inline" aria-hidden="true" />
        {job.city}, {job.state}
        {job.distanceMiles !== null && (
          <> · {t('jobs.card.miles', { miles: formatMiles(job.distanceMiles) })}</>
        )}
      </p>
      <p className="job-pay">{pay}</p>
      <ul className="job-tags">
        <li>{t(`jobs.homeTimes.${job.homeTime}`)}</li>
        <li>{t(`jobs.routeTypes.${job.routeType}`)}</li>
        <li>{t(`jobs.equipment.${job.equipment}`)}</li>
      </ul>
      <p className={job.felonyFriendly ? 'job-record job-record-ok' : 'job-record'}>
        <strong>{job.felonyFriendly ? t('jobs.card.recordOk') : t('jobs.card.recordCheck')}</strong>
        {job.recordNote && <span className="job-note">{keepLicences(job.recordNote)}</span>}
      </p>
      {job.newDriversWelcome && (
        <p className="job-new">
          <strong>{t('jobs.card.newDrivers')}</strong>
          {job.training && <span className="job-note">{keepLicences(job.training)}</span>}
        </p>
      )}
      {job.endorsements.length > 0 && (
        <p className="job-needs">
          {t('jobs.card.needs', {
            list: job.endorsements.map((e) => t(`jobs.endorsements.${e}`)).join(', '),
          })}
        </p>
      )}
      <p className="job-summary">{keepLicences(job.summary)}</p>
      <p className="muted job-posted">{postedLabel(job.postedAt)}</p>
      {job.applyInstructions && (
        <p className="job-how">
          <strong>{t('jobs.card.howToApply')}</strong> {job.applyInstructions}
        </p>
      )}
      <div className="job-actions">
        {job.applyUrl && (
          <a className="button button-primary" href={job.applyUrl} target="_blank" rel="noreferrer">
            <IconExternalLink className="icon-inline" aria-hidden="true" />
            {t('jobs.card.apply')}
          </a>
        )}
        {job.applyPhone && (
          <a className="button button-secondary job-call" href={`tel:${job.applyPhone}`}>
            <IconPhone className="icon-inline" aria-hidden="true" />
            <span>{callLabel(formatPhone(job.applyPhone))}</span>
          </a>
        )}
        <button
          type="button"
          className={job.saved ? 'button button-ghost job-save job-saved' : 'button button-ghost job-save'}
          aria-pressed={job.saved}
          disabled={busy}
          onClick={() => onToggleSaved(!job.saved)}
        >
          {job.saved ? (
            <IconBookmarkCheck className="icon-inline" aria-hidden="true" />
          ) : (
            <IconBookmark className="icon-inline" aria-hidden="true" />
          )}
          {job.saved ? t('jobs.card.saved') : t('jobs.card.save')}
        </button>
      </div>
    </article>
  );
}
