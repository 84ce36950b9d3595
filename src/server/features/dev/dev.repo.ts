import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devOutbox } from '../../db/schema/index.js';

export async function listOutbox(db: Db, limit = 200) {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(limit);
}
