import { t } from '@shared/i18n-core';

/** The program's 'Call us' phone link; on a phone one tap dials a Success Coach. */
export function CallUsLink({ className = 'button button-secondary' }: { className?: string }) {
  return (
    <a className={className} href={`tel:${t('product.supportPhone')}`}>
      {t('shell.callUs')}: {t('product.supportPhoneLabel')}
    </a>
  );
}
