export interface OutgoingEmail {
  /** Idempotency key: the same id is delivered at most once. */
  id: string;
  to: string;
  subject: string;
  text: string;
}

export interface EmailPort {
  send(message: OutgoingEmail): Promise<void>;
}
