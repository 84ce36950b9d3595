import { useEffect } from 'react';
import { UNAUTHORIZED_EVENT } from '../lib/api';
import { useModals } from '@client/lib/modals';

/** Any 401 while signed in opens the sessionExpired modal (spec 001 §4 "Session expiry"). */
export function SessionWatcher() {
  const modals = useModals();
  useEffect(() => {
    const onUnauthorized = () => modals.open('sessionExpired');
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [modals]);
  return null;
}
