// Every message section, and the message-format engine: the server sends words of every area (decision 033).
import '@shared/messages/en.js';
import { resolve } from 'node:path';
import { lockDataDir } from './db/lock.js';
import { loadEnv } from './env.js';
import { createPortal } from './portal.js';

async function main(): Promise<void> {
  const env = loadEnv();
  const dataDir = resolve(env.DATA_DIR);
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  const portal = await createPortal(env, {
    dataDir: env.DATABASE_URL ? null : dataDir,
    filesDir: resolve(dataDir, 'files'),
  });
  const { app } = portal;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await portal.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.PUBLIC_URL ?? `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(
    `Freeway portal ready at ${shown}${env.demo ? ` (demo mode: mailbox at ${shown}/dev/mailbox)` : ''}`,
  );
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
