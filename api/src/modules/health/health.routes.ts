/**
 * Health for operators and load balancers. `/api/health/` names the instance that answered
 * (several run behind one nginx) and checks the database; `live/` says only that the process
 * runs (restart it if not); `ready/` says whether to send it traffic (the database answers and
 * the process is not draining).
 */
import type { AppInstance } from '../../http/app-instance';
import { DatabaseUnavailableError } from '../../http/database-unavailable';
import { ApiError } from '../../http/errors';
import { HealthSchema, LiveSchema, ReadySchema, unavailable } from './health-schemas';
import { databaseAnswers, DRAINING_MESSAGE, isDraining } from './readiness';
const DATABASE_DOWN = 'The database cannot be reached (Retry-After says when to try again).';

export async function healthRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/health/',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: {
          200: HealthSchema,
          503: unavailable(DATABASE_DOWN),
        },
      },
    },
    async () => {
      await app.database.query('SELECT 1');
      return { status: 'ok' as const, database: app.database.kind, instance: app.config.instanceId };
    },
  );

  app.get(
    '/api/health/live/',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        description: 'The process runs; the database is not asked.',
        response: { 200: LiveSchema },
      },
    },
    async () => ({ status: 'live' as const, instance: app.config.instanceId }),
  );

  app.get(
    '/api/health/ready/',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        description: 'Send this instance traffic: the database answers and the process is not shutting down.',
        response: {
          200: ReadySchema,
          503: unavailable('Not ready: this instance is shutting down, or its database cannot be reached.'),
        },
      },
    },
    async () => {
      if (isDraining(app.server)) throw new ApiError(503, DRAINING_MESSAGE);
      if (!(await databaseAnswers(app.database))) throw new DatabaseUnavailableError();
      return { status: 'ready' as const, instance: app.config.instanceId };
    },
  );
}
