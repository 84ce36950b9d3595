import { is, Param, Placeholder } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Conn, Db } from './client.js';

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

/** A parameter of a declared statement: a fixed value, or the name of the placeholder its value fills. */
export type StatementParam = string | number | boolean | null | { placeholder: string };

/**
 * The SQL and parameters of every statement declared so far (by the modules imported), as this database
 * builds them. The API bench's limit server sends exactly these (scripts/bench-limit.mjs).
 */
export function declaredStatements(db: Db): Record<string, { text: string; params: StatementParam[] }> {
  const out: Record<string, { text: string; params: StatementParam[] }> = {};
  for (const [name, prepare] of declared) {
    const { sql, params } = prepare(db).getQuery();
    out[name] = { text: sql, params: params.map(paramOf) };
  }
  return out;
}

function paramOf(param: unknown): StatementParam {
  if (is(param, Placeholder)) return { placeholder: param.name };
  if (is(param, Param) && is(param.value, Placeholder)) return { placeholder: param.value.name };
  if (param === null || ['string', 'number', 'boolean'].includes(typeof param))
    return param as StatementParam;
  if (param instanceof Date) return param.toISOString();
  return JSON.stringify(param);
}
