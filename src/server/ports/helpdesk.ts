interface HelpdeskTicket {
  /** Idempotency key: one ticket per id, however often it is pushed. */
  id: string;
  email: string;
  subject: string;
  body: string;
  groupId: string;
  tags: string[];
}

/** A changed e-mail or phone, so help-desk tickets keep reaching the student (spec 001 §7 zendesk/patchUser). */
interface HelpdeskUserUpdate {
  /** Idempotency key. */
  id: string;
  /** The address the help desk knows the student by (the old e-mail when it changed). */
  email: string;
  fields: { email?: string; phone?: string };
}

/** A coach's answer, kept on the help-desk ticket as an internal note (the portal e-mails the student itself). */
interface HelpdeskNote {
  /** Idempotency key. */
  id: string;
  /** The help desk's own ticket id. */
  externalId: string;
  body: string;
  authorEmail: string;
}

export interface HelpdeskPort {
  /** Creates the ticket in the help desk and returns the help desk's own id. */
  createTicket(ticket: HelpdeskTicket): Promise<{ externalId: string }>;
  patchUser(update: HelpdeskUserUpdate): Promise<void>;
  addNote(note: HelpdeskNote): Promise<void>;
}
