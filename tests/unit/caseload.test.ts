import { describe, expect, it } from 'vitest';
import {
  blockedOnOf,
  blockedSinceOf,
  phoneDigits,
  readCursor,
  readSearch,
  writeCursor,
} from '@shared/domain/caseload';
import { statuses } from '@shared/domain/program';
import { compareCaseload, type CaseloadEntry } from '@shared/domain/staff';
import { t } from '@shared/i18n';

describe('phone search', () => {
  it('reads a US phone number typed any way as its ten digits', () => {
    for (const typed of ['312 555 0105', '(312) 555-0105', '+1 312-555-0105', '1.312.555.0105', '3125550105'])
      expect(phoneDigits(typed), typed).toBe('3125550105');
    expect(phoneDigits('555-0105')).toBe('5550105');
  });

  it('treats digits and phone punctuation as a phone, anything else as a name or e-mail', () => {
    expect(readSearch('(312) 555-0105')).toEqual({ kind: 'phone', digits: '3125550105' });
    expect(readSearch('  Denise   Walker ')).toEqual({ kind: 'text', text: 'denise walker' });
    expect(readSearch('jo1@example.org')).toEqual({ kind: 'text', text: 'jo1@example.org' });
    // Too few digits to be a phone: searched as text.
    expect(readSearch('12')).toEqual({ kind: 'text', text: '12' });
    expect(readSearch('   ')).toBeNull();
    expect(readSearch(undefined)).toBeNull();
  });
});

describe('blocked on', () => {
  const none = { documents: 0, stipends: 0, tickets: 0, rides: 0 };
  it('names the staff queue first, documents before the others, then the student, then nothing', () => {
    expect(blockedOnOf({ ...none, tickets: 1, documents: 2 }, { blocker: 'Step' })).toBe('documents');
    expect(blockedOnOf({ ...none, rides: 1, tickets: 1 }, { blocker: 'Step' })).toBe('rides');
    expect(blockedOnOf({ ...none, stipends: 1, tickets: 1 }, { blocker: null })).toBe('stipends');
    expect(blockedOnOf(none, { blocker: 'Upload your permit' })).toBe('student');
    expect(blockedOnOf(none, { blocker: null })).toBe('nothing');
  });

  it('dates the block from the oldest waiting item, or the last step the student finished', () => {
    const joined = new Date('2026-01-01T00:00:00Z');
    const done = new Date('2026-02-01T00:00:00Z');
    const oldest = new Date('2026-03-01T00:00:00Z');
    const moments = { oldestWaiting: { documents: oldest }, lastCompletion: done, joined };
    expect(blockedSinceOf('documents', moments)).toEqual(oldest);
    expect(blockedSinceOf('student', moments)).toEqual(done);
    expect(blockedSinceOf('student', { ...moments, lastCompletion: null })).toEqual(joined);
    expect(blockedSinceOf('nothing', moments)).toBeNull();
  });
});

describe('stage words', () => {
  it('has words for every status, never the code itself', () => {
    for (const s of statuses) {
      const words = t(`staffConsole.statuses.${s}`);
      expect(words, s).not.toContain('_');
      expect(words).not.toMatch(/^\d/);
    }
    expect(t('staffConsole.statuses.95_OnHoldForSchool')).toBe('On hold for school');
  });
});

describe('caseload order and pages', () => {
  const entry = (lastName: string, remaining: number | null, idleDays: number | null): CaseloadEntry => ({
    status: '3_Permit',
    remaining,
    lastActivity: idleDays === null ? null : new Date(Date.now() - idleDays * 86_400_000),
    lastName,
    firstName: 'A',
    coachId: null,
    waiting: { documents: 0, stipends: 0, tickets: 0, rides: 0 },
  });
  it('puts the nearly-there first, then the idle longest among equals; by name on request', () => {
    const list = [entry('Far', 9, 1), entry('Near', 1, 1), entry('NearIdle', 1, 20), entry('Gone', null, 0)];
    expect([...list].sort(compareCaseload('nearest')).map((e) => e.lastName)).toEqual([
      'NearIdle',
      'Near',
      'Far',
      'Gone',
    ]);
    expect([...list].sort(compareCaseload('name')).map((e) => e.lastName)).toEqual([
      'Far',
      'Gone',
      'Near',
      'NearIdle',
    ]);
  });

  it('writes a cursor as URL-safe text and reads back only what it wrote', () => {
    const cursor = {
      near: 2147483647,
      idle: '2026-11-28 13:52:46.123456+00',
      lastName: 'Núñez',
      firstName: 'José 🚚',
      id: '0b9c6a52-6f7e-4c39-9d0f-5d1f3c2a7e11',
    };
    const text = writeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readCursor(text)).toEqual(cursor);
    expect(readCursor(writeCursor({ ...cursor, idle: '-infinity' }))?.idle).toBe('-infinity');
    // Anything else is refused rather than sent to the database.
    for (const bad of ['', 'abc', text.slice(0, -3), writeCursor({ ...cursor, idle: "now'); drop" })])
      expect(readCursor(bad), bad).toBeNull();
    expect(readCursor(writeCursor({ ...cursor, id: 'not-a-uuid' }))).toBeNull();
  });
});
