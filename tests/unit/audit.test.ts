import { describe, expect, it } from 'vitest';
import { auditSummary, csvCell, dayStart, toCsv } from '@shared/domain/audit';

describe('audit sentences', () => {
  it('name the object and whose it is', () => {
    expect(auditSummary('documents.approve', { folder: 'birthCertificate' }, 'Denise Walker')).toBe(
      'Approved Birth Certificate of Denise Walker',
    );
    expect(auditSummary('stipends.decline', { week: 2, reason: 'Too low' }, 'Marcus Bell')).toBe(
      'Declined the week 2 stipend of Marcus Bell (Too low)',
    );
    expect(auditSummary('payouts.approve', { reason: 'fees' }, 'Andre Hill')).toBe(
      'Approved the licence fees payout of Andre Hill',
    );
    expect(auditSummary('tickets.solve', { subject: 'My Uber did not come' }, 'Ana Ruiz')).toBe(
      'Marked the ticket “My Uber did not come” of Ana Ruiz solved',
    );
  });

  it('fall back to the action and the student when the entry lacks the object', () => {
    expect(auditSummary('documents.approve', {}, 'Denise Walker')).toBe(
      'Approved a document about Denise Walker',
    );
    expect(auditSummary('something.new', {}, null)).toBe('something.new');
  });
});

describe('CSV', () => {
  it('prefixes cells a spreadsheet would run as formulas with a quote', () => {
    for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(bad).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('Denise')).toBe('Denise');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=A1,B1')).toBe('"\'=A1,B1"');
  });

  it('joins rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', '=d'],
      ]),
    ).toBe("a,b\r\nc,'=d\r\n");
  });
});

describe('audit days', () => {
  it('are real calendar days, as the UTC instant they start', () => {
    expect(dayStart('2026-11-25')?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(dayStart('2026-02-31')).toBeNull();
    expect(dayStart('2026-1-5')).toBeNull();
    expect(dayStart('yesterday')).toBeNull();
  });
});
