/**
 * When PostgreSQL cannot be reached (down, restarting, refusing connections, the pool's connect
 * timeout), every request answers 503 with `Retry-After` instead of a 500 or a hang: the client
 * and the load balancer learn that trying again shortly is the right move, and the pg pool
 * reconnects by itself once the database is back.
 */
import type { FastifyReply } from 'fastify';
import type { Language } from '@engage/shared/i18n/language';
import { en, text, written } from '../i18n/messages';

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = en.databaseUnavailable;

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection
 * exception) is matched by prefix; 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
 * connect now (starting up, recovering), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a database host that does not answer. */
const UNREACHABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres and pg-pool say these in words only: the pool's connect timeout, a connection
 * that died under a query, a client that already lost its connection.
 */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /^Connection terminated/i,
  /connection error and is not queryable/i,
  /Query read timeout/i,
];

/** Thrown where the code itself finds the database silent (readiness's bounded check). */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super(DATABASE_UNAVAILABLE_MESSAGE);
  }
}

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isUnavailableError(fields: ErrorFields): boolean {
  const code = typeof fields.code === 'string' ? fields.code : '';
  if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNREACHABLE_ERRNOS.has(code)) return true;
  const message = typeof fields.message === 'string' ? fields.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether `error` means the database cannot be reached. Drizzle wraps the driver's error in
 * `cause`; Node reports a refused connection to each address of a host name (localhost: ::1
 * and 127.0.0.1) as an AggregateError of them.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const fields = current as ErrorFields;
    if (current instanceof DatabaseUnavailableError || isUnavailableError(fields)) return true;
    pending.push(fields.cause);
    if (Array.isArray(fields.errors)) pending.push(...(fields.errors as unknown[]));
  }
  return false;
}

/** The 503 in the API's usual error shape, with the wait the client should respect. */
export function replyDatabaseUnavailable(reply: FastifyReply, language: Language = 'en'): void {
  const message = written(text('databaseUnavailable'), language);
  void reply
    .status(503)
    .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ detail: message, message, error: message });
}
