import { useState } from 'react';
import { formatDateTime } from '@shared/domain/format';
import { t } from '@shared/i18n';
import { AddToCalendar } from '@client/ui/AddToCalendar';
import { LoadError } from '@client/ui/LoadError';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useBookTrivia, useCancelTrivia, useTriviaSessions } from '../api/trivia';
import '@shared/messages/trivia';
import { ScriptForm } from '@client/ui/ScriptForm';

/** In the program's time zone with its name, whatever the phone's own zone. */
const when = (iso: string) => formatDateTime(iso);

/** Sign up for, move or cancel a 1-hour Trucking Trivia study session: the modal's and the step screen's body. */
export function TriviaBooking() {
  const sessions = useTriviaSessions();
  const book = useBookTrivia();
  const cancel = useCancelTrivia();
  const booked = sessions.data?.find((s) => s.rsvp) ?? null;
  const [choice, setChoice] = useState<string | null>(null);
  const busy = book.isPending || cancel.isPending;

  return (
    <>
      {sessions.isPending ? (
        <LoadingScreen label={t('common.loading')} />
      ) : sessions.isError ? (
        <LoadError message={t('trivia.loadFailed')} query={sessions} />
      ) : (
        <>
          {booked && (
            <div className="card" role="status">
              <p>{t('trivia.signedUp', { when: when(booked.startTime) })}</p>
              {booked.location.joinUrl && (
                <p>
                  <a href={booked.location.joinUrl} target="_blank" rel="noreferrer">
                    {t('trivia.join')}
                  </a>
                </p>
              )}
              <div className="thumb-actions">
                <AddToCalendar
                  event={{
                    uid: `trivia-${booked.attendanceId ?? booked.startTime}`,
                    start: new Date(booked.startTime),
                    end: new Date(new Date(booked.startTime).getTime() + booked.durationMinutes * 60_000),
                    summary: t('trivia.title'),
                    description: t('trivia.intro'),
                    ...(booked.location.joinUrl
                      ? { location: booked.location.joinUrl, url: booked.location.joinUrl }
                      : {}),
                  }}
                />
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={busy}
                  onClick={() => cancel.mutate(booked.attendanceId!)}
                >
                  {t('trivia.cancel')}
                </button>
              </div>
            </div>
          )}
          {sessions.data.length === 0 ? (
            <p>{t('trivia.none')}</p>
          ) : (
            <ScriptForm
              onSubmit={(e) => {
                e.preventDefault();
                if (choice) book.mutate(choice, { onSuccess: () => setChoice(null) });
              }}
            >
              <fieldset className="options">
                <legend>{t('trivia.choose')}</legend>
                <p className="field-hint">{t('trivia.timesIn')}</p>
                {sessions.data
                  .filter((s) => !s.rsvp)
                  .map((s) => (
                    <label key={s.startTime} className="option">
                      <input
                        type="radio"
                        name="session"
                        value={s.startTime}
                        checked={choice === s.startTime}
                        onChange={() => setChoice(s.startTime)}
                      />
                      {when(s.startTime)}
                    </label>
                  ))}
              </fieldset>
              <button type="submit" className="button button-primary button-block" disabled={!choice || busy}>
                {busy ? t('trivia.saving') : booked ? t('trivia.reschedule') : t('trivia.signUp')}
              </button>
            </ScriptForm>
          )}
        </>
      )}
    </>
  );
}
