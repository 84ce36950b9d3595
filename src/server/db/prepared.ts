import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Conn } from './client.js';

type Prepared = PgPreparedQuery<PreparedQueryConfig>;

export interface Statement<P extends Prepared> {
  readonly name: string;
  /** The statement for this database or transaction: built, mapped and prepared on first use only. */
  on(db: Conn): P;
}

const declared = new Map<string, (db: Conn) => Prepared>();

/**
 * A statement a request repeats, declared once with placeholders for its values. drizzle builds its SQL and
 * its row mapping once per database handle (a transaction is a handle of its own), and on PostgreSQL it is
 * sent as a named statement, which each connection parses and plans once. PGlite runs the same statement
 * text with the same values (it has one connection and no statement names to keep).
 */
export function statement<P extends Prepared>(
  name: string,
  build: (db: Conn) => { prepare(name: string): P },
): Statement<P> {
  if (declared.has(name)) throw new Error(`two statements are named ${name}`);
  declared.set(name, (db) => build(db).prepare(name));
  const kept = new WeakMap<Conn, P>();
  return {
    name,
    on(db) {
      let prepared = kept.get(db);
      if (!prepared) kept.set(db, (prepared = build(db).prepare(name)));
      return prepared;
    },
  };
}
