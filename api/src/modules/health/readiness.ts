/**
 * Whether this API process should be sent traffic. Liveness is only "the process runs"; readiness
 * also needs the database to answer and the process not to be draining: from the first SIGTERM
 * (server.ts) it says no at once, while the requests already under way finish.
 *
 * Draining belongs to the HTTP server being closed, so each app (and each test's app) has its own.
 */
import type { Server } from 'node:http';
import type { Database } from '../../db/database';
import type { AppInstance } from '../../http/app-instance';
import { ApiError } from '../../http/errors';

export const DRAINING_MESSAGE = 'This instance is shutting down: its load balancer sends requests to another one.';

const drainingServers = new WeakSet<Server>();

/** The app behind `server` is shutting down: readiness answers 503 from now on. */
export function startDraining(server: Server): void {
  drainingServers.add(server);
}

export function isDraining(server: Server): boolean {
  return drainingServers.has(server);
}

/**
 * While the process drains: a connection that finishes its request is closed rather than kept
 * idle, so the server's close is not held up by keep-alive connections (nginx's upstream pool);
 * and a new websocket is refused with 503, which nginx retries on another instance, instead of
 * opening here only to be cut without a close code a moment later.
 */
export function registerDrainHooks(app: AppInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isDraining(app.server) && request.headers.upgrade?.toLowerCase() === 'websocket') {
      throw new ApiError(503, DRAINING_MESSAGE);
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining(app.server)) void reply.header('Connection', 'close');
  });
}

/** How long readiness waits for `SELECT 1` before calling the database unreachable. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** Whether the database answers a trivial query within `timeoutMs`. */
export async function databaseAnswers(
  database: Pick<Database, 'query'>,
  timeoutMs = DATABASE_CHECK_TIMEOUT_MS,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = database.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
