import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { pageViews, users } from '@server/db/schema/index.js';

export async function recordPageView(db: Db, userId: string, path: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(pageViews).values({ userId, path });
    await tx.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, userId));
  });
}
