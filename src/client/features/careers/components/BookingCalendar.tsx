import { useMemo, useState, type FormEvent } from 'react';
import type { SessionUser } from '@shared/contracts/user';
import { timeZoneOfState, type EventTypeName } from '@shared/domain/careers';
import { t } from '@shared/i18n';
import { Field } from '@client/ui/Field';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useBook, useSlots } from '../api/careers';

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/**
 * The booking calendar (spec 000 §2 "Scheduler"): open days and times in the student's time zone, and the
 * booking form prefilled with name, e-mail and phone (with +1).
 */
export function BookingCalendar({
  eventType,
  user,
  onBooked,
}: {
  eventType: EventTypeName;
  user: SessionUser;
  onBooked?: () => void;
}) {
  const slots = useSlots(eventType);
  const book = useBook(eventType);
  const timeZone = timeZoneOfState(user.state);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [name, setName] = useState(user.fullName);
  const [phone, setPhone] = useState(`+1${digits(user.phone)}`);
  const [error, setError] = useState<string | null>(null);

  const open = useMemo(() => (slots.data ?? []).filter((s) => !s.rsvp), [slots.data]);
  const days = useMemo(() => {
    const out = new Map<string, string>();
    for (const s of open) {
      const key = new Date(s.startTime).toLocaleDateString('en-CA', { timeZone });
      if (!out.has(key))
        out.set(
          key,
          new Date(s.startTime).toLocaleDateString('en-US', {
            timeZone,
            weekday: 'short',
            month: 'short',
            day: 'numeric',
          }),
        );
    }
    return [...out.entries()];
  }, [open, timeZone]);
  const chosenDay = day ?? days[0]?.[0] ?? null;
  const times = open.filter(
    (s) => new Date(s.startTime).toLocaleDateString('en-CA', { timeZone }) === chosenDay,
  );
  const zoneName =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!time) return setError(t('careers.chooseTime'));
    const ten = digits(phone);
    if (ten.length !== 10) return setError(t('auth.phoneInvalid'));
    if (!name.trim()) return setError(t('careers.yourName'));
    setError(null);
    book.mutate(
      { startTime: time, name: name.trim(), email: user.email, phone: `+1${ten}`, userId: user.uuid },
      { onSuccess: () => onBooked?.() },
    );
  };

  if (slots.isPending) return <LoadingScreen label={t('common.loading')} />;
  if (slots.isError) return <p role="alert">{t('errors.internal')}</p>;
  if (open.length === 0) return <p>{t('careers.noTimes')}</p>;

  return (
    <form className="booking-calendar" onSubmit={submit} noValidate>
      <h3>{t('careers.calendarTitle')}</h3>
      <p className="field-hint">{t('careers.timesIn', { zone: zoneName })}</p>
      <fieldset className="options day-options">
        <legend>{t('careers.day')}</legend>
        {days.map(([key, label]) => (
          <label key={key} className="option">
            <input
              type="radio"
              name={`${eventType}-day`}
              value={key}
              checked={chosenDay === key}
              onChange={() => {
                setDay(key);
                setTime(null);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="options time-options">
        <legend>{t('careers.time')}</legend>
        {times.map((s) => (
          <label key={s.startTime} className="option">
            <input
              type="radio"
              name={`${eventType}-time`}
              value={s.startTime}
              checked={time === s.startTime}
              onChange={() => setTime(s.startTime)}
            />
            {new Date(s.startTime).toLocaleTimeString('en-US', {
              timeZone,
              hour: 'numeric',
              minute: '2-digit',
            })}
          </label>
        ))}
      </fieldset>
      <Field
        label={t('careers.yourName')}
        value={name}
        autoComplete="name"
        onChange={(e) => setName(e.target.value)}
      />
      <Field label={t('careers.yourEmail')} value={user.email} readOnly type="email" />
      <Field
        label={t('careers.yourPhone')}
        hint={t('careers.phoneHint')}
        value={phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        onChange={(e) => setPhone(e.target.value)}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={book.isPending}>
        {book.isPending ? t('careers.booking') : t('careers.book')}
      </button>
    </form>
  );
}
