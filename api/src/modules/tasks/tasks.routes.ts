/**
 * Every task endpoint of spec 000 §7, one handler shape: validate, perform, answer the message
 * (200), or — when engage could not prove the claim and it waits for review — 202 with the
 * reason. Also what the user can earn today, and the watch ticket a video player takes when it starts, and the progress it reports.
 */
import { requestLanguage } from '../../i18n/request-language';
import type { AppInstance } from '../../http/app-instance';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../http/authenticate';
import { answered } from '../../i18n/request-language';
import { TASK_ENDPOINTS, type TaskPayload } from './task-endpoints';

export async function tasksRoutes(app: AppInstance): Promise<void> {
  for (const endpoint of TASK_ENDPOINTS) {
    app.route({
      // 202 the claim waits for review, 403 email not verified, 404 no such task, 409 done
      // already (or waiting), 429 daily cap reached.
      ...apiRoute(endpoint.route, {
        tags: ['tasks'],
        description: `${endpoint.platform} ${endpoint.actionTypes.join('/')} task`,
        errors: [403, 404, 429],
      }),
      handler: async (request, reply) => {
        // The body matched the endpoint's contract, whose fields are all fields of TaskPayload.
        const payload = request.body as TaskPayload;
        const outcome = await app.services.tasks.perform(currentUser(request).userId, endpoint, payload);
        if (outcome.review) {
          return reply
            .code(202)
            .send({ message: answered(request, outcome.message), status: 'review', reason: outcome.review.reason });
        }
        return { message: answered(request, outcome.message) };
      },
    });
  }

  app.route({
    ...apiRoute('earning', {
      tags: ['tasks'],
      description:
        'What the user can earn today: the daily limit the server enforces (tasks a Nairobi day), how many are done and left today and what they paid, when the count resets, and how many tasks of the typical reward a minimum withdrawal takes.',
      errors: [],
    }),
    handler: async (request) => app.services.tasks.earning(currentUser(request).userId, requestLanguage(request)),
  });

  app.route({
    ...apiRoute('watchStart', {
      tags: ['tasks'],
      description: 'The watch ticket: the player of this task’s video started now (the first start counts).',
      errors: [404],
    }),
    handler: async (request) => {
      const started = await app.services.watchTickets.start(currentUser(request).userId, request.body.link_url);
      return { started_at: started.toISOString() };
    },
  });

  app.route({
    ...apiRoute('watchProgress', {
      tags: ['tasks'],
      description:
        'Watch progress: the playing player’s current time in this task’s video, every few seconds. The server counts only what advanced no faster than its own clock; a view credit is paid from that count. 400 when the player was never started (no watch ticket).',
      errors: [],
    }),
    handler: async (request) => {
      const watched = await app.services.watchTickets.progress(
        currentUser(request).userId,
        request.body.link_url,
        request.body.position,
      );
      return { watched_seconds: Math.floor(watched * 10) / 10 };
    },
  });
}
