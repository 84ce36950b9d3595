/** Payout rules (spec 000 §3 "Payout", §4 "Payout request", §9; 001 §3 "State licence fees table"). */
import type { UsStateCode } from './us-states.js';

export const payoutReasons = ['permit', 'TruckingSchool', 'endorsement', 'fees'] as const;
export type PayoutReason = (typeof payoutReasons)[number];
/** `returned`: a coach sent the request back with a reason before paying it; the student may ask again. */
export const payoutStatuses = ['pending', 'completed', 'returned'] as const;
export const MAX_PAYOUT_RETURN_REASON = 300;
/** The short list a coach picks from when sending a payout request back (or they write their own). */
export const payoutReturnReasons = ['emailWrong', 'notPayPal', 'notEligible'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export function isPayoutReason(value: string): value is PayoutReason {
  return (payoutReasons as readonly string[]).includes(value);
}

/** The fees payout: this much plus the state's permit fee (spec 000 §9). */
export const FEES_BASE_CENTS = 10_000;

/**
 * Where a state's permit fee comes from: `spec` (the program's own figures, spec 001 §3), `agency` (the
 * state's published fee schedule), `guide` (a published state-by-state CDL fee guide: freecdlquiz.com
 * "CDL Requirements by State 2026"; Texas, Washington and Virginia from engineerfix.com "How much does a
 * CDL permit actually cost?"), `estimate` (no published figure found when checked: a coach confirms it
 * when reviewing the payout, as they do every payout).
 */
type FeeSource = 'spec' | 'agency' | 'guide' | 'estimate';
export interface StatePermitFee {
  /** The commercial learner's permit (CLP) fee in dollars. */
  permit: number;
  source: FeeSource;
}

/** When the table below was last checked against its sources. */
export const PERMIT_FEES_CHECKED = '2026-11-25';

/**
 * The commercial learner's permit fee of every state and D.C. (the permit part of spec 001 §3's state
 * licence fees table; its CDL-A fee decides no payout, so it is not kept). Where the spec gives a figure
 * it wins over the guide (Nevada: spec 58.25, guide 22.25). Illinois is the Secretary of State's
 * schedule ($50 CLP; the guide says 20).
 */
export const statePermitFees = {
  AL: { permit: 36.25, source: 'spec' },
  AK: { permit: 15, source: 'guide' },
  AZ: { permit: 25, source: 'guide' },
  AR: { permit: 20, source: 'guide' },
  CA: { permit: 37, source: 'guide' },
  CO: { permit: 18.52, source: 'guide' },
  CT: { permit: 40, source: 'guide' },
  DE: { permit: 10, source: 'guide' },
  DC: { permit: 10, source: 'estimate' },
  FL: { permit: 48, source: 'guide' },
  GA: { permit: 10, source: 'guide' },
  HI: { permit: 17, source: 'guide' },
  ID: { permit: 24, source: 'guide' },
  IL: { permit: 50, source: 'agency' },
  IN: { permit: 28, source: 'guide' },
  IA: { permit: 8, source: 'guide' },
  KS: { permit: 18, source: 'guide' },
  KY: { permit: 20, source: 'guide' },
  LA: { permit: 21.5, source: 'guide' },
  ME: { permit: 35, source: 'guide' },
  MD: { permit: 50, source: 'guide' },
  MA: { permit: 30, source: 'guide' },
  MI: { permit: 25, source: 'guide' },
  MN: { permit: 13.25, source: 'guide' },
  MS: { permit: 10, source: 'guide' },
  MO: { permit: 12, source: 'guide' },
  MT: { permit: 10.5, source: 'guide' },
  NE: { permit: 30, source: 'guide' },
  NV: { permit: 58.25, source: 'spec' },
  NH: { permit: 40, source: 'guide' },
  NJ: { permit: 24, source: 'guide' },
  NM: { permit: 25, source: 'estimate' },
  NY: { permit: 10, source: 'estimate' },
  NC: { permit: 21.5, source: 'estimate' },
  ND: { permit: 15, source: 'estimate' },
  OH: { permit: 39.25, source: 'estimate' },
  OK: { permit: 25, source: 'estimate' },
  OR: { permit: 24, source: 'estimate' },
  PA: { permit: 0, source: 'spec' },
  RI: { permit: 30, source: 'estimate' },
  SC: { permit: 2.5, source: 'estimate' },
  SD: { permit: 28, source: 'estimate' },
  TN: { permit: 50, source: 'estimate' },
  TX: { permit: 25, source: 'guide' },
  UT: { permit: 52, source: 'estimate' },
  VT: { permit: 32, source: 'estimate' },
  VA: { permit: 3, source: 'guide' },
  WA: { permit: 40, source: 'guide' },
  WV: { permit: 5, source: 'estimate' },
  WI: { permit: 30, source: 'estimate' },
  WY: { permit: 40, source: 'estimate' },
} as const satisfies Record<UsStateCode, StatePermitFee>;

/** A state's permit fee, or undefined for a missing or unknown state. */
export function permitFeeOf(state: string | null | undefined): StatePermitFee | undefined {
  const code = state?.trim().toUpperCase();
  return code && Object.hasOwn(statePermitFees, code) ? statePermitFees[code as UsStateCode] : undefined;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * What a payout pays, in cents, or null when the program cannot compute it here and a coach sets it:
 * fees = 100 + the state's permit fee; permit = the state's permit fee; school and endorsement payouts
 * depend on the receipt the coach checks.
 */
export function payoutAmountCents(reason: PayoutReason, state: string | null | undefined): number | null {
  const fees = permitFeeOf(state);
  switch (reason) {
    case 'fees':
      return fees ? FEES_BASE_CENTS + cents(fees.permit) : null;
    case 'permit':
      return fees ? cents(fees.permit) : null;
    default:
      return null;
  }
}

/**
 * The permit fee a coach must check against the receipt before paying: the fee of a permit or fees payout
 * whose state's figure is an estimate. Null when the amount rests on a published figure (or on the coach).
 */
export function estimatedPermitFee(
  reason: PayoutReason,
  state: string | null | undefined,
): StatePermitFee | null {
  if (reason !== 'permit' && reason !== 'fees') return null;
  const fee = permitFeeOf(state);
  return fee?.source === 'estimate' ? fee : null;
}

export type PayoutScreen = 'form' | 'pending' | 'completed';

/** Which screen the payout page shows for a reason (spec 000 §4 "Payout request"). */
export function payoutScreen(
  payouts: readonly { reason: string; status: PayoutStatus }[],
  reason: PayoutReason,
): PayoutScreen {
  const same = payouts.filter((p) => p.reason === reason);
  if (same.some((p) => p.status === 'pending')) return 'pending';
  if (same.some((p) => p.status === 'completed')) return 'completed';
  return 'form';
}

/**
 * The fees payout already pays the state's permit fee (FEES_BASE_CENTS + permit fee), so a permit payout
 * after a fees payout that is pending or paid would pay it twice. A fees payout a coach sent back counts
 * for nothing.
 */
export function permitPaidInFees(
  payouts: readonly { reason: string; status: PayoutStatus }[],
  reason: PayoutReason,
): boolean {
  return reason === 'permit' && payouts.some((p) => p.reason === 'fees' && p.status !== 'returned');
}

/** Money is written by the one format module, in the reader's language. */
export { formatDollars } from './format.js';
