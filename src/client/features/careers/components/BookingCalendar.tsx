import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { SessionUser } from '@shared/contracts/user';
import { timeZoneOfState, type EventTypeName } from '@shared/domain/careers';
import { formatDate, formatTime, formatWeekday } from '@shared/domain/format';
import { t } from '@shared/i18n';
import { Field } from '@client/ui/Field';
import { FieldError, invalidProps } from '@client/ui/FieldError';
import { LoadError } from '@client/ui/LoadError';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useBook, useSlots } from '../api/careers';
import '@shared/messages/careers';
import { ScriptForm } from '@client/ui/ScriptForm';

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** A time chosen, a 10-digit US phone and a name. */
const schema = z.object({
  time: z.string().min(1, t('careers.chooseTime')),
  name: z.string().trim().min(1, t('careers.yourName')),
  phone: z.string().refine((v) => digits(v).length === 10, t('auth.phoneInvalid')),
});
type Form = z.infer<typeof schema>;

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
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: { time: '', name: user.fullName, phone: `+1${digits(user.phone)}` },
  });
  const time = watch('time');
  const setTime = (value: string) => setValue('time', value, { shouldValidate: Boolean(errors.time) });

  const open = useMemo(() => (slots.data ?? []).filter((s) => !s.rsvp), [slots.data]);
  const days = useMemo(() => {
    const out = new Map<string, string>();
    for (const s of open) {
      const key = new Date(s.startTime).toLocaleDateString('en-CA', { timeZone });
      if (!out.has(key))
        out.set(key, `${formatWeekday(s.startTime, timeZone)} ${formatDate(s.startTime, timeZone)}`);
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

  const submit = handleSubmit((form) =>
    book.mutate(
      {
        startTime: form.time,
        name: form.name,
        email: user.email,
        phone: `+1${digits(form.phone)}`,
        userId: user.uuid,
      },
      { onSuccess: () => onBooked?.() },
    ),
  );
  const timeId = `${eventType}-time`;

  if (slots.isPending) return <LoadingScreen label={t('common.loading')} />;
  if (slots.isError) return <LoadError message={t('careers.loadFailed')} query={slots} />;
  if (open.length === 0) return <p>{t('careers.noTimes')}</p>;

  return (
    <ScriptForm className="booking-calendar" onSubmit={(e) => void submit(e)} noValidate>
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
                setTime('');
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset
        className="options time-options"
        aria-describedby={invalidProps(timeId, errors.time?.message)['aria-describedby']}
      >
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
            {formatTime(s.startTime, timeZone)}
          </label>
        ))}
      </fieldset>
      <FieldError id={timeId} error={errors.time?.message} />
      <Field
        label={t('careers.yourName')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <Field label={t('careers.yourEmail')} value={user.email} readOnly type="email" />
      <Field
        label={t('careers.yourPhone')}
        hint={t('careers.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <button type="submit" className="button button-primary button-block" disabled={book.isPending}>
        {book.isPending ? t('careers.booking') : t('careers.book')}
      </button>
    </ScriptForm>
  );
}
