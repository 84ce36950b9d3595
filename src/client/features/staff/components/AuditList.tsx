import type { AuditEntryView } from '@shared/contracts/staff';
import { t } from '@shared/i18n';
import { when } from './format';
import '@shared/messages/staff';

function detailText(detail: Record<string, unknown>): string | null {
  const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const parts: string[] = [];
  if ('before' in detail) parts.push(`${t('staff.auditBefore')}: ${show(detail.before)}`);
  if ('after' in detail) parts.push(`${t('staff.auditAfter')}: ${show(detail.after)}`);
  return parts.length ? parts.join('\n') : null;
}

/** Staff actions, newest first: what was done to which object of whom, who did it, when, and the before/after values. */
export function AuditList({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) return <p>{t('staff.auditEmpty')}</p>;
  return (
    <ol className="staff-list">
      {entries.map((e) => {
        const detail = detailText(e.detail);
        return (
          <li key={e.id}>
            <p>
              <strong>{e.summary}</strong>
            </p>
            <p className="note-meta">
              {e.actor.name} · <time dateTime={e.createdAt}>{when.format(new Date(e.createdAt))}</time>
            </p>
            {detail && <p className="audit-detail">{detail}</p>}
          </li>
        );
      })}
    </ol>
  );
}
