import { t } from '@shared/i18n-core';
import { programSettings, supportPhoneLabel } from '@shared/domain/program-settings';

/** The program's 'Call us' phone link; on a phone one tap dials a Success Coach. */
export function CallUsLink({ className = 'button button-secondary' }: { className?: string }) {
  const { supportPhone } = programSettings();
  if (!supportPhone) return null;
  return (
    <a className={className} href={`tel:${supportPhone}`}>
      {t('shell.callUs')}: {supportPhoneLabel()}
    </a>
  );
}
