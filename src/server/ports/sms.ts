interface OutgoingSms {
  /** Idempotency key: the same id is delivered at most once. */
  id: string;
  to: string;
  text: string;
}

export interface SmsPort {
  send(message: OutgoingSms): Promise<void>;
}
