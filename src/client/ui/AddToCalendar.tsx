import { buildIcs, icsFileName, type CalendarEvent } from '@shared/domain/ics';
import { t } from '@shared/i18n';
import '@shared/messages/calendar';

/** "Add to calendar": downloads an .ics file of the booking, which phones open in their calendar app. */
export function AddToCalendar({ event }: { event: CalendarEvent }) {
  const download = () => {
    const blob = new Blob([buildIcs(event)], { type: 'text/calendar;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = icsFileName(event.summary);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button type="button" className="button button-secondary" onClick={download}>
      {t('calendar.add')}
    </button>
  );
}
