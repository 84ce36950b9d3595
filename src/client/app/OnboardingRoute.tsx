import { quizPlans } from '@shared/domain/learning';
import { t } from '@shared/i18n';
import { useVideoProgress } from '../features/learning/api/videos';
import { VideoPlayer } from '../features/learning/components/VideoPlayer';
import { useCompletions } from '../lib/progress';
import OnboardingPage from '../features/school/pages/OnboardingPage';
import { LoadingScreen } from '../ui/LoadingScreen';
import '@shared/messages/learning';

/** The school phase's onboarding screen with the learning area's player and the server's progress. */
export default function OnboardingRoute({ variant }: { variant: 'enrollment' | 'onboarding' }) {
  const progress = useVideoProgress('onboarding');
  const completions = useCompletions();
  if (progress.isPending || completions.isPending) return <LoadingScreen />;
  const done = new Set((completions.data ?? []).map((c) => c.url));
  return (
    <OnboardingPage
      variant={variant}
      watched={progress.data?.completed ?? false}
      quizPassed={done.has(quizPlans.onboarding.completes)}
      player={<VideoPlayer video="onboarding" title={t('learning.videoTitles.onboarding')} />}
    />
  );
}
