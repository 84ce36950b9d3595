import type { AuditEntryView } from '@shared/contracts/staff';
import { auditActionKey } from '@shared/domain/staff';
import { t } from '@shared/i18n';
import { when } from './format';

function actionName(action: string): string {
  const key = auditActionKey(action) as 'staff.auditActions.notes_create';
  const text = t(key);
  return text === key ? action : text;
}

function detailText(detail: Record<string, unknown>): string | null {
  const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const parts: string[] = [];
  if ('before' in detail) parts.push(`${t('staff.auditBefore')}: ${show(detail.before)}`);
  if ('after' in detail) parts.push(`${t('staff.auditAfter')}: ${show(detail.after)}`);
  return parts.length ? parts.join('\n') : null;
}

/** Staff actions, newest first: who, what, about whom, when, and the before/after values. Read-only. */
export function AuditList({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) return <p>{t('staff.auditEmpty')}</p>;
  return (
    <ol className="staff-list">
      {entries.map((e) => {
        const detail = detailText(e.detail);
        return (
          <li key={e.id}>
            <p>
              <strong>{actionName(e.action)}</strong>
              {e.subject && ` ${t('staff.auditAbout', { name: e.subject.name })}`}
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
