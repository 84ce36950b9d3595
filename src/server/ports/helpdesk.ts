export interface HelpdeskTicket {
  /** Idempotency key: one ticket per id, however often it is pushed. */
  id: string;
  email: string;
  subject: string;
  body: string;
  groupId: string;
  tags: string[];
}

export interface HelpdeskPort {
  /** Creates the ticket in the help desk and returns the help desk's own id. */
  createTicket(ticket: HelpdeskTicket): Promise<{ externalId: string }>;
}
