/** Payout rules (spec 000 §3 "Payout", §4 "Payout request", §9; 001 §3 "State licence fees table"). */

export const payoutReasons = ['permit', 'TruckingSchool', 'endorsement', 'fees'] as const;
export type PayoutReason = (typeof payoutReasons)[number];
export const payoutStatuses = ['pending', 'completed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export function isPayoutReason(value: string): value is PayoutReason {
  return (payoutReasons as readonly string[]).includes(value);
}

/** The fees payout: this much plus the state's permit fee (spec 000 §9). */
export const FEES_BASE_CENTS = 10_000;

/**
 * State licence fees in dollars: the CDL-A fee and the commercial learner's permit fee. Alabama,
 * Pennsylvania and Nevada are the spec's own figures; Illinois is the Secretary of State's published
 * schedule ($60 CDL, $50 CLP). A state not listed is unknown: its payout goes to a coach to set.
 */
export const stateLicenceFees: Record<string, { cdla: number; permit: number }> = {
  AL: { cdla: 66.25, permit: 36.25 },
  PA: { cdla: 175, permit: 0 },
  NV: { cdla: 142.25, permit: 58.25 },
  IL: { cdla: 60, permit: 50 },
};

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * What a payout pays, in cents, or null when the program cannot compute it here and a coach sets it:
 * fees = 100 + the state's permit fee; permit = the state's permit fee; school and endorsement payouts
 * depend on the receipt the coach checks.
 */
export function payoutAmountCents(reason: PayoutReason, state: string | null | undefined): number | null {
  const fees = state ? stateLicenceFees[state.trim().toUpperCase()] : undefined;
  switch (reason) {
    case 'fees':
      return fees ? FEES_BASE_CENTS + cents(fees.permit) : null;
    case 'permit':
      return fees ? cents(fees.permit) : null;
    default:
      return null;
  }
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

export const formatDollars = (amountCents: number) =>
  `$${(amountCents / 100).toFixed(2).replace(/\.00$/, '')}`;
