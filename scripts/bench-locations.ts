// Seeds 10,000 locations and times the nearby query the DMV and clinic screens use (budget: 50 ms).
// Embedded PGlite by default; BENCH_DATABASE_URL=<a PostgreSQL server> runs it there on a scratch database.
// Usage: npm run bench:locations
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.js';
import { locations } from '../src/server/db/schema/index.js';
import { nearby } from '../src/server/features/locations/locations.repo.js';

const COUNT = 10_000;
const BUDGET_MS = 50;
const base = process.env.BENCH_DATABASE_URL;
const scratch = `portal_bench_loc_${randomBytes(4).toString('hex')}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(sql);
  await client.end();
}

let url: string | undefined;
if (base) {
  await admin(`create database ${scratch}`);
  const u = new URL(base);
  u.pathname = `/${scratch}`;
  url = u.toString();
}
const database = await openDatabase({ url, dataDir: null });
try {
  const types = ['dmv', 'dotClinic', 'workforceBoard', 'truckingSchool'];
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    type: types[i % types.length]!,
    name: `Place ${i}`,
    address: `${i} Main St`,
    city: 'Somewhere',
    state: 'IL',
    zip: '60601',
    // Spread over the lower 48 states.
    latitude: 25 + Math.random() * 24,
    longitude: -124 + Math.random() * 57,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await database.db.insert(locations).values(rows.slice(i, i + 500));
  const chicago = { latitude: 41.8781, longitude: -87.6298 };
  for (let i = 0; i < 5; i++) await nearby(database.db, 'dmv', chicago);
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < 50; i++) {
    const origin = { latitude: 30 + Math.random() * 15, longitude: -120 + Math.random() * 45 };
    const started = performance.now();
    found += (await nearby(database.db, 'dmv', origin)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  const ok = p95 < BUDGET_MS;
  console.log(
    `locations: nearby of ${COUNT} on ${base ? 'PostgreSQL' : 'PGlite'}: median ${median.toFixed(1)} ms, ` +
      `p95 ${p95.toFixed(1)} ms (budget ${BUDGET_MS} ms), ${(found / times.length).toFixed(1)} places a query: ${ok ? 'ok' : 'OVER'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
  if (base) await admin(`drop database if exists ${scratch} with (force)`);
}
