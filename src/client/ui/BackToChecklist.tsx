import { Link } from 'react-router';
import { t } from '@shared/i18n-core';

/** The way back from a step to the checklist it belongs to, as a button (a ghost one unless told). */
export function BackToChecklist({
  to,
  className = 'button button-ghost button-block',
}: {
  to: string;
  className?: string;
}) {
  return (
    <Link className={className} to={to}>
      {t('common.backToChecklist')}
    </Link>
  );
}
