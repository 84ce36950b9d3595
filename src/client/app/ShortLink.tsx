import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Redirect } from '@client/lib/redirect';
import { useSession } from '@client/lib/session';
import { setPendingLocation } from '@client/lib/pending-location';
import { LoadingScreen } from '@client/ui/LoadingScreen';

/**
 * A short link from a text message (`/b`: one SMS segment has no room for a long address). Signed in, it
 * opens its screen; signed out, the sign-in page, and the screen once signed in (the shell takes the pending
 * location on the default path and goes on if the path is the student's). It carries no id of anything.
 */
export function ShortLink({ to }: { to: string }) {
  const { data: user, isPending } = useSession();
  if (isPending) return <LoadingScreen />;
  return user ? <Redirect to={to} /> : <SignInFirst then={to} />;
}

function SignInFirst({ then }: { then: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    setPendingLocation(then);
    navigate('/login', { replace: true });
  }, [then, navigate]);
  return <LoadingScreen />;
}
