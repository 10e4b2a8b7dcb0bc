/**
 * Every task endpoint of spec 000 §7, one handler shape: validate, perform, answer the message
 * (200), or — when engage could not prove the claim and it waits for review — 202 with the
 * reason. Also the watch ticket a video player takes when it starts.
 */
import { apiRoutes } from '@engage/shared/api/routes';
import {
  TaskActionResponseSchema,
  TaskConflictResponseSchema,
  TaskReviewResponseSchema,
  WatchStartBodySchema,
  WatchStartResponseSchema,
} from '@engage/shared/contract/feed';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { serverPath } from '../../http/api-route';
import { errorResponses } from '../../http/openapi';
import { TASK_ENDPOINTS, type TaskPayload } from './task-endpoints';

export async function tasksRoutes(app: AppInstance): Promise<void> {
  for (const endpoint of TASK_ENDPOINTS) {
    app.post(
      serverPath(apiRoutes[endpoint.route]),
      {
        schema: {
          tags: ['tasks'],
          security: [{ bearer: [] }],
          description: `${endpoint.platform} ${endpoint.actionTypes.join('/')} task`,
          body: endpoint.body,
          // 202 the claim waits for review, 403 email not verified, 404 no such task, 409 done
          // already (or waiting), 429 daily cap reached.
          response: {
            200: TaskActionResponseSchema,
            202: TaskReviewResponseSchema,
            409: TaskConflictResponseSchema,
            ...errorResponses(403, 404, 429),
          },
        },
      },
      async (request, reply) => {
        // The body matched `endpoint.body`, whose fields are all fields of TaskPayload.
        const payload = request.body as TaskPayload;
        const outcome = await app.services.tasks.perform(currentUser(request).userId, endpoint, payload);
        if (outcome.review) {
          return reply.code(202).send({ message: outcome.message, status: 'review', reason: outcome.review.reason });
        }
        return { message: outcome.message };
      },
    );
  }

  app.post(
    serverPath(apiRoutes.watchStart),
    {
      schema: {
        tags: ['tasks'],
        security: [{ bearer: [] }],
        description: 'The watch ticket: the player of this task’s video started now (the first start counts).',
        body: WatchStartBodySchema,
        response: { 200: WatchStartResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const started = await app.services.tasks.startWatching(currentUser(request).userId, request.body.link_url);
      return { started_at: started.toISOString() };
    },
  );
}
