import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '@client/features/auth/api/sign-in';
import { useModals } from '@client/lib/modals';
import { forgetOfflineCopies } from '@client/lib/offline-copies';

/** Ends the session on the server, forgets every cached answer, and goes to the login screen. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const modals = useModals();
  return async () => {
    try {
      await logout();
    } catch {
      // Already signed out on the server: nothing more to do than forget locally.
    }
    modals.close();
    queryClient.clear();
    await forgetOfflineCopies();
    navigate('/login', { replace: true });
  };
}
