import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase, type Db } from '@server/db/client.js';

export const healthRoutes: FastifyPluginAsync<{ db: Db; isReady: () => boolean }> = async (
  app,
  { db, isReady },
) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      if (!isReady()) throw new Error('jobs not started');
      await pingDatabase(db);
      return { ok: true };
    } catch {
      return reply.status(503).send({ ok: false });
    }
  });
};
