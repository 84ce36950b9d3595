import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { recordPageView } from '@shared/contracts/telemetry.endpoints';
import { isInstructor } from '@shared/domain/menu';
import { defaultPath, isPathAllowed } from '@shared/domain/program';
import { t } from '@shared/i18n';
import { useFirstLoadEmailRating } from '@client/features/account/first-load-rating';
import { useSession, viewerOf } from '@client/lib/session';
import { followAccountLocale } from '@client/lib/locale';
import { call } from '@client/lib/api';
import { takePendingLocation } from '@client/lib/pending-location';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { Redirect } from '@client/lib/redirect';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineBanner, OfflineScreen } from './OfflineBanner';
import { ModalHost } from './ModalHost';

/**
 * The authenticated wrapper (spec 001 §2 "Route gating"): loading screen, redirect to /login without a
 * session, redirect to the status's default path when the path is not theirs, then header, page, footer,
 * and one page view per navigation. `frame="own"` keeps the gating and modals but leaves header, footer
 * and help button to the page (the staff console draws its own frame).
 */
export default function Layout({ frame = 'student' }: { frame?: 'student' | 'own' }) {
  const { data: user, isPending, error, fetchStatus, refetch, dataUpdatedAt } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const lastViewed = useRef<string | null>(null);
  const allowed = user ? isPathAllowed(viewerOf(user), location.pathname) : false;
  useFirstLoadEmailRating(allowed ? user : null);

  // The account's language wins once the server has answered in this page (a copy kept on the phone may
  // predate a change): a new device shows the student's language after sign-in (decision 028).
  const accountLocale =
    user?.role === 'student' && dataUpdatedAt >= performance.timeOrigin ? user.locale : null;
  useEffect(() => followAccountLocale(accountLocale), [accountLocale]);

  useEffect(() => {
    if (!user || !allowed || lastViewed.current === location.pathname) return;
    lastViewed.current = location.pathname;
    call(recordPageView, { body: { path: location.pathname } }).catch(() => {});
  }, [user, allowed, location.pathname]);

  // A new screen moves focus to its content, as a page load would. Not on the first screen: the browser
  // starts at the top by itself, and focusing forces a layout while a slow phone is still busy loading.
  const navigated = useRef(false);
  useEffect(() => {
    if (!navigated.current) {
      navigated.current = true;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname]);

  // A content-page button set where to go once back on the default path; go there if it is allowed.
  useEffect(() => {
    if (!user || location.pathname !== defaultPath(viewerOf(user))) return;
    const pending = takePendingLocation();
    if (pending && pending !== location.pathname && isPathAllowed(viewerOf(user), pending)) navigate(pending);
  }, [user, location.pathname, navigate]);

  // Only the server's 401 signs a student out; no signal and no kept copy is said as such.
  const noSignal = (error as { status?: number } | null)?.status === 0 || fetchStatus === 'paused';
  if (!user && noSignal) return <OfflineScreen onRetry={() => void refetch()} />;
  if (isPending) return <LoadingScreen />;
  if (!user) return <Redirect to="/login" />;
  const viewer = viewerOf(user);
  if (!allowed) return <Redirect to={defaultPath(viewer)} />;
  const instructor = user.status !== null && isInstructor(user.status);
  const showHelp = !instructor && viewer.role === 'student' && user.status !== '99_Withdrew';

  if (frame === 'own') {
    return (
      <>
        <Outlet />
        <ModalHost user={user} />
      </>
    );
  }

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header homePath={defaultPath(viewer)} showHelp={showHelp} />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer instructor={instructor} />
      <ModalHost user={user} />
    </div>
  );
}
