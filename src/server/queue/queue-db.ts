import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/** What pg-boss needs of a database: one statement (or, without values, a script) and its rows. */
export interface QueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * PGlite for pg-boss: parameterised statements go through `query`; a script without values (pg-boss's
 * schema and its BEGIN … COMMIT blocks) through `exec`, with the rows of every statement kept. PGlite is
 * one session, so a statement that fails inside such a block is rolled back before the error is passed
 * on; otherwise the aborted transaction would refuse every later query of the whole portal.
 */
export function pgliteQueueDb(pglite: PGlite): QueueDb {
  return {
    async executeSql(text, values) {
      try {
        if (values?.length) return await pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.flatMap((r) => r.rows) };
      } catch (err) {
        await pglite.query('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
  };
}

/**
 * The caller's drizzle transaction for pg-boss, so a job is queued if and only if the write commits.
 * pg-boss's `$n` placeholders become drizzle parameters (a repeated `$n` binds its value again).
 */
export function transactionQueueDb(tx: Tx): QueueDb {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      const parts = text.split(/\$(\d+)/);
      parts.forEach((part, i) => {
        chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`);
      });
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows?: unknown[] } | unknown[];
      return { rows: Array.isArray(result) ? result : (result.rows ?? []) };
    },
  };
}
