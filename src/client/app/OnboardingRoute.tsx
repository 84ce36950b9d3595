import { useQuery } from '@tanstack/react-query';
import { completedBy } from '@shared/domain/progress';
import { t } from '@shared/i18n';
import { useVideoProgress } from '../features/learning/api/videos';
import { VideoPlayer } from '../features/learning/components/VideoPlayer';
import { programStepsQuery, useCompletions } from '../lib/progress';
import OnboardingPage from '../features/school/pages/OnboardingPage';
import { LoadingScreen } from '../ui/LoadingScreen';
import '@shared/messages/learning';

const passed = { kind: 'quizPassed', key: 'onboarding' } as const;

/**
 * The school phase's onboarding screen with the learning area's player and the server's progress: the quiz
 * counts as passed once a school step declared to complete by it is done.
 */
export default function OnboardingRoute({ variant }: { variant: 'enrollment' | 'onboarding' }) {
  const progress = useVideoProgress('onboarding');
  const completions = useCompletions();
  const steps = useQuery(programStepsQuery('school'));
  if (progress.isPending || completions.isPending || steps.isPending) return <LoadingScreen />;
  const done = new Set((completions.data ?? []).map((c) => c.url));
  const quizPassed = (steps.data ?? []).some((s) => done.has(s.url) && completedBy(s.completes, passed));
  return (
    <OnboardingPage
      variant={variant}
      watched={progress.data?.completed ?? false}
      quizPassed={quizPassed}
      player={<VideoPlayer video="onboarding" title={t('learning.videoTitles.onboarding')} />}
    />
  );
}
