/**
 * SQL for `idempotency_keys` (migration 0016): per user and key, the write that was sent with
 * it and, once the handler has answered, that answer. The layer around the routes is
 * idempotency.ts.
 *
 * The claim is one statement, so two copies of a request reaching two API instances at once
 * cannot both run: the primary key lets one insert and the other finds its row. A row past its
 * expiry counts as free and is taken over by the same statement.
 */
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { idempotencyKeys } from '../db/schema';

/** A request sent with a key: who sent it, the key, and what it asked (idempotency.ts's hash). */
export interface KeyedRequest {
  userId: number;
  key: string;
  fingerprint: string;
}

/** What the key holds when a request arrives with it. */
export type KeyState =
  | { state: 'claimed' }
  | { state: 'running'; fingerprint: string; runningSeconds: number }
  | { state: 'answered'; fingerprint: string; statusCode: number; body: string };

const CLAIM = `
  INSERT INTO idempotency_keys AS k (user_id, key, fingerprint, expires_at)
  VALUES ($1, $2, $3, now() + $4 * interval '1 second')
  ON CONFLICT (user_id, key) DO UPDATE SET
    fingerprint = EXCLUDED.fingerprint,
    status_code = NULL,
    body = NULL,
    started_at = now(),
    expires_at = EXCLUDED.expires_at
  WHERE k.expires_at <= now()
  RETURNING 1 AS claimed`;

// Seconds by the database's clock, the one that stamped started_at: API instances' clocks differ.
const READ = `
  SELECT fingerprint, status_code, body, extract(epoch FROM now() - started_at)::float8 AS running_seconds
    FROM idempotency_keys
   WHERE user_id = $1 AND key = $2`;

interface KeyRow {
  fingerprint: string;
  status_code: number | null;
  body: string | null;
  running_seconds: number;
}

/**
 * Claims the key for this request, or says what it already holds. `keepSeconds`: how long the
 * key and its answer are kept from now.
 */
export async function claimKey(database: Database, request: KeyedRequest, keepSeconds: number): Promise<KeyState> {
  const params = [request.userId, request.key, request.fingerprint, keepSeconds];
  // Twice at most: a row that expired and was swept between the two statements is claimed again.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const claimed = await database.query<{ claimed: number }>(CLAIM, params);
    if (claimed.length > 0) return { state: 'claimed' };
    const [row] = await database.query<KeyRow>(READ, [request.userId, request.key]);
    if (!row) continue;
    if (row.status_code === null || row.body === null) {
      return { state: 'running', fingerprint: row.fingerprint, runningSeconds: Number(row.running_seconds) };
    }
    return { state: 'answered', fingerprint: row.fingerprint, statusCode: row.status_code, body: row.body };
  }
  throw new Error(`Idempotency key of user ${request.userId} could be neither claimed nor read.`);
}

/** Keeps the answer of the request that claimed the key; copies sent later get it again. */
export async function keepAnswer(
  database: Database,
  request: KeyedRequest,
  answer: { statusCode: number; body: string },
): Promise<void> {
  await database.query(
    `UPDATE idempotency_keys SET status_code = $4, body = $5
      WHERE user_id = $1 AND key = $2 AND fingerprint = $3 AND status_code IS NULL`,
    [request.userId, request.key, request.fingerprint, answer.statusCode, answer.body],
  );
}

/** Deletes expired keys (the `idempotency sweep` job). */
export async function sweepIdempotencyKeys(database: Database): Promise<void> {
  await database.query('DELETE FROM idempotency_keys WHERE expires_at <= now()');
}

/** A deleted account's kept answers go: they may repeat what it sent (a number, an ID). */
export async function deleteKeysOf(executor: Executor, userId: number): Promise<void> {
  await executor.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}
