import type { StudentQuiz } from '@shared/contracts/staff';
import { PASS_SCORE } from '@shared/domain/learning';
import { t } from '@shared/i18n';
import { day } from './format';
import '@shared/messages/learning';
import '@shared/messages/staff';
import { RecordList, StudentCard } from './StudentCard';

/** Each graded test the student took: best score against the pass mark, attempts and the last one. */
export function QuizScores({ quizzes }: { quizzes: StudentQuiz[] }) {
  return (
    <StudentCard name="quizzes" title={t('staff.quizzes')}>
      <RecordList items={quizzes} empty={t('staff.noQuizzes')} className="staff-records">
        {(q) => (
          <li key={q.quiz}>
            <strong>{t(`learning.names.${q.quiz}`)}</strong>
            <span>
              {t('staff.quizBest', { score: q.bestScore })} ·{' '}
              <span className={q.passed ? 'staff-good' : 'staff-bad'}>
                {q.passed ? t('staff.quizPassed') : t('staff.quizNotPassed', { pass: PASS_SCORE })}
              </span>
            </span>
            <span className="muted">
              {t(q.attempts === 1 ? 'staff.quizAttempts_one' : 'staff.quizAttempts_other', {
                count: q.attempts,
                when: day.format(new Date(q.lastAttemptAt)),
              })}
            </span>
          </li>
        )}
      </RecordList>
    </StudentCard>
  );
}
