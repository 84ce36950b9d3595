import { useState } from 'react';
import { officeHours } from '@shared/domain/program-settings';
import { useNavigate } from 'react-router';
import { formatDateTime, formatPhone } from '@shared/domain/format';
import { t } from '@shared/i18n';
import { CallUsLink } from '@client/ui/CallUsLink';
import { Dialog } from '@client/ui/Dialog';
import { useBookCoachCall, useCoachCallSlots, useConfirmCallScheduled } from '../api/school';
import '@shared/messages/pre-enrollment';
import { ScriptForm } from '@client/ui/ScriptForm';

/** Schedule-a-call (spec 001 §2): book a 5-10 minute call; the button marks pre_enrollment done. */
export function ScheduleCall({ name, email, phone }: { name: string; email: string; phone: string }) {
  const [open, setOpen] = useState(false);
  const done = useConfirmCallScheduled();
  const navigate = useNavigate();
  return (
    <section className="card">
      <h1>{t('preEnrollment.callTitle')}</h1>
      <p>{t('preEnrollment.callBody')}</p>
      <p className="shown">{t('preEnrollment.callDetails', { name, email, phone: formatPhone(phone) })}</p>
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

/** In the program's time zone with its name (the portal's one date-time format). */
const when = (iso: string) => formatDateTime(iso);

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
        <ScriptForm
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
        </ScriptForm>
      )}
      <p className="muted">{officeHours()}</p>
    </Dialog>
  );
}
