import type { TimelineEntry, TimelinePage } from '@shared/contracts/staff-texts.js';
import { photoFolderOf } from '@shared/domain/documents.js';
import { auditActionKey } from '@shared/domain/staff.js';
import { AppError } from '@shared/errors.js';
import { t, type MessageKey } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import type { OtherAreas } from './other-areas.js';
import { isStudentId } from './staff.repo.js';
import { listTimeline, type TimelineRow } from './timeline.repo.js';

/** The catalogue's words for a key built from data, or `fallback` when the catalogue has none. */
function words(key: string, fallback: string, vars?: Record<string, string>): string {
  const text = t(key as MessageKey, vars);
  return text === key ? fallback : text;
}

/** The name of the document an upload folder holds, as the student's own screens name it. */
function documentName(folder: string): string {
  const photo = photoFolderOf(folder);
  if (photo) return words(`documents.names.${photo.name}`, folder, { product: t('product.name') });
  return words(
    `staffStudent.timeline.folders.${folder}`,
    t('staffStudent.timeline.otherDocument', { folder }),
  );
}

function detailOf(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

function auditEntry(row: TimelineRow): Pick<TimelineEntry, 'title' | 'body'> {
  const action = row.a ?? '';
  const detail = detailOf(row.b);
  const folder = str(detail.folder);
  if (folder && (action === 'documents.approve' || action === 'documents.reject')) {
    const document = documentName(folder);
    const reason = str(detail.reason);
    return {
      title: t(
        action === 'documents.approve'
          ? 'staffStudent.timeline.documentApproved'
          : 'staffStudent.timeline.documentRejected',
        { document },
      ),
      body: reason ? t('staffStudent.timeline.reason', { reason }) : null,
    };
  }
  return {
    title: words(auditActionKey(action), action),
    body: str(detail.reason) ?? str(detail.reply) ?? str(detail.subject),
  };
}

function entryOf(row: TimelineRow): TimelineEntry {
  const base = {
    id: `${row.kind}:${row.id}`,
    actorName: null as string | null,
    body: null as string | null,
    scheduledAt: null as string | null,
    at: new Date(row.at).toISOString(),
  };
  const staff = { actor: 'staff' as const, actorName: row.actorName || null };
  switch (row.kind) {
    case 'step':
      return {
        ...base,
        kind: 'step',
        actor: 'student',
        title: t('staffStudent.timeline.step', { name: row.a ?? '' }),
      };
    case 'upload':
      return {
        ...base,
        kind: 'upload',
        actor: 'student',
        ...(row.a === 'speakYourWorthAudios'
          ? { title: t('staffStudent.timeline.recorded'), audioPath: `speakYourWorthAudios/${row.id}` }
          : { title: t('staffStudent.timeline.upload', { document: documentName(row.a ?? '') }) }),
      };
    case 'ride':
      return {
        ...base,
        kind: 'ride',
        actor: 'student',
        title: t('staffStudent.timeline.ride', {
          reason: words(`rides.reasons.${row.a}`, row.a ?? ''),
          status: words(`staff.tripStatus.${row.b}`, row.b ?? ''),
        }),
      };
    case 'call':
      return {
        ...base,
        kind: 'call',
        actor: 'student',
        title: t(row.body ? 'staffStudent.timeline.callCancelled' : 'staffStudent.timeline.call', {
          name: row.a ?? '',
        }),
        scheduledAt: row.b,
      };
    case 'note':
      return {
        ...base,
        ...staff,
        kind: 'note',
        title: t('staffStudent.timeline.note', { type: words(`staff.noteTypes.${row.a}`, row.a ?? '') }),
        body: row.body,
      };
    case 'text': {
      if (row.a === 'out')
        return { ...base, ...staff, kind: 'text', title: t('staffStudent.timeline.textOut'), body: row.body };
      const title =
        row.b === 'stop'
          ? t('staffStudent.timeline.optedOut')
          : row.b === 'start'
            ? t('staffStudent.timeline.optedIn')
            : t('staffStudent.timeline.textIn');
      return { ...base, kind: 'text', actor: 'student', title, body: row.body };
    }
    default:
      return { ...base, ...staff, kind: 'audit', ...auditEntry(row) };
  }
}

/** One page of the student's timeline: one query for the page (and one to check the student). */
export async function studentTimeline(
  deps: { db: Db; areas: OtherAreas },
  studentId: string,
  page: { offset: number; limit: number },
): Promise<TimelinePage> {
  if (!(await isStudentId(deps.db, studentId))) throw new AppError('NOT_FOUND', t('staff.unknownStudent'));
  const rows = await listTimeline(deps.db, deps.areas, studentId, page.offset, page.limit + 1);
  return {
    entries: rows.slice(0, page.limit).map(entryOf),
    nextOffset: rows.length > page.limit ? page.offset + page.limit : null,
  };
}
