import { Link } from 'react-router';
import { JOB_BOARD_PATH } from '@shared/domain/careers';
import { t } from '@shared/i18n';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useCareerServices, useMarkDone } from '../api/careers';
import '../careers.css';
import { useHandlesError } from '@client/lib/error-reporting';

/** The job board of the student's service area, when it has one. */
export default function JobBoardPage() {
  const career = useCareerServices();
  const done = useHandlesError(useMarkDone());
  if (career.isPending) return <LoadingScreen />;
  const url = career.data?.jobBoardUrl ?? null;
  return (
    <article className="careers narrow-page">
      <h1>{t('careers.jobBoardTitle')}</h1>
      {url ? (
        <>
          <p>{t('careers.jobBoardIntro')}</p>
          <a
            className="button button-primary button-block"
            href={url}
            target="_blank"
            rel="noreferrer"
            onClick={() => done.mutate(JOB_BOARD_PATH)}
          >
            {t('careers.jobBoardOpen')}
          </a>
        </>
      ) : (
        <p>{t('careers.jobBoardNone')}</p>
      )}
      <Link className="button button-ghost button-block" to="/postprogram/career_services">
        {t('common.backToChecklist')}
      </Link>
    </article>
  );
}
