export interface PaymentsPort {
  /**
   * Sends money to a payment account (stipends, payouts). `id` is the idempotency key: the provider
   * must not pay twice for one id, so a retried job is safe.
   */
  send(input: { id: string; email: string; amountCents: number; note: string }): Promise<void>;
}
