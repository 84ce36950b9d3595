import type { Db } from '@server/db/client.js';
import type { PaymentsPort } from '@server/ports/payments.js';
import { recordEvent } from '../local-events.js';

/** The local ledger: payments are recorded once per id for the dev tools and tests; no money moves. */
export function localPayments(db: Db): PaymentsPort {
  return { send: ({ id, ...rest }) => recordEvent(db, 'payments.send', id, rest) };
}
