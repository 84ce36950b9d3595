import { t } from '@shared/i18n';
import { Dialog } from '@client/ui/Dialog';
import { useSignOut } from './use-sign-out';

/** Spec 000 §2 "sessionExpired": must be acknowledged; it clears the session and returns to login. */
export function SessionExpiredModal() {
  const signOut = useSignOut();
  return (
    <Dialog
      title={t('session.expired')}
      onClose={() => void signOut()}
      dismissible={false}
      className="dialog-small"
    >
      <button type="button" className="button button-primary button-block" onClick={() => void signOut()}>
        {t('session.understand')}
      </button>
    </Dialog>
  );
}
