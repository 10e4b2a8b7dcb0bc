/**
 * The counters of `@fastify/rate-limit` in PostgreSQL: every API instance on one
 * database counts the same attempts, where the plugin's default store counted in each
 * process's memory (N instances allowed N times the attempts). One upsert per attempt counts
 * and reads atomically; a window that has ended starts again at 1. The `rate-limit sweep` job
 * deletes ended windows.
 *
 * Keys are namespaced per route (`POST /api/users/login/|…`) like the plugin's Redis store; a
 * limit made with `app.rateLimit()` has no route, so its key generator carries its own prefix.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database, Executor } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import { mentionsAny, type MentionPatterns } from '../db/redaction';

const COUNT = `
  INSERT INTO rate_limit_counters AS c (key, hits, window_ends)
  VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.window_ends <= now() THEN 1 ELSE c.hits + 1 END,
    window_ends = CASE WHEN c.window_ends <= now() THEN EXCLUDED.window_ends ELSE c.window_ends END
  RETURNING hits, GREATEST(0, ceil(extract(epoch FROM c.window_ends - now()) * 1000))::int AS ttl_ms`;

export function postgresRateLimitStore(database: Database): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    /** The plugin constructs the root store with its options; children get a route's namespace. */
    constructor(namespace: unknown) {
      this.namespace = typeof namespace === 'string' ? namespace : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      database.query<{ hits: number; ttl_ms: number }>(COUNT, [`${this.namespace}${key}`, timeWindow]).then(
        ([row]) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl_ms ?? timeWindow }),
        // The cause keeps what the driver said (a database that cannot be reached answers 503).
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error), { cause: error })),
      );
    }

    child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method ?? '');
      return new PostgresRateLimitStore(method || route.url ? `${method} ${String(route.url ?? '')}|` : '');
    }
  }
  return PostgresRateLimitStore;
}

/** Deletes counters whose window has ended (the `rate-limit sweep` job). */
export async function sweepRateLimitCounters(database: Database): Promise<void> {
  await database.query('DELETE FROM rate_limit_counters WHERE window_ends <= now()');
}

/** Counters keyed by a deleted person's email (sign-in attempts) go at once, not at their window's end. */
export async function forgetCountersOf(executor: Executor, mentions: MentionPatterns): Promise<void> {
  await executor.delete(rateLimitCounters).where(mentionsAny(rateLimitCounters.key, mentions));
}
