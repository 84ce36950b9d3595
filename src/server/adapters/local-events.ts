import type { Db } from '../db/client.js';
import { devEvents } from '../db/schema/index.js';

/** Records what a local adapter was asked to do, once per effect id, for the dev tools and tests. */
export async function recordEvent(db: Db, port: string, effectId: string, payload: object): Promise<void> {
  await db.insert(devEvents).values({ effectId, port, payload }).onConflictDoNothing();
}
