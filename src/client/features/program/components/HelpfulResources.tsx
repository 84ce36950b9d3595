import { Link } from 'react-router';
import { programSettings } from '@shared/domain/program-settings';
import { t } from '@shared/i18n';
import '@shared/messages/menu';
import '@shared/messages/resources';

/** Tiles shown to students past permit training (rank above 2); in school the first is the pre-trip lesson. */
export function HelpfulResources({ inSchool, onTrivia }: { inSchool: boolean; onTrivia: () => void }) {
  return (
    <section aria-labelledby="resources-title" className="resources">
      <h2 id="resources-title">{t('resources.title')}</h2>
      <ul className="tiles">
        <li>
          {inSchool ? (
            <Link className="tile" to="/program/school/pretrip_video_1">
              {t('resources.pretrip')}
            </Link>
          ) : (
            <Link className="tile" to="/program/prepermit">
              {t('resources.review')}
            </Link>
          )}
        </li>
        <li>
          <button type="button" className="tile" onClick={onTrivia}>
            {t('resources.trivia')}
          </button>
        </li>
        {programSettings().studyTipsUrl && (
          <li>
            <a className="tile" href={programSettings().studyTipsUrl} target="_blank" rel="noreferrer">
              {t('resources.tips')} <span className="visually-hidden">{t('menu.opensNewTab')}</span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
