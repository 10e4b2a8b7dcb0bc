/**
 * Health for operators and load balancers. `/api/health/` names the instance that answered
 * (several run behind one nginx) and checks the database; `live/` says only that the process
 * runs (restart it if not); `ready/` says whether to send it traffic (the database answers and
 * the process is not draining).
 */
import { Type } from 'typebox';
import type { AppInstance } from '../../http/app-instance';
import { DatabaseUnavailableError } from '../../http/database-unavailable';
import { ApiError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { databaseAnswers, isDraining } from './readiness';

export const DRAINING_MESSAGE = 'This instance is shutting down: its load balancer sends requests to another one.';

export async function healthRoutes(app: AppInstance): Promise<void> {
  const instance = Type.String({ description: 'The API process that answered (INSTANCE_ID, else host:pid).' });

  app.get(
    '/api/health/',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String(), instance }),
          ...errorResponses(503),
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
        response: { 200: Type.Object({ status: Type.Literal('live'), instance }) },
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
        response: { 200: Type.Object({ status: Type.Literal('ready'), instance }), ...errorResponses(503) },
      },
    },
    async () => {
      if (isDraining(app.server)) throw new ApiError(503, DRAINING_MESSAGE);
      if (!(await databaseAnswers(app.database))) throw new DatabaseUnavailableError();
      return { status: 'ready' as const, instance: app.config.instanceId };
    },
  );
}
