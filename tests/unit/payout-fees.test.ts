import { describe, expect, it } from 'vitest';
import {
  FEES_BASE_CENTS,
  PERMIT_FEES_CHECKED,
  estimatedPermitFee,
  payoutAmountCents,
  permitFeeOf,
  statePermitFees,
} from '@shared/domain/payouts.js';
import { usStateCodes } from '@shared/domain/us-states.js';

describe('state permit fee table', () => {
  it('covers every state and D.C., 51 entries, each with a source', () => {
    expect(Object.keys(statePermitFees).sort()).toEqual([...usStateCodes].sort());
    expect(Object.keys(statePermitFees)).toHaveLength(51);
    for (const fee of Object.values(statePermitFees)) {
      expect(['spec', 'agency', 'guide', 'estimate']).toContain(fee.source);
      expect(fee.permit).toBeGreaterThanOrEqual(0);
      expect(fee.permit).toBeLessThan(200);
      expect(Math.round(fee.permit * 100)).toBe(fee.permit * 100);
    }
    expect(PERMIT_FEES_CHECKED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps the spec figures', () => {
    expect(statePermitFees.AL).toEqual({ permit: 36.25, source: 'spec' });
    expect(statePermitFees.PA).toEqual({ permit: 0, source: 'spec' });
    expect(statePermitFees.NV).toEqual({ permit: 58.25, source: 'spec' });
  });

  it('pays fees as 100 plus the state permit fee in every state, and the permit fee alone for permit', () => {
    for (const [code, fee] of Object.entries(statePermitFees)) {
      expect(payoutAmountCents('fees', code)).toBe(FEES_BASE_CENTS + Math.round(fee.permit * 100));
      expect(payoutAmountCents('permit', code.toLowerCase())).toBe(Math.round(fee.permit * 100));
    }
    expect(payoutAmountCents('fees', 'WY')).toBe(14000);
    expect(payoutAmountCents('fees', ' il ')).toBe(15000);
  });

  it('knows no fee for a missing or made-up state, nor for inherited object keys', () => {
    expect(permitFeeOf(null)).toBeUndefined();
    expect(permitFeeOf('ZZ')).toBeUndefined();
    expect(permitFeeOf('constructor')).toBeUndefined();
    expect(payoutAmountCents('fees', 'PR')).toBeNull();
    expect(payoutAmountCents('TruckingSchool', 'IL')).toBeNull();
  });
});

describe('fees a coach checks against the receipt', () => {
  it('flags a permit or fees payout in a state whose figure is an estimate, and nothing else', () => {
    expect(estimatedPermitFee('fees', 'NY')).toEqual({ permit: 10, source: 'estimate' });
    expect(estimatedPermitFee('permit', 'wy')).toEqual({ permit: 40, source: 'estimate' });
    expect(estimatedPermitFee('fees', 'AL')).toBeNull();
    expect(estimatedPermitFee('permit', 'IL')).toBeNull();
    expect(estimatedPermitFee('TruckingSchool', 'NY')).toBeNull();
    expect(estimatedPermitFee('fees', null)).toBeNull();
  });
});
