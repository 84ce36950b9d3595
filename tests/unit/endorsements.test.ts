import { describe, expect, it } from 'vitest';
import facts from '@content/careers/endorsements.json';
import { photoFolderOf } from '@shared/domain/documents';
import {
  approvedEndorsements,
  endorsementKinds,
  endorsementOfFolder,
  endorsementSpecs,
  endorsementState,
  mayRequestEndorsementPayout,
  type EndorsementStatuses,
} from '@shared/domain/endorsements';

const none: EndorsementStatuses = {
  endorsementHazmatStatus: 'incomplete',
  endorsementTankersStatus: 'incomplete',
  endorsementDoublesTriplesStatus: 'incomplete',
  endorsementTWICStatus: 'incomplete',
};

describe('endorsementState', () => {
  it('reads the status first: complete is approved, pending is pending whatever the last review', () => {
    expect(endorsementState('complete', 'approved')).toBe('approved');
    expect(endorsementState('pending', 'rejected')).toBe('pending');
    expect(endorsementState('pending', 'pending')).toBe('pending');
  });
  it('an incomplete proof is sent back only when its last photo was refused', () => {
    expect(endorsementState('incomplete', 'rejected')).toBe('sentBack');
    expect(endorsementState('incomplete', null)).toBe('incomplete');
    expect(endorsementState('incomplete', 'pending')).toBe('incomplete');
  });
});

describe('the endorsement payout', () => {
  it('waits for at least one approved endorsement; pending or sent back ones do not count', () => {
    expect(mayRequestEndorsementPayout(null)).toBe(false);
    expect(mayRequestEndorsementPayout(none)).toBe(false);
    expect(
      mayRequestEndorsementPayout({
        ...none,
        endorsementHazmatStatus: 'pending',
        endorsementTankersStatus: 'pending',
      }),
    ).toBe(false);
    expect(mayRequestEndorsementPayout({ ...none, endorsementTWICStatus: 'complete' })).toBe(true);
  });
  it('lists the approved ones in screen order', () => {
    const docs = {
      ...none,
      endorsementTWICStatus: 'complete',
      endorsementTankersStatus: 'complete',
    } as const;
    expect(approvedEndorsements(docs)).toEqual(['tankers', 'twic']);
  });
});

describe('folders', () => {
  it('each endorsement has its own photo folder whose status is its own', () => {
    for (const kind of endorsementKinds) {
      const { folder, statusKey } = endorsementSpecs[kind];
      expect(photoFolderOf(folder)?.statusKey).toBe(statusKey);
      expect(endorsementOfFolder(folder)).toBe(kind);
    }
    expect(endorsementOfFolder('cdlALicense')).toBeNull();
  });
});

describe('content/careers/endorsements.json', () => {
  it('describes every endorsement once, with a pay range, costs, steps and what to photograph', () => {
    expect(facts.endorsements.map((f) => f.kind).sort()).toEqual([...endorsementKinds].sort());
    for (const fact of facts.endorsements) {
      expect(fact.payLow).toBeGreaterThan(0);
      expect(fact.payHigh).toBeGreaterThan(fact.payLow);
      expect(fact.costs.length).toBeGreaterThan(0);
      expect(fact.steps.length).toBeGreaterThan(1);
      expect(fact.proof).toMatch(/photo/i);
    }
  });
  it('warns about the TSA record check exactly where the TSA checks (Hazmat and TWIC)', () => {
    const withRecord = facts.endorsements.filter((f) => f.record).map((f) => f.kind);
    expect(withRecord.sort()).toEqual(['hazmat', 'twic']);
    expect(facts.sources.some((s) => s.url.includes('tsa.gov/disqualifying'))).toBe(true);
  });
  it('says when it was checked, and where each figure comes from', () => {
    expect(facts.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(facts.checked))).toBe(false);
    expect(facts.sourceNote.length).toBeGreaterThan(50);
    for (const s of facts.sources) expect(s.url).toMatch(/^https:\/\//);
  });
});
