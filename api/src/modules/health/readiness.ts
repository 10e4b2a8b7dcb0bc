/**
 * Whether this API process should be sent traffic. Liveness is only "the process runs"; readiness
 * also needs the database to answer and the process not to be draining: from the first SIGTERM
 * (server.ts) it says no at once, while the requests already under way finish.
 *
 * Draining belongs to the HTTP server being closed, so each app (and each test's app) has its own.
 */
import type { Server } from 'node:http';
import type { Database } from '../../db/database';

const drainingServers = new WeakSet<Server>();

/** The app behind `server` is shutting down: readiness answers 503 from now on. */
export function startDraining(server: Server): void {
  drainingServers.add(server);
}

export function isDraining(server: Server): boolean {
  return drainingServers.has(server);
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
