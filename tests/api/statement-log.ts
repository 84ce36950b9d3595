import pg from 'pg';
import type { Database } from '@server/db/client.js';

type Query = (...args: unknown[]) => unknown;
const textOf = (first: unknown) =>
  typeof first === 'string' ? first : String((first as { text?: string } | null)?.text ?? '');

/**
 * The SQL text of every statement the portal's database receives while logged, transactions included:
 * on PostgreSQL every connection's queries (pool queries run on a connection too), on PGlite its queries
 * and those of the transactions it opens. The job queue's own statements (schema `pgboss`) are left out.
 */
export function logStatements(database: Database) {
  const seen: string[] = [];
  const note = (first: unknown) => {
    const text = textOf(first);
    if (!/\bpgboss\b/.test(text)) seen.push(text);
  };
  const undo: (() => void)[] = [];
  function wrap(target: { query: Query }) {
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      note(args[0]);
      return original.apply(this, args);
    };
    undo.push(() => (target.query = original));
  }
  if (database.kind === 'postgres') wrap(pg.Client.prototype as unknown as { query: Query });
  else {
    const pglite = database.pglite as unknown as { query: Query; transaction: Query };
    wrap(pglite);
    const transaction = pglite.transaction;
    pglite.transaction = function (this: unknown, fn: unknown) {
      return transaction.call(this, (tx: { query: Query }) => {
        wrap(tx);
        return (fn as (tx: unknown) => unknown)(tx);
      });
    };
    undo.push(() => (pglite.transaction = transaction));
  }
  return {
    all: () => [...seen],
    /** Statements that change rows: insert, update, delete, or a `with` holding an insert or a delete. */
    writes: () =>
      seen.filter(
        (q) =>
          /^\s*(insert|update|delete|merge)\b/i.test(q) ||
          /^\s*with\b[\s\S]*\b(insert\s+into|delete\s+from)\b/i.test(q),
      ),
    clear: () => void (seen.length = 0),
    restore: () => undo.reverse().forEach((u) => u()),
  };
}
