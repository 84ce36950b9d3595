import type { Db } from '../db/client.js';
import { hitRateLimit, readRateLimit, sweepRateLimits } from './platform.repo.js';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store on the portal's database, so every instance counts the same requests (the
 * plugin's default store is one process's memory). One upsert per limited request; rows of past windows
 * are swept now and then.
 */
export function databaseRateLimitStore(db: Db) {
  let sinceSweep = 0;
  return class DatabaseStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      hitRateLimit(db, this.prefix + key, timeWindow).then(
        (result) => {
          if (++sinceSweep >= 500) {
            sinceSweep = 0;
            void sweepRateLimits(db).catch(() => undefined);
          }
          cb(null, result);
        },
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback): void {
      readRateLimit(db, this.prefix + key).then(
        (result) => cb(null, result),
        (err: Error) => cb(err),
      );
    }

    /** A route's own counters: the plugin passes the merged limit options with the route's method and url. */
    child(options: object): DatabaseStore {
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseStore(undefined, `${route?.method ?? ''} ${route?.url ?? ''}|`);
    }
  };
}
