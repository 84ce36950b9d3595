import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { quizNames } from '../../shared/domain/learning';
import { defaultPath } from '../../shared/domain/program';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { useSession, viewerOf } from '../lib/session';
import { LoadingScreen } from '../ui/LoadingScreen';
import { SessionWatcher } from './SessionWatcher';

// Everything behind sign-in loads on demand, so the login screen stays small on prepaid data.
const Layout = lazy(() => import('./shell/Layout'));
const StagePage = lazy(() => import('../features/program/pages/StagePage'));
const ProgramScreen = lazy(() => import('../features/program/pages/ProgramScreen'));
const WithdrawnPage = lazy(() => import('../features/program/pages/WithdrawnPage'));
const StaticPage = lazy(() => import('../features/pages/pages/StaticPage'));
const WorkforcePage = lazy(() => import('../features/content/pages/WorkforcePage'));
const StaffHome = lazy(() => import('../features/staff/pages/StaffHome'));
const PracticePage = lazy(() => import('../features/learning/pages/PracticePage'));
const TestPage = lazy(() => import('../features/learning/pages/TestPage'));

const page = (node: ReactNode) => <Suspense fallback={<LoadingScreen />}>{node}</Suspense>;

/** Any other path: the login screen, or the default path when signed in (spec 000 §2 "Routes"). */
function Fallback() {
  const { data: user, isPending } = useSession();
  if (isPending) return <LoadingScreen />;
  return <Navigate to={user ? defaultPath(viewerOf(user)) : '/login'} replace />;
}

export function AppRoutes() {
  return (
    <>
      <SessionWatcher />
      <Routes>
        <Route path="/" element={<LoginPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/privacy-policy" element={page(<StaticPage name="privacy-policy" />)} />
        <Route path="/terms-of-use" element={page(<StaticPage name="terms-of-use" />)} />
        <Route element={page(<Layout />)}>
          <Route path="/program/withdrawn" element={page(<WithdrawnPage />)} />
          <Route path="/program/:screen" element={page(<StagePage />)} />
          {quizNames.flatMap((quiz) => [
            <Route
              key={quiz}
              path={`/program/prepermit/${quiz}`}
              element={page(<PracticePage key={quiz} quiz={quiz} />)}
            />,
            <Route
              key={`${quiz}/test`}
              path={`/program/prepermit/${quiz}/test`}
              element={page(<TestPage key={quiz} quiz={quiz} />)}
            />,
          ])}
          <Route
            path="/program/:screen/:subscreen/:microscreen?/:submicroscreen?"
            element={page(<ProgramScreen />)}
          />
          <Route path="/postprogram" element={page(<StagePage screenOverride="postprogram" />)} />
          <Route path="/postprogram/:screen/:subscreen?" element={page(<ProgramScreen />)} />
          <Route path="/workforce/*" element={page(<WorkforcePage />)} />
          <Route path="/staff/*" element={page(<StaffHome />)} />
        </Route>
        <Route path="*" element={<Fallback />} />
      </Routes>
    </>
  );
}
