import pg from 'pg';

/**
 * On PostgreSQL, a second query sent on one connection while the first still runs is refused here, so a
 * `Promise.all` over a transaction's queries fails its test instead of only warning (pg 9 will refuse it;
 * inside a transaction it can interleave the statements). The pool itself is not affected: it hands each
 * query a connection of its own.
 */
const query = pg.Client.prototype.query;
const marked = pg.Client.prototype as { query: typeof query; __oneAtATime?: boolean };
if (!marked.__oneAtATime) {
  marked.__oneAtATime = true;
  pg.Client.prototype.query = function (
    this: pg.Client & { _queryQueue?: unknown[]; _activeQuery?: unknown },
    ...args: unknown[]
  ) {
    if (this._activeQuery || (this._queryQueue && this._queryQueue.length > 0)) {
      throw new Error('Two queries at once on one database connection (a Promise.all inside a transaction?)');
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
}
