import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { listQuizScores } from '@shared/contracts/learning.endpoints';
import { t } from '@shared/i18n';
import { call } from '@client/lib/api';
import { programStepsQuery, useCompletions } from '@client/lib/progress';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { StepActions } from '@client/ui/StepActions';
import '../learning.css';
import { LoadError } from '@client/ui/LoadError';
import '@shared/messages/learning';
import '@shared/messages/steps';

interface ClassState {
  key: string;
  name: string;
  url: string;
  watched: boolean;
  passed: boolean;
  best: number | null;
}

/**
 * The permit study hub (permit and on-hold "study" steps): each permit class with whether its class was
 * done and its test passed, the best test score, and the next thing to do, from the learning records.
 */
export default function PermitStudyPage({ url, backTo }: { url: string; backTo: string }) {
  const steps = useQuery(programStepsQuery('prepermit'));
  const done = useCompletions();
  const scores = useQuery({ queryKey: ['quizzes', 'scores'], queryFn: () => call(listQuizScores, {}) });

  if (steps.isPending || done.isPending || scores.isPending) return <LoadingScreen />;
  if (steps.isError || done.isError || scores.isError)
    return (
      <LoadError
        message={t('learning.loadFailed')}
        onRetry={() => {
          for (const q of [steps, done, scores]) if (q.isError) void q.refetch();
        }}
        retrying={steps.isFetching || done.isFetching || scores.isFetching}
      />
    );

  const completed = new Set(done.data.map((c) => c.url));
  const classes: ClassState[] = steps.data
    .filter((s) => s.type === 'video')
    .map((s) => {
      const key = s.url.split('/').pop()!;
      const tests = scores.data.filter((r) => r.assessmentName === key && r.kind === 'test');
      return {
        key,
        name: s.name.replace(/^Take the\s+/i, '').replace(/\s+class$/i, ''),
        url: s.url,
        watched: completed.has(s.url),
        passed: completed.has(`${s.url}/test`),
        best: tests.length ? Math.max(...tests.map((r) => r.score)) : null,
      };
    });
  const next = classes.find((c) => !c.watched || !c.passed) ?? null;

  return (
    <section className="learning step-page">
      <h1>{t('steps.studyTitle')}</h1>
      <p className="learning-lead">{t('steps.studyLead')}</p>
      {next ? (
        <p className="card" role="status">
          <strong>{next.name}</strong>:{' '}
          <Link to={next.watched ? `${next.url}/test` : next.url}>
            {next.watched ? t('steps.nextTest') : t('steps.nextWatch')}
          </Link>
        </p>
      ) : (
        <p className="card" role="status">
          {t('steps.allPassed')}
        </p>
      )}
      <ul className="study-classes">
        {classes.map((c) => (
          <li key={c.key} className="card">
            <h2>{c.name}</h2>
            <p>{c.watched ? t('steps.classWatched') : t('steps.classNotWatched')}</p>
            <p>
              {c.passed
                ? c.best !== null
                  ? t('steps.testPassed', { score: c.best })
                  : t('steps.testPassedNoScore')
                : c.best !== null
                  ? `${t('steps.testNotPassed')}. ${t('steps.bestScore', { score: c.best })}`
                  : t('steps.testNotPassed')}
            </p>
            <p className="button-row">
              <Link className="button button-secondary" to={c.url}>
                {c.watched ? t('steps.nextPractice') : t('steps.nextWatch')}
              </Link>
              <Link className="button button-ghost" to={`${c.url}/test`}>
                {t('steps.nextTest')}
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/program/prepermit/practice_test">{t('steps.practiceAll')}</Link>
      </p>
      <StepActions url={url} backTo={backTo} />
    </section>
  );
}
