import { lazy, Suspense } from 'react';
import type { SessionUser } from '@shared/contracts/user';
import { t } from '@shared/i18n';
import { Dialog } from '@client/ui/Dialog';
import { withLanguage } from '@client/lib/locale';
import { useModals } from '@client/lib/modals';
import { SchoolCard } from '@client/features/program/components/SchoolCard';
import { MenuModal } from './MenuModal';
import { SessionExpiredModal } from './SessionExpiredModal';
import { useSignOut } from './use-sign-out';
import '@shared/messages/menu';
import '@shared/messages/rides';
import '@shared/messages/school';

const LeaveProgramModal = lazy(() =>
  withLanguage(import('@client/features/program/components/LeaveProgramModal')).then((m) => ({
    default: m.LeaveProgramModal,
  })),
);
const TruckingTriviaModal = lazy(() =>
  withLanguage(import('@client/features/classes/components/TruckingTriviaModal')).then((m) => ({
    default: m.TruckingTriviaModal,
  })),
);
const DocumentsReminderModal = lazy(() =>
  withLanguage(import('@client/features/documents/components/DocumentsReminderModal')).then((m) => ({
    default: m.DocumentsReminderModal,
  })),
);
const UberModal = lazy(() => withLanguage(import('@client/features/rides/components/UberModal')));
const RequestLocationForm = lazy(() =>
  withLanguage(import('@client/features/rides/components/RequestLocationForm')).then((m) => ({
    default: m.RequestLocationForm,
  })),
);
const RequestAccessForm = lazy(() =>
  withLanguage(import('@client/features/rides/components/RequestAccessForm')).then((m) => ({
    default: m.RequestAccessForm,
  })),
);
const HelpChat = lazy(() =>
  withLanguage(import('@client/features/helpdesk/components/HelpChat')).then((m) => ({
    default: m.HelpChat,
  })),
);

/** Renders the open modal by key. */
export function ModalHost({ user }: { user: SessionUser }) {
  const { current, close } = useModals();
  if (!current) return null;
  if (current === 'sessionExpired') return <SessionExpiredModal />;
  if (current === 'menu' && user.status) return <MenuModal user={{ ...user, status: user.status }} />;
  if (current === 'menu') return <StaffMenu onClose={close} />;
  if (current === 'leaveProgram') return <LeaveModal onClose={close} />;
  // The stage page that offers the first-hand video (or the checklist tip) renders it, as it knows which
  // one and its flag.
  if (current === 'firsthandCdla' || current === 'checklistTip') return null;
  if (current === 'schoolDirections') {
    return (
      <Dialog title={t('school.title')} onClose={close}>
        <SchoolCard school={user.school} />
      </Dialog>
    );
  }
  if (current === 'truckingTrivia') {
    return (
      <Suspense fallback={null}>
        <TruckingTriviaModal onClose={close} />
      </Suspense>
    );
  }
  if (current === 'documentsReminder') {
    return (
      <Suspense fallback={null}>
        <DocumentsReminderModal onClose={close} />
      </Suspense>
    );
  }
  if (current === 'Uber') {
    return (
      <Suspense fallback={null}>
        <UberModal onClose={close} />
      </Suspense>
    );
  }
  if (current === 'requestUberAccess' || current === 'requestApprovedLocation') {
    const access = current === 'requestUberAccess';
    return (
      <Dialog title={access ? t('rides.accessTitle') : t('rides.locationTitle')} onClose={close}>
        <Suspense fallback={null}>{access ? <RequestAccessForm /> : <RequestLocationForm />}</Suspense>
      </Dialog>
    );
  }
  if (current === 'helpChat') {
    return (
      <Suspense fallback={null}>
        <HelpChat onClose={close} />
      </Suspense>
    );
  }
  // Every key has its modal: a new key that is not handled above fails the build here.
  const unhandled: never = current;
  return unhandled;
}

function StaffMenu({ onClose }: { onClose: () => void }) {
  const signOut = useSignOut();
  return (
    <Dialog title={t('menu.title')} onClose={onClose}>
      <button type="button" className="menu-item" onClick={() => void signOut()}>
        {t('menu.logout')}
      </button>
    </Dialog>
  );
}

/** Leaving ends the session on the server; here we forget it locally and return to login. */
function LeaveModal({ onClose }: { onClose: () => void }) {
  const signOut = useSignOut();
  return (
    <Suspense fallback={null}>
      <LeaveProgramModal onClose={onClose} onLeft={() => void signOut()} />
    </Suspense>
  );
}
