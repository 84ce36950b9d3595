import { useId, useState } from 'react';
import type { JobListingBody, JobListingList, JobListingView } from '@shared/contracts/job-listings';
import { formatUsPhone } from '@shared/domain/contact';
import { equipmentKinds, homeTimes, routeTypes } from '@shared/domain/jobs';
import { t } from '@shared/i18n';
import { plural } from '../components/format';
import { useJobListings, useSaveJobListing, useSetJobListingStatus } from '../api/job-listings';
import { ConsoleForm, formLabels, useConsoleSave } from '../components/ConsoleForm';
import { RecordsPage, useRecordEditing } from '../components/RecordsPage';
import { LabelledSelect } from '@client/ui/Labelled';
import '../program-facts.css';
import '../job-listings.css';
import '@shared/messages/job-listings';
import '@shared/messages/jobs';
import { FieldError } from '@client/ui/FieldError';

/**
 * The program's job listings (decision 044): career coaches and admins add, change, close and reopen the
 * openings of the program's employer partners; other staff read them. Open listings are on the job board.
 */
export default function JobListingsPage() {
  const listings = useJobListings();
  const { editing, notice, setNotice, edit, done } = useRecordEditing<JobListingView | 'new'>();
  const canEdit = listings.data?.canEdit ?? false;
  return (
    <RecordsPage
      className="job-listings-page"
      title={t('jobListings.title')}
      intro={t('jobListings.intro')}
      notice={notice}
      records={listings}
      failed={() => t('jobListings.loadFailed')}
    >
      {(list) => (
        <>
          {!canEdit && <p>{t('jobListings.readOnly')}</p>}
          {canEdit && editing && (
            <ListingForm
              key={editing === 'new' ? 'new' : editing.id}
              listing={editing === 'new' ? null : editing}
              onDone={done}
            />
          )}
          {canEdit && !editing && (
            <button type="button" className="button button-primary" onClick={() => edit('new')}>
              {t('jobListings.add')}
            </button>
          )}
          <Listings list={list} onEdit={edit} onNotice={setNotice} />
        </>
      )}
    </RecordsPage>
  );
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

function Listings({
  list,
  onEdit,
  onNotice,
}: {
  list: JobListingList;
  onEdit: (l: JobListingView) => void;
  onNotice: (message: string) => void;
}) {
  const status = useSetJobListingStatus();
  const [error, setError] = useState('');
  if (list.listings.length === 0) return <p>{t('jobListings.empty')}</p>;
  const open = list.listings.filter((l) => l.status === 'open').length;
  return (
    <>
      <h2 className="h3 job-listings-count">
        {plural(open, 'jobListings.openCount_one', 'jobListings.openCount_other')}
      </h2>
      <FieldError error={error} />
      <ul className="school-list job-listings">
        {list.listings.map((l) => (
          <li key={l.id} className={l.status === 'closed' ? 'job-listing-closed' : undefined}>
            <h3>
              {l.title} · {l.company}{' '}
              <span className={l.status === 'open' ? 'listing-chip listing-chip-open' : 'listing-chip'}>
                {l.status === 'open' ? t('jobListings.open') : t('jobListings.closedBadge')}
              </span>
            </h3>
            <p>
              {l.address}, {l.city}, {l.state} {l.zip}
            </p>
            <p>
              {dollars(l.weeklyPayMin)}–{dollars(l.weeklyPayMax)} {t('jobListings.perWeek')}
              {l.centsPerMile !== null && <> · {t('jobs.card.perMile', { cents: l.centsPerMile })}</>} ·{' '}
              {t(`jobs.homeTimes.${l.homeTime}`)} · {t(`jobs.routeTypes.${l.routeType}`)} ·{' '}
              {t(`jobs.equipment.${l.equipment}`)}
            </p>
            <p>
              {l.felonyFriendly ? t('jobs.card.recordOk') : t('jobs.card.recordCheck')}
              {l.recordNote && <> — {l.recordNote}</>}
            </p>
            <p className="field-hint">
              {[l.applyUrl, l.applyPhone && formatUsPhone(l.applyPhone), l.applyInstructions]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="field-hint">
              {t('jobListings.changedBy', {
                name: l.updatedBy,
                date: new Date(l.updatedAt).toLocaleDateString('en-US', { dateStyle: 'medium' }),
              })}
            </p>
            {list.canEdit && (
              <div className="school-actions">
                <button type="button" className="button button-secondary" onClick={() => onEdit(l)}>
                  {t('jobListings.edit', { title: l.title })}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={status.isPending}
                  onClick={() => {
                    setError('');
                    const reopening = l.status === 'closed';
                    status.mutate(
                      { id: l.id, open: reopening },
                      {
                        onSuccess: () =>
                          onNotice(reopening ? t('jobListings.reopened') : t('jobListings.closed')),
                        onError: (e) => setError(e.message),
                      },
                    );
                  }}
                >
                  {l.status === 'closed'
                    ? t('jobListings.reopen', { title: l.title })
                    : t('jobListings.close', { title: l.title })}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {list.canEdit && <p className="field-hint">{t('jobListings.closeHint')}</p>}
    </>
  );
}

type TextField =
  | 'title'
  | 'company'
  | 'summary'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'latitude'
  | 'longitude'
  | 'weeklyPayMin'
  | 'weeklyPayMax'
  | 'centsPerMile'
  | 'recordNote'
  | 'training'
  | 'applyUrl'
  | 'applyPhone'
  | 'applyInstructions';
type Draft = Record<TextField, string> & {
  homeTime: string;
  routeType: string;
  equipment: string;
  felonyFriendly: boolean;
  newDriversWelcome: boolean;
};

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

function draftOf(l: JobListingView | null): Draft {
  return {
    title: text(l?.title),
    company: text(l?.company),
    summary: text(l?.summary),
    address: text(l?.address),
    city: text(l?.city),
    state: text(l?.state),
    zip: text(l?.zip),
    latitude: text(l?.latitude),
    longitude: text(l?.longitude),
    weeklyPayMin: text(l?.weeklyPayMin),
    weeklyPayMax: text(l?.weeklyPayMax),
    centsPerMile: text(l?.centsPerMile),
    recordNote: text(l?.recordNote),
    training: text(l?.training),
    applyUrl: text(l?.applyUrl),
    applyPhone: l?.applyPhone ? formatUsPhone(l.applyPhone) : '',
    applyInstructions: text(l?.applyInstructions),
    homeTime: l?.homeTime ?? 'daily',
    routeType: l?.routeType ?? 'local',
    equipment: l?.equipment ?? 'dryVan',
    felonyFriendly: l?.felonyFriendly ?? false,
    newDriversWelcome: l?.newDriversWelcome ?? true,
  };
}

/** A number typed in the form; an empty box is none, anything else goes to the server to be judged. */
const numberOf = (v: string): number | null => (v.trim() === '' ? null : Number(v.replace(/[$,\s]/g, '')));

function ListingForm({
  listing,
  onDone,
}: {
  listing: JobListingView | null;
  onDone: (message: string) => void;
}) {
  const saving = useConsoleSave(useSaveJobListing(), onDone);
  const [draft, setDraft] = useState(() => draftOf(listing));
  const id = useId();
  const set = (name: keyof Draft, value: string | boolean) => setDraft((d) => ({ ...d, [name]: value }));

  const submit = () => {
    const body = {
      ...draft,
      latitude: numberOf(draft.latitude),
      longitude: numberOf(draft.longitude),
      weeklyPayMin: numberOf(draft.weeklyPayMin),
      weeklyPayMax: numberOf(draft.weeklyPayMax),
      centsPerMile: numberOf(draft.centsPerMile),
    } as unknown as JobListingBody;
    saving.submit(
      { id: listing?.id ?? null, body },
      t(listing ? 'jobListings.saved' : 'jobListings.created'),
    );
  };

  const input = (
    name: TextField,
    opts: { type?: string; inputMode?: 'decimal' | 'numeric' | 'tel' | 'url'; multiline?: boolean } = {},
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{t(`jobListings.form.${name}`)}</label>
      {opts.multiline ? (
        <textarea
          id={`${id}-${name}`}
          rows={3}
          value={draft[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          type={opts.type ?? 'text'}
          value={draft[name]}
          autoComplete="off"
          inputMode={opts.inputMode}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </div>
  );
  const choice = (
    name: 'homeTime' | 'routeType' | 'equipment',
    values: readonly string[],
    prefix: string,
  ) => (
    <LabelledSelect
      className="field"
      label={t(`jobListings.form.${name}`)}
      choices={values.map((v) => ({ value: v, label: t(`${prefix}.${v}` as 'jobs.homeTimes.daily') }))}
      value={draft[name]}
      onChange={(e) => set(name, e.target.value)}
    />
  );
  const check = (name: 'felonyFriendly' | 'newDriversWelcome') => (
    <div className="field field-check">
      <input
        id={`${id}-${name}`}
        type="checkbox"
        checked={draft[name]}
        onChange={(e) => set(name, e.target.checked)}
      />
      <label htmlFor={`${id}-${name}`}>{t(`jobListings.form.${name}`)}</label>
    </div>
  );
  const heading = listing ? t('jobListings.edit', { title: listing.title }) : t('jobListings.add');
  return (
    <ConsoleForm
      className="card school-form job-listing-form"
      label={heading}
      saving={saving}
      onSubmit={submit}
      labels={formLabels('jobListings.form')}
    >
      <h2>{heading}</h2>
      <fieldset>
        <legend>{t('jobListings.form.job')}</legend>
        {input('title')}
        {input('company')}
        {input('summary', { multiline: true })}
      </fieldset>
      <fieldset>
        <legend>{t('jobListings.form.place')}</legend>
        <p className="field-hint">{t('jobListings.form.placeHint')}</p>
        {input('address')}
        <div className="job-listing-grid">
          {input('city')}
          {input('state')}
          {input('zip', { inputMode: 'numeric' })}
        </div>
        <div className="job-listing-grid">
          {input('latitude', { inputMode: 'decimal' })}
          {input('longitude', { inputMode: 'decimal' })}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('jobListings.form.pay')}</legend>
        <div className="job-listing-grid">
          {input('weeklyPayMin', { inputMode: 'numeric' })}
          {input('weeklyPayMax', { inputMode: 'numeric' })}
          {input('centsPerMile', { inputMode: 'numeric' })}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('jobListings.form.schedule')}</legend>
        <div className="job-listing-grid">
          {choice('homeTime', homeTimes, 'jobs.homeTimes')}
          {choice('routeType', routeTypes, 'jobs.routeTypes')}
          {choice('equipment', equipmentKinds, 'jobs.equipment')}
        </div>
        {check('newDriversWelcome')}
        {input('training')}
      </fieldset>
      <fieldset>
        <legend>{t('jobListings.form.record')}</legend>
        {check('felonyFriendly')}
        {input('recordNote', { multiline: true })}
      </fieldset>
      <fieldset>
        <legend>{t('jobListings.form.apply')}</legend>
        <p className="field-hint">{t('jobListings.form.applyHint')}</p>
        {input('applyUrl', { type: 'url', inputMode: 'url' })}
        {input('applyPhone', { type: 'tel', inputMode: 'tel' })}
        {input('applyInstructions', { multiline: true })}
      </fieldset>
    </ConsoleForm>
  );
}
