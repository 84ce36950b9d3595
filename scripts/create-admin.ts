// Creates the program's first admin (decision 040; README, "The first admin").
// Usage: npm run create-admin -- someone@program.org [--first Ana] [--last Ruiz] [--phone 3125550123] [--force]
// Uses the portal's database settings: DATABASE_URL, else the PGlite folder DATA_DIR (stop the portal first).
import '../src/shared/messages/en.js';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDataDir, tightenDataDir } from '../src/server/data-dir.js';
import { openDatabase } from '../src/server/db/client.js';
import { lockDataDir } from '../src/server/db/lock.js';
import { loadEnv, portalOrigin } from '../src/server/env.js';
import { describeOutcome, ensureAdmin } from '../src/server/features/staff/first-admin.js';

const usage =
  'Usage: npm run create-admin -- someone@program.org [--first Ana] [--last Ruiz] [--phone 3125550123] [--force]';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      first: { type: 'string' },
      last: { type: 'string' },
      phone: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}

const env = loadEnv();
const dataDir = resolve(env.DATA_DIR);
// Embedded mode: PGlite is one process's database, so a running portal must be stopped first.
let unlock = () => {};
if (!env.DATABASE_URL) {
  try {
    prepareDataDir(dataDir);
    unlock = lockDataDir(dataDir);
  } catch (err) {
    console.error(`${(err as Error).message}\nStop the portal first, then run this again.`);
    process.exit(1);
  }
}
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? null : dataDir });
let code = 0;
try {
  const outcome = await ensureAdmin(database.db, {
    email: positionals[0]!,
    firstName: values.first,
    lastName: values.last,
    phone: values.phone,
    force: values.force,
    via: 'create-admin',
  });
  const line = describeOutcome(outcome, `${portalOrigin(env)}/login`);
  if (outcome.kind === 'refused') {
    console.error(line);
    code = 1;
  } else console.log(line);
} finally {
  await database.close();
  if (!env.DATABASE_URL) tightenDataDir(dataDir);
  unlock();
}
process.exit(code);
