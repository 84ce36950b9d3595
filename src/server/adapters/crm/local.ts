import type { Db } from '@server/db/client.js';
import type { CrmPort } from '@server/ports/crm.js';
import { recordEvent } from '../local-events.js';

export function localCrm(db: Db): CrmPort {
  return { syncPostProgram: ({ id, ...rest }) => recordEvent(db, 'crm.postProgramSync', id, rest) };
}
