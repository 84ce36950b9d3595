import { LoadingScreen } from '@client/ui/LoadingScreen';
import { usePreEnrollmentState } from '../api/school';
import { PreEnrollmentWizard } from '../components/PreEnrollmentWizard';

/** Pre-enrollment at /program/school/pre_enrollment (spec 001 §2, §4 "Pre-enrollment outcome"). */
export default function PreEnrollmentPage() {
  const state = usePreEnrollmentState();
  if (state.isPending) return <LoadingScreen />;
  const atCall = Boolean(state.data && (state.data.done || state.data.outcome === 'scheduleCall'));
  return <PreEnrollmentWizard startAtCall={atCall} />;
}
