import { useState } from 'react';
import { useNavigate } from 'react-router';
import { preEnrollmentBody, type PreEnrollmentBody } from '@shared/contracts/school';
import { formatUsPhone } from '@shared/domain/contact';
import { usStates } from '@shared/domain/us-states';
import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { CallUsLink } from '@client/ui/CallUsLink';
import { Dialog } from '@client/ui/Dialog';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import {
  useBookCoachCall,
  useCoachCallSlots,
  useConfirmCallScheduled,
  usePreEnrollmentState,
  useSubmitPreEnrollment,
} from '../api/school';
import { Question, TextField } from '../components/Question';

type Drug = 'yes' | 'no' | 'unsure';
interface Draft {
  address: boolean | null;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  payEmail: boolean | null;
  payPalEmail: string;
  payPalEmailConfirmation: string;
  phone: boolean | null;
  phoneNumber: string;
  phoneNumberConfirmation: string;
  drug: Drug | null;
  ready: boolean | null;
  month: string;
  year: string;
  schoolStatus: string;
}

const empty: Draft = {
  address: null,
  streetAddress: '',
  city: '',
  state: '',
  zip: '',
  payEmail: null,
  payPalEmail: '',
  payPalEmailConfirmation: '',
  phone: null,
  phoneNumber: '',
  phoneNumberConfirmation: '',
  drug: null,
  ready: null,
  month: '',
  year: '',
  schoolStatus: '',
};

/** The body as far as the student has answered; unanswered questions count as "yes" for checking. */
function toBody(d: Draft): PreEnrollmentBody {
  const opt = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    addressVerified: d.address ?? true,
    ...(d.address === false
      ? { streetAddress: opt(d.streetAddress), city: opt(d.city), state: opt(d.state), zip: opt(d.zip) }
      : {}),
    payPalEmailVerified: d.payEmail ?? true,
    ...(d.payEmail === false
      ? { payPalEmail: opt(d.payPalEmail), payPalEmailConfirmation: opt(d.payPalEmailConfirmation) }
      : {}),
    phoneNumberVerified: d.phone ?? true,
    ...(d.phone === false
      ? { phoneNumber: opt(d.phoneNumber), phoneNumberConfirmation: opt(d.phoneNumberConfirmation) }
      : {}),
    canPassDrugTest: d.drug === 'no' ? false : d.drug === 'unsure' ? 'unsure' : true,
    readyForSchool: d.ready ?? true,
    ...(d.ready === false
      ? { month: opt(d.month), year: opt(d.year), schoolStatus: opt(d.schoolStatus) }
      : {}),
  } as PreEnrollmentBody;
}

const fieldsOf: Record<number, string[]> = {
  1: ['streetAddress', 'city', 'state', 'zip'],
  2: ['payPalEmail', 'payPalEmailConfirmation'],
  3: ['phoneNumber', 'phoneNumberConfirmation'],
  5: ['month', 'year', 'schoolStatus'],
};

/** Pre-enrollment at /program/school/pre_enrollment (spec 001 §2, §4 "Pre-enrollment outcome"). */
export default function PreEnrollmentPage() {
  const state = usePreEnrollmentState();
  if (state.isPending) return <LoadingScreen />;
  const atCall = Boolean(state.data && (state.data.done || state.data.outcome === 'scheduleCall'));
  return <Wizard startAtCall={atCall} />;
}

function Wizard({ startAtCall }: { startAtCall: boolean }) {
  const { data: user } = useSession();
  const [page, setPage] = useState<number | 'call'>(startAtCall ? 'call' : 0);
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [drugModal, setDrugModal] = useState(false);
  const submit = useSubmitPreEnrollment();
  const navigate = useNavigate();
  if (!user) return null;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const back = () => setPage((p) => (typeof p === 'number' && p > 0 ? p - 1 : p));

  function check(n: number): boolean {
    const parsed = preEnrollmentBody.safeParse(toBody(draft));
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        if (fieldsOf[n]?.includes(key)) found[key] ??= issue.message;
      }
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  function next(n: number) {
    if (!check(n)) return;
    if (n === 4 && draft.drug === 'yes' && !drugModal) return setDrugModal(true);
    if (n < 5) return setPage(n + 1);
    submit.mutate(toBody(draft), {
      onSuccess: (res) => {
        if (res.outcome === 'scheduleCall') setPage('call');
        else void navigate(res.next);
      },
    });
  }

  const yesNo = [
    { value: true, label: t('preEnrollment.yes') },
    { value: false, label: t('preEnrollment.no') },
  ];

  if (page === 'call')
    return <ScheduleCall name={`${user.firstName} ${user.lastName}`} email={user.email} phone={user.phone} />;
  if (page === 0) {
    return (
      <section className="card">
        <h1>{t('preEnrollment.title')}</h1>
        <p>{t('preEnrollment.intro')}</p>
        <button type="button" className="button button-primary button-block" onClick={() => setPage(1)}>
          {t('preEnrollment.start')}
        </button>
      </section>
    );
  }
  if (page === 1) {
    const shownAddress = user.address
      ? `${user.address}, ${user.city ?? ''}, ${user.state ?? ''}`
      : t('preEnrollment.q1None');
    return (
      <Question
        n={1}
        title={t('preEnrollment.q1')}
        shown={<p className="shown">{shownAddress}</p>}
        options={yesNo}
        value={draft.address}
        onChange={(v) => set({ address: v })}
        onBack={back}
        onContinue={() => next(1)}
      >
        {draft.address === false && (
          <>
            <TextField
              id="pe-street"
              label={t('preEnrollment.street')}
              value={draft.streetAddress}
              onChange={(v) => set({ streetAddress: v })}
              error={errors.streetAddress}
              autoComplete="street-address"
            />
            <TextField
              id="pe-city"
              label={t('preEnrollment.city')}
              value={draft.city}
              onChange={(v) => set({ city: v })}
              error={errors.city}
              autoComplete="address-level2"
            />
            <div className={`field ${errors.state ? 'field-invalid' : ''}`}>
              <label htmlFor="pe-state">{t('preEnrollment.state')}</label>
              <select
                id="pe-state"
                value={draft.state}
                onChange={(e) => set({ state: e.target.value })}
                autoComplete="address-level1"
              >
                <option value="">{t('preEnrollment.chooseState')}</option>
                {usStates.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
              {errors.state && <p className="field-error">{errors.state}</p>}
            </div>
            <TextField
              id="pe-zip"
              label={t('preEnrollment.zip')}
              value={draft.zip}
              onChange={(v) => set({ zip: v })}
              error={errors.zip}
              inputMode="numeric"
              autoComplete="postal-code"
            />
          </>
        )}
      </Question>
    );
  }
  if (page === 2) {
    return (
      <Question
        n={2}
        title={t('preEnrollment.q2')}
        shown={
          <>
            <p className="shown">{user.email}</p>
            <p className="muted">{t('preEnrollment.q2Note')}</p>
          </>
        }
        options={yesNo}
        value={draft.payEmail}
        onChange={(v) => set({ payEmail: v })}
        onBack={back}
        onContinue={() => next(2)}
      >
        {draft.payEmail === false && (
          <>
            <TextField
              id="pe-pay"
              type="email"
              inputMode="email"
              label={t('preEnrollment.payEmail')}
              value={draft.payPalEmail}
              onChange={(v) => set({ payPalEmail: v })}
              error={errors.payPalEmail}
              autoComplete="email"
            />
            <TextField
              id="pe-pay2"
              type="email"
              inputMode="email"
              label={t('preEnrollment.payEmailConfirm')}
              value={draft.payPalEmailConfirmation}
              onChange={(v) => set({ payPalEmailConfirmation: v })}
              error={errors.payPalEmailConfirmation}
            />
          </>
        )}
      </Question>
    );
  }
  if (page === 3) {
    return (
      <Question
        n={3}
        title={t('preEnrollment.q3')}
        shown={<p className="shown">{formatUsPhone(user.phone)}</p>}
        options={yesNo}
        value={draft.phone}
        onChange={(v) => set({ phone: v })}
        onBack={back}
        onContinue={() => next(3)}
      >
        {draft.phone === false && (
          <>
            <TextField
              id="pe-phone"
              type="tel"
              inputMode="tel"
              label={t('preEnrollment.phone')}
              value={draft.phoneNumber}
              onChange={(v) => set({ phoneNumber: v })}
              error={errors.phoneNumber}
              autoComplete="tel"
            />
            <TextField
              id="pe-phone2"
              type="tel"
              inputMode="tel"
              label={t('preEnrollment.phoneConfirm')}
              value={draft.phoneNumberConfirmation}
              onChange={(v) => set({ phoneNumberConfirmation: v })}
              error={errors.phoneNumberConfirmation}
            />
          </>
        )}
      </Question>
    );
  }
  if (page === 4) {
    return (
      <>
        <Question<Drug>
          n={4}
          title={t('preEnrollment.q4')}
          options={[
            { value: 'no', label: t('preEnrollment.no') },
            { value: 'unsure', label: t('preEnrollment.notSure') },
            { value: 'yes', label: t('preEnrollment.yes') },
          ]}
          value={draft.drug}
          onChange={(v) => set({ drug: v })}
          onBack={back}
          onContinue={() => next(4)}
        >
          {draft.drug === 'no' && <p>{t('preEnrollment.q4No')}</p>}
          {draft.drug === 'unsure' && <p>{t('preEnrollment.q4NotSure')}</p>}
        </Question>
        {drugModal && (
          <Dialog title={t('preEnrollment.drugModalTitle')} onClose={() => setDrugModal(false)}>
            <p>{t('preEnrollment.drugModalBody')}</p>
            <div className="upload-actions">
              <button
                type="button"
                className="button button-primary button-block"
                onClick={() => {
                  setDrugModal(false);
                  setPage(5);
                }}
              >
                {t('preEnrollment.drugModalConfirm')}
              </button>
              <button
                type="button"
                className="button button-ghost button-block"
                onClick={() => setDrugModal(false)}
              >
                {t('preEnrollment.drugModalCancel')}
              </button>
            </div>
          </Dialog>
        )}
      </>
    );
  }
  return (
    <Question
      n={5}
      title={t('preEnrollment.q5')}
      options={yesNo}
      value={draft.ready}
      onChange={(v) => set({ ready: v })}
      onBack={back}
      onContinue={() => next(5)}
      busy={submit.isPending}
      continueLabel={submit.isPending ? t('preEnrollment.sending') : t('preEnrollment.submit')}
    >
      {draft.ready === false && (
        <>
          <TextField
            id="pe-month"
            inputMode="numeric"
            label={t('preEnrollment.month')}
            value={draft.month}
            onChange={(v) => set({ month: v })}
            error={errors.month}
          />
          <TextField
            id="pe-year"
            inputMode="numeric"
            label={t('preEnrollment.year')}
            value={draft.year}
            onChange={(v) => set({ year: v })}
            error={errors.year}
          />
          <div className="field">
            <label htmlFor="pe-reason">{t('preEnrollment.reason')}</label>
            <textarea
              id="pe-reason"
              value={draft.schoolStatus}
              maxLength={500}
              onChange={(e) => set({ schoolStatus: e.target.value })}
            />
          </div>
        </>
      )}
    </Question>
  );
}

/** Schedule-a-call (spec 001 §2): book a 5-10 minute call; the button marks pre_enrollment done. */
function ScheduleCall({ name, email, phone }: { name: string; email: string; phone: string }) {
  const [open, setOpen] = useState(false);
  const done = useConfirmCallScheduled();
  const navigate = useNavigate();
  return (
    <section className="card">
      <h1>{t('preEnrollment.callTitle')}</h1>
      <p>{t('preEnrollment.callBody')}</p>
      <p className="shown">{t('preEnrollment.callDetails', { name, email, phone: formatUsPhone(phone) })}</p>
      <div className="upload-actions">
        <button type="button" className="button button-secondary button-block" onClick={() => setOpen(true)}>
          {t('preEnrollment.callBook')}
        </button>
        <button
          type="button"
          className="button button-primary button-block"
          disabled={done.isPending}
          onClick={() =>
            done.mutate(undefined, {
              onSuccess: () => void navigate('/program/school'),
            })
          }
        >
          {t('preEnrollment.callDone')}
        </button>
      </div>
      {open && <CallSlots onClose={() => setOpen(false)} />}
    </section>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Chicago',
    timeZoneName: 'short',
  });

/** The scheduling modal: the next open times for the call, booked through the booking service. */
function CallSlots({ onClose }: { onClose: () => void }) {
  const slots = useCoachCallSlots();
  const book = useBookCoachCall();
  const [choice, setChoice] = useState<string | null>(null);
  const booked = slots.data?.find((s) => s.rsvp) ?? null;
  return (
    <Dialog title={t('preEnrollment.scheduleTitle')} onClose={onClose}>
      {booked && (
        <p role="status" className="upload-state">
          {t('preEnrollment.callBooked', { when: when(booked.startTime) })}
        </p>
      )}
      {slots.isPending ? (
        <p>{t('common.loading')}</p>
      ) : slots.isError || !slots.data?.length ? (
        <>
          <p>{t('preEnrollment.scheduleBody')}</p>
          <p>
            <CallUsLink className="button button-primary button-block" />
          </p>
        </>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (choice) book.mutate(choice);
          }}
        >
          <fieldset className="options">
            <legend>{t('preEnrollment.chooseTime')}</legend>
            {slots.data.slice(0, 8).map((s) => (
              <label key={s.startTime} className="option">
                <input
                  type="radio"
                  name="call-time"
                  checked={choice === s.startTime}
                  onChange={() => setChoice(s.startTime)}
                />
                {when(s.startTime)}
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={!choice || book.isPending}
          >
            {t('preEnrollment.bookTime')}
          </button>
        </form>
      )}
      <p className="muted">{t('product.coachHours')}</p>
    </Dialog>
  );
}
