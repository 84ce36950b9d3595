import { t } from '@shared/i18n';
import { Dialog } from '@client/ui/Dialog';
import { TriviaBooking } from './TriviaBooking';
import '@shared/messages/trivia';

/** Sign up for, move or cancel a 1-hour Trucking Trivia study session (spec 000 §2 "Modals"). */
export function TruckingTriviaModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t('trivia.title')} onClose={onClose}>
      <p>{t('trivia.intro')}</p>
      <TriviaBooking />
    </Dialog>
  );
}
