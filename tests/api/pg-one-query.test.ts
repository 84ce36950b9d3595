import pg from 'pg';
import { expect, it } from 'vitest';

it.skipIf(!process.env.TEST_DATABASE_URL)(
  'refuses a second query on one connection while the first runs',
  async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const first = client.query('select pg_sleep(0.05)');
      await expect(async () => client.query('select 1')).rejects.toThrow(/Two queries at once/);
      await first;
      // One after the other is fine.
      expect((await client.query('select 1 as one')).rows[0].one).toBe(1);
    } finally {
      await client.end();
    }
  },
);
