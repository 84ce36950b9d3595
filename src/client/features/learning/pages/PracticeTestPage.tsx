import { Link, useNavigate } from 'react-router';
import { permitQuizzes, quizPlans } from '@shared/domain/learning';
import { t, type MessageKey } from '@shared/i18n';
import { useCompleteStep } from '@client/lib/progress';
import { PdfViewer } from '../components/PdfViewer';
import '../learning.css';
import '@shared/messages/learning';

const PRACTICE_TEST_PATH = '/program/prepermit/practice_test';

/** The practice permit test item: every permit class's practice questions, and the trivia study sheet. */
export default function PracticeTestPage() {
  const navigate = useNavigate();
  const mark = useCompleteStep();
  return (
    <section className="learning">
      <h1>{t('learning.practiceTestTitle')}</h1>
      <p className="learning-lead">{t('learning.practiceTestLead')}</p>
      <ul className="study-steps">
        {permitQuizzes.map((quiz) => (
          <li key={quiz} className="study-step">
            <Link to={quizPlans[quiz].classPath}>
              {t('learning.practiceTitle', { name: t(`learning.names.${quiz}` as MessageKey) })}
            </Link>
          </li>
        ))}
      </ul>
      <PdfViewer name="trucking_trivia" />
      <div className="learning-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={mark.isPending}
          onClick={() =>
            mark.mutate(PRACTICE_TEST_PATH, {
              onSuccess: () => void navigate('/program/prepermit'),
            })
          }
        >
          {t('learning.practiceTestDone')}
        </button>
        <Link className="button button-ghost" to="/program/prepermit">
          {t('learning.backToChecklist')}
        </Link>
      </div>
    </section>
  );
}
