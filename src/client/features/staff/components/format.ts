import type { MessageKey } from '@shared/i18n';
import { t } from '@shared/i18n';

import { zonedTime } from '@client/lib/zoned-time';
import '@shared/messages/staff';

/** A moment on a staff screen, always with its time zone. */
export const when = zonedTime;
export const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** English plural of a counted message (`…_one` / `…_other` keys). */
export function plural(count: number, one: MessageKey, other: MessageKey): string {
  return t(count === 1 ? one : other, { count });
}

export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
