import type { EmailRating } from '@shared/contracts/analysis';
import { EMAIL_GAUGE_ANGLE } from '@shared/domain/analysis';
import { t } from '@shared/i18n';
import { Gauge } from './Gauge';
import '@shared/messages/analysis';

/** The gauge and the explanation of one e-mail rating. */
export function EmailRatingResult({ rating }: { rating: EmailRating }) {
  const level = t(`analysis.levels.${rating.rating}`);
  return (
    <div className="feedback-list" aria-live="polite">
      <Gauge angle={EMAIL_GAUGE_ANGLE[rating.rating]} label={level} caption={rating.email} />
      {rating.whatToImprove.length === 0 ? (
        <p>{t('analysis.looksGood')}</p>
      ) : (
        <>
          <h2>{t('analysis.whatToImprove')}</h2>
          <ul>
            {rating.whatToImprove.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {rating.suggestions.length > 0 && (
        <>
          <h2>{t('analysis.suggestions')}</h2>
          <ul>
            {rating.suggestions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
