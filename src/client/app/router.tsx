import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { BOOKINGS_PATH, BOOKINGS_SHORT_PATH } from '@shared/domain/short-links';
import { permitQuizzes } from '@shared/domain/learning';
import { defaultPath } from '@shared/domain/program';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { useSession, viewerOf } from '../lib/session';
import { LoadingScreen } from '../ui/LoadingScreen';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { SessionWatcher } from './SessionWatcher';
import { PartReady, RootReady, usePagePart } from '@client/lib/hydration';
import { Redirect } from '@client/lib/redirect';
import { ShortLink } from './ShortLink';
import { CoachCallSlot } from './coach-call-slot';
import { endorsementPayout } from './endorsement-payout-slot';
import { rideButton } from './ride-slot';
import { useSignOut } from './shell/use-sign-out';
import { withLanguage } from '../lib/locale';
import { screen } from './lazy-screen';

// Everything behind sign-in loads on demand, so the login screen stays small on prepaid data.
const Layout = screen(() => import('./shell/Layout'));
const StagePage = screen(() => import('../features/program/pages/StagePage'));
const StepRoute = screen(() => import('./StepRoute'));
const ProgramScreen = screen(() => import('../features/program/pages/ProgramScreen'));
const WithdrawnPage = screen(() => import('../features/program/pages/WithdrawnPage'));
const StaticPage = screen(() => import('../features/content/pages/StaticPage'));
const WorkforcePage = screen(() => import('../features/content/pages/WorkforcePage'));
const StaffLayout = screen(() => import('../features/staff/pages/StaffLayout'));
const StaffHome = screen(() => import('../features/staff/pages/StaffHome'));
const StaffStudentPage = screen(() => import('../features/staff/pages/StudentPage'));
const StaffTicketsPage = screen(() => import('../features/staff/pages/TicketsPage'));
const StaffAuditPage = screen(() => import('../features/staff/pages/AuditPage'));
const StaffRepliesPage = screen(() => import('../features/staff/pages/RepliesPage'));
const StaffEnrolPage = screen(() => import('../features/staff/pages/EnrolPage'));
const StaffSchoolsPage = screen(() => import('../features/staff/pages/SchoolsPage'));
const StaffBoardsPage = screen(() => import('../features/staff/pages/BoardsPage'));
const StaffJobListingsPage = screen(() => import('../features/staff/pages/JobListingsPage'));
const StaffTeamPage = screen(() => import('../features/staff/pages/TeamPage'));
const StaffOutcomesPage = screen(() => import('../features/staff/pages/OutcomesPage'));
const DocumentsPage = screen(() => import('../features/documents/pages/DocumentsPage'));
const UploadHubPage = screen(() => import('../features/documents/pages/UploadHubPage'));
const UploadPage = screen(() => import('../features/documents/pages/UploadPage'));
const AnalyzeEmailPage = screen(() => import('../features/analysis/pages/AnalyzeEmailPage'));
const AccountPage = screen(() => import('../features/account/pages/AccountPage'));
const ChangeEmailPage = screen(() => import('../features/account/pages/ChangeEmailPage'));
const ChangePhonePage = screen(() => import('../features/account/pages/ChangePhonePage'));
const ProfilePhotoPage = screen(() => import('../features/account/pages/ProfilePhotoPage'));
const ReviewQueuePage = screen(() => import('../features/documents/pages/ReviewQueuePage'));
const StipendPage = screen(() => import('../features/stipends/pages/StipendPage'));
const FindPlacesPage = screen(() => import('../features/locations/pages/FindPlacesPage'));
const LocationsPage = screen(() => import('../features/locations/pages/LocationsPage'));
const PreEnrollmentPage = screen(() => import('../features/school/pages/PreEnrollmentPage'));
const PolicyPage = screen(() => import('../features/school/pages/PolicyPage'));
const ContractPage = screen(() => import('../features/agreement/pages/ContractPage'));
const SignPage = screen(() => import('../features/agreement/pages/SignPage'));
const StaffStipendsPage = screen(() => import('../features/stipends/pages/StaffStipendsPage'));
const StaffRidesPage = screen(() => import('../features/rides/pages/StaffRidesPage'));
const PracticePage = screen(() => import('../features/learning/pages/PracticePage'));
const TestPage = screen(() => import('../features/learning/pages/TestPage'));
const VideoClassPage = screen(() => import('../features/learning/pages/VideoClassPage'));
const PretripStudyPage = screen(() => import('../features/learning/pages/PretripStudyPage'));
const PracticeTestPage = screen(() => import('../features/learning/pages/PracticeTestPage'));
const OnboardingRoute = screen(() => import('./OnboardingRoute'));
const StepInfoPage = screen(() => import('../features/content/pages/StepInfoPage'));
const CoachStepPage = screen(() => import('../features/program/pages/CoachStepPage'));
const PrivacyAgreementPage = screen(() => import('../features/school/pages/PrivacyAgreementPage'));
const RidesInfoPage = screen(() => import('../features/rides/pages/RidesInfoPage'));
const TriviaStepPage = screen(() => import('../features/classes/pages/TriviaStepPage'));
const CareerPath = lazy(() =>
  withLanguage(import('../features/careers/components/CareerPath')).then((m) => ({ default: m.CareerPath })),
);
const ResumePage = screen(() => import('../features/careers/pages/ResumePage'));
const EndorsementsPage = screen(() => import('../features/documents/pages/EndorsementsPage'));
const SpeakYourWorthPage = screen(() => import('../features/careers/pages/SpeakYourWorthPage'));
const CommunityPage = screen(() => import('../features/program/pages/CommunityPage'));
const CareerServicesRoute = screen(() => import('./CareerServicesRoute'));
const CoachPage = screen(() => import('../features/careers/pages/CoachPage'));
const MeetingPage = screen(() => import('../features/careers/pages/MeetingPage'));
const WorkshopSessions = screen(() => import('../features/careers/pages/WorkshopSessions'));
const BookingPage = screen(() => import('../features/careers/pages/BookingPage'));
const BookingsPage = screen(() => import('../features/careers/pages/BookingsPage'));
const JobBoardPage = screen(() => import('../features/careers/pages/JobBoardPage'));
const ProfessionalEmailPage = screen(() => import('../features/careers/pages/ProfessionalEmailPage'));
const PayoutPage = screen(() => import('../features/payouts/pages/PayoutPage'));
const StaffPayoutsPage = screen(() => import('../features/payouts/pages/StaffPayoutsPage'));
const InterviewAgentPage = screen(() => import('../features/analysis/pages/InterviewAgentPage'));

/** A page outlet: an error in the page shows a retry and the phone instead of a blank outlet. */
function PageOutlet({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  usePagePart();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingScreen />}>
        {children}
        <PartReady />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const page = (node: ReactNode) => <PageOutlet>{node}</PageOutlet>;

/** The staff console's own frame, given the sign-out that lives with the app shell. */
function StaffFrame() {
  const signOut = useSignOut();
  return <StaffLayout onSignOut={() => void signOut()} />;
}

/** Any other path: the login screen, or the default path when signed in (spec 000 §2 "Routes"). */
function Fallback() {
  const { data: user, isPending } = useSession();
  if (isPending) return <LoadingScreen />;
  return <Redirect to={user ? defaultPath(viewerOf(user)) : '/login'} />;
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
        <Route path="/first-90-days" element={page(<StaticPage name="first-90-days" />)} />
        <Route path="/sign/:token" element={page(<SignPage />)} />
        <Route path={BOOKINGS_SHORT_PATH} element={<ShortLink to={BOOKINGS_PATH} />} />
        <Route element={page(<Layout />)}>
          <Route path="/program/withdrawn" element={page(<WithdrawnPage />)} />
          <Route path="/program/documents" element={page(<DocumentsPage />)} />
          <Route path="/program/documents/upload" element={page(<UploadHubPage />)} />
          <Route path="/program/documents/upload/:folder" element={page(<UploadPage />)} />
          <Route path="/program/school/stipend/:week" element={page(<StipendPage />)} />
          <Route path="/program/permit/find_dmv" element={page(<FindPlacesPage type="dmv" />)} />
          <Route path="/program/permit/find_dot_clinic" element={page(<FindPlacesPage type="dotClinic" />)} />
          <Route path="/program/locations" element={page(<LocationsPage />)} />
          <Route path="/program/school/pre_enrollment" element={page(<PreEnrollmentPage />)} />
          <Route path="/program/school/contract" element={page(<ContractPage />)} />
          <Route
            path="/program/school/attendance_policy"
            element={page(<PolicyPage policy="attendance" />)}
          />
          <Route path="/program/school/training_policy" element={page(<PolicyPage policy="training" />)} />
          <Route path="/program/analyze_email" element={page(<AnalyzeEmailPage />)} />
          <Route path="/program/account" element={page(<AccountPage />)} />
          <Route path="/program/account/email" element={page(<ChangeEmailPage />)} />
          <Route path="/program/account/phone" element={page(<ChangePhonePage />)} />
          <Route path="/program/account/photo" element={page(<ProfilePhotoPage />)} />
          <Route path="/program/:screen" element={page(<StagePage rideButton={rideButton} />)} />
          <Route
            path="/program/welcome/orientation"
            element={page(
              <VideoClassPage
                video="orientation"
                titleKey="learning.orientationTitle"
                leadKey="learning.orientationLead"
                backTo="/program/welcome"
                next={{ to: '/program/welcome/orientation_quiz', labelKey: 'learning.takeOrientationQuiz' }}
              />,
            )}
          />
          <Route path="/program/welcome/orientation_quiz" element={page(<TestPage quiz="orientation" />)} />
          <Route path="/program/school/enrollment" element={page(<OnboardingRoute variant="enrollment" />)} />
          <Route path="/program/school/onboarding" element={page(<OnboardingRoute variant="onboarding" />)} />
          <Route path="/program/school/onboarding/quiz" element={page(<TestPage quiz="onboarding" />)} />
          <Route path="/program/school/pretrip_study" element={page(<PretripStudyPage />)} />
          <Route
            path="/program/school/pretrip_practice"
            element={page(<PracticePage quiz="pretrip" intro={false} />)}
          />
          <Route path="/program/school/pretrip_test" element={page(<TestPage quiz="pretrip" />)} />
          <Route path="/program/prepermit/practice_test" element={page(<PracticeTestPage />)} />
          <Route
            path="/postprogram/career_services/interview_workshop"
            element={page(
              <VideoClassPage
                video="interview_workshop"
                titleKey="learning.videoTitles.interview_workshop"
                leadKey="learning.interviewLead"
                backTo="/postprogram/career_services"
              >
                <Suspense fallback={<LoadingScreen />}>
                  <WorkshopSessions />
                </Suspense>
              </VideoClassPage>,
            )}
          />
          {permitQuizzes.flatMap((quiz) => [
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
            path="/program/welcome/meet_your_coach"
            element={page(<CoachStepPage variant="meet" scheduler={<CoachCallSlot />} />)}
          />
          <Route
            path="/program/onhold/talk_to_coach"
            element={page(<CoachStepPage variant="talk" scheduler={<CoachCallSlot />} />)}
          />
          <Route path="/program/welcome/privacy_agreement" element={page(<PrivacyAgreementPage />)} />
          <Route path="/program/welcome/rides" element={page(<RidesInfoPage />)} />
          <Route path="/program/prepermit/trucking_trivia" element={page(<TriviaStepPage />)} />
          <Route
            path="/program/:screen/:subscreen/:microscreen?/:submicroscreen?"
            element={page(<StepRoute />)}
          />
          <Route path="/postprogram" element={page(<CareerServicesRoute home />)} />
          <Route
            path="/postprogram/welcome"
            element={page(<StepInfoPage backTo="/postprogram" aside={<CareerPath />} />)}
          />
          <Route path="/postprogram/career_services" element={page(<CareerServicesRoute home={false} />)} />
          <Route path="/postprogram/career_services/know_career_coach" element={page(<CoachPage />)} />
          <Route path="/meet/:id" element={page(<MeetingPage />)} />
          <Route path={BOOKINGS_PATH} element={page(<BookingsPage />)} />
          <Route path="/postprogram/career_services/bookings/:id" element={page(<BookingPage />)} />
          <Route path="/postprogram/career_services/job_board" element={page(<JobBoardPage />)} />
          <Route
            path="/postprogram/career_services/professional_email"
            element={page(<ProfessionalEmailPage />)}
          />
          <Route path="/postprogram/career_services/profile_photo" element={page(<ProfilePhotoPage />)} />
          <Route path="/postprogram/career_services/payout/:reason" element={page(<PayoutPage />)} />
          <Route path="/postprogram/career_services/interview_agent" element={page(<InterviewAgentPage />)} />
          <Route path="/postprogram/community" element={page(<CommunityPage />)} />
          <Route path="/postprogram/career_services/resume" element={page(<ResumePage />)} />
          <Route
            path="/postprogram/career_services/endorsements"
            element={page(<EndorsementsPage payout={endorsementPayout} />)}
          />
          <Route
            path="/postprogram/career_services/speak_your_worth"
            element={page(<SpeakYourWorthPage />)}
          />
          <Route path="/postprogram/:screen/:subscreen?" element={page(<ProgramScreen />)} />
          <Route path="/workforce/*" element={page(<WorkforcePage />)} />
        </Route>
        <Route element={page(<Layout frame="own" />)}>
          <Route path="/staff" element={page(<StaffFrame />)}>
            <Route index element={page(<StaffHome />)} />
            <Route path="students/:id" element={page(<StaffStudentPage />)} />
            <Route path="documents" element={page(<ReviewQueuePage />)} />
            <Route path="stipends" element={page(<StaffStipendsPage />)} />
            <Route path="payouts" element={page(<StaffPayoutsPage />)} />
            <Route path="rides" element={page(<StaffRidesPage />)} />
            <Route path="tickets" element={page(<StaffTicketsPage />)} />
            <Route path="audit" element={page(<StaffAuditPage />)} />
            <Route path="replies" element={page(<StaffRepliesPage />)} />
            <Route path="enrol" element={page(<StaffEnrolPage />)} />
            <Route path="schools" element={page(<StaffSchoolsPage />)} />
            <Route path="boards" element={page(<StaffBoardsPage />)} />
            <Route path="jobs" element={page(<StaffJobListingsPage />)} />
            <Route path="team" element={page(<StaffTeamPage />)} />
            <Route path="outcomes" element={page(<StaffOutcomesPage />)} />
            <Route path="*" element={<Redirect to="/staff" />} />
          </Route>
        </Route>
        <Route path="*" element={<Fallback />} />
      </Routes>
      {/* After the routes: its effect runs once theirs have counted the page's parts. */}
      <RootReady />
    </>
  );
}
