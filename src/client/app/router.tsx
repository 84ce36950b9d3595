import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
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
const StaffLayout = lazy(() => import('../features/staff/pages/StaffLayout'));
const StaffHome = lazy(() => import('../features/staff/pages/StaffHome'));
const StaffStudentPage = lazy(() => import('../features/staff/pages/StudentPage'));
const StaffTicketsPage = lazy(() => import('../features/staff/pages/TicketsPage'));
const StaffAuditPage = lazy(() => import('../features/staff/pages/AuditPage'));
const DocumentsPage = lazy(() => import('../features/documents/pages/DocumentsPage'));
const UploadHubPage = lazy(() => import('../features/documents/pages/UploadHubPage'));
const UploadPage = lazy(() => import('../features/documents/pages/UploadPage'));
const ReviewQueuePage = lazy(() => import('../features/documents/pages/ReviewQueuePage'));
const StipendPage = lazy(() => import('../features/stipends/pages/StipendPage'));
const StaffStipendsPage = lazy(() => import('../features/stipends/pages/StaffStipendsPage'));

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
          <Route path="/program/documents" element={page(<DocumentsPage />)} />
          <Route path="/program/documents/upload" element={page(<UploadHubPage />)} />
          <Route path="/program/documents/upload/:folder" element={page(<UploadPage />)} />
          <Route path="/program/school/stipend/:week" element={page(<StipendPage />)} />
          <Route path="/program/:screen" element={page(<StagePage />)} />
          <Route
            path="/program/:screen/:subscreen/:microscreen?/:submicroscreen?"
            element={page(<ProgramScreen />)}
          />
          <Route path="/postprogram" element={page(<StagePage screenOverride="postprogram" />)} />
          <Route path="/postprogram/:screen/:subscreen?" element={page(<ProgramScreen />)} />
          <Route path="/workforce/*" element={page(<WorkforcePage />)} />
          <Route path="/staff" element={page(<StaffLayout />)}>
            <Route index element={page(<StaffHome />)} />
            <Route path="students/:id" element={page(<StaffStudentPage />)} />
            <Route path="documents" element={page(<ReviewQueuePage />)} />
            <Route path="stipends" element={page(<StaffStipendsPage />)} />
            <Route path="tickets" element={page(<StaffTicketsPage />)} />
            <Route path="audit" element={page(<StaffAuditPage />)} />
            <Route path="*" element={<Navigate to="/staff" replace />} />
          </Route>
        </Route>
        <Route path="*" element={<Fallback />} />
      </Routes>
    </>
  );
}
