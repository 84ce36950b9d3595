import { t } from '../i18n.js';
import { photoFolderOf } from './documents.js';
import { auditActionKey } from './staff.js';
import '../messages/documents.js';
import '../messages/payouts.js';
import '../messages/staff.js';
import '../messages/stipends.js';

/**
 * How the audit log reads: one sentence per entry that names the object acted on and whose it is
 * ("Approved Birth Certificate of Denise Walker"), and the same rows as CSV for export.
 */

/** Every action the console audits, for the log's action filter. */
export const auditedActions = [
  'documents.approve',
  'documents.reject',
  'stipends.approve',
  'stipends.markPaid',
  'stipends.decline',
  'payouts.approve',
  'payouts.markPaid',
  'payouts.return',
  'rides.trip.approve',
  'rides.trip.decline',
  'rides.location.approve',
  'rides.location.decline',
  'rides.access.enable',
  'rides.access.decline',
  'tickets.solve',
  'tickets.reply',
  'notes.create',
  'notes.edit',
  'students.assignCoach',
  'students.returnToSchool',
  'agreement.markSigned',
  'agreement.signedHosted',
  'signIn.unlock',
  'students.setBirthDate',
  'students.enrol',
  'recordings.listen',
  'meetings.setRoom',
  'meetings.setBookingLink',
  'students.setFact',
  'students.correctStatus',
  'schools.create',
  'schools.update',
  'schools.remove',
  'boards.create',
  'boards.update',
  'boards.remove',
  'boards.addOffice',
  'boards.updateOffice',
  'boards.removeOffice',
  'listings.create',
  'listings.update',
  'listings.close',
  'listings.reopen',
  'team.invite',
  'team.changeRole',
  'team.deactivate',
  'team.reactivate',
  'team.createAdmin',
  'stipends.reopen',
  'stipends.setPaymentEmail',
  'payouts.setEmail',
  'agreement.renew',
  'outcomes.export',
] as const;

/** A day of the log's date filter, 'YYYY-MM-DD', as the UTC instant it starts; null when not a real day. */
export function dayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day ? null : at;
}

type Detail = Record<string, unknown>;
type Vars = Record<string, string | number>;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? v : undefined);

/** The values an action's sentence needs, read from the entry's detail. */
function varsOf(action: string, detail: Detail): Vars {
  const vars: Vars = {};
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') vars[name] = value;
  };
  if (action.startsWith('documents.')) {
    const spec = photoFolderOf(String(detail.folder ?? ''));
    if (spec)
      put(
        'object',
        t(`documents.names.${spec.name}` as 'documents.names.cdla', { product: t('product.name') }),
      );
  }
  put('week', text(detail.week));
  if (action.startsWith('payouts.')) {
    const reason = text(detail.reason);
    const key = `payouts.reasons.${String(reason)}` as 'payouts.reasons.fees';
    if (reason !== undefined) put('reason', t(key) === key ? reason : t(key));
  }
  put('subject', text(detail.subject));
  put('ride', text(detail.ride));
  put('place', text(detail.place));
  put('board', text(detail.board));
  put('reasonText', text(detail.reason));
  put('why', text(detail.why));
  put('fact', text(detail.fact));
  put('rows', text(detail.rows));
  return vars;
}

/** An action in words ('Approved a document'); the code itself for an action the catalogue lacks. */
export function auditActionName(action: string): string {
  const key = auditActionKey(action) as 'staff.auditActions.notes_create';
  const text = t(key);
  return text === key ? action : text;
}

/** The sentence of one entry; a generic one when the entry lacks what its sentence needs. */
export function auditSummary(action: string, detail: Detail, subjectName: string | null): string {
  const key = auditActionKey(action).replace('auditActions', 'auditSummaries');
  const vars: Vars = { ...varsOf(action, detail), ...(subjectName ? { name: subjectName } : {}) };
  const template = t(key as 'staff.auditSummaries.documents_approve');
  if (template !== key) {
    const needed = [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
    if (needed.every((n) => n in vars)) return t(key as 'staff.auditSummaries.documents_approve', vars);
  }
  const name = auditActionName(action);
  return subjectName ? `${name} ${t('staff.auditAbout', { name: subjectName })}` : name;
}

/**
 * One CSV cell: quoted when needed, and a cell that a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return) is prefixed with a quote so it shows as text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text (CRLF line ends, as RFC 4180 says). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
