import { t } from '@shared/i18n';
import '@shared/messages/documents';

/** A document's name from `documents.names.*`, with the product name where the agreement needs it. */
export function documentName(name: string): string {
  return t(`documents.names.${name}` as 'documents.names.cdla', { product: t('product.name') });
}
