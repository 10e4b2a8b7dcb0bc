/** Every task endpoint of spec 000 §7, one handler shape: validate, perform, answer the message. */
import { apiRoutes } from '@engage/shared/api/routes';
import { TaskActionResponseSchema } from '@engage/shared/contract/feed';
import type { AppInstance } from '../../app';
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
          // 403 email not verified, 404 no such task, 409 done already, 429 daily cap reached.
          response: { 200: TaskActionResponseSchema, ...errorResponses(403, 404, 409, 429) },
        },
      },
      async (request) => {
        // The body matched `endpoint.body`, whose fields are all fields of TaskPayload.
        const payload = request.body as TaskPayload;
        const outcome = await app.services.tasks.perform(currentUser(request).userId, endpoint, payload);
        return { message: outcome.message };
      },
    );
  }
}
