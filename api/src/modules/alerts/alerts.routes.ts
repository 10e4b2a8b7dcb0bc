/** Notifications (spec 000 §7 "Alerts"): list, unread, read one, delete one, delete all. */
import { apiRoutes } from '@engage/shared/api/routes';
import { AlertsQuerySchema, NotificationPageSchema, UnreadAlertsResponseSchema } from '@engage/shared/contract/alerts';
import { IdParamsSchema, MessageResponseSchema } from '@engage/shared/contract/common';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { serverPath } from '../../http/api-route';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { pageLink } from '../../http/pages';

const secured = { security: [{ bearer: [] }] };

export async function alertsRoutes(app: AppInstance): Promise<void> {
  const notifications = app.services.notifications;

  app.get(
    serverPath(apiRoutes.alerts),
    {
      schema: {
        tags: ['alerts'],
        ...secured,
        querystring: AlertsQuerySchema,
        response: { 200: NotificationPageSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { page = 1, latest, last_seen: lastSeen } = request.query;
      if (latest && lastSeen) {
        return { results: await notifications.latest(userId, new Date(lastSeen)), next: null };
      }
      const result = await notifications.page(userId, page);
      return {
        results: result.results,
        count: result.count,
        next: result.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
        previous: page > 1 ? pageLink(request, page - 1, app.config.publicUrl) : null,
      };
    },
  );

  app.get(
    serverPath(apiRoutes.alertsUnread),
    { schema: { tags: ['alerts'], ...secured, response: { 200: UnreadAlertsResponseSchema } } },
    async (request) => ({ results: await notifications.unread(currentUser(request).userId) }),
  );

  app.post(
    serverPath(apiRoutes.alertRead),
    {
      schema: {
        tags: ['alerts'],
        ...secured,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      if (!(await notifications.markRead(currentUser(request).userId, request.params.id)))
        throw notFound('Notification not found.');
      return { message: 'Notification marked as read.' };
    },
  );

  app.post(
    serverPath(apiRoutes.alertDelete),
    {
      schema: {
        tags: ['alerts'],
        ...secured,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      if (!(await notifications.remove(currentUser(request).userId, request.params.id)))
        throw notFound('Notification not found.');
      return { message: 'Notification deleted successfully!' };
    },
  );

  app.post(
    serverPath(apiRoutes.alertsDeleteAll),
    { schema: { tags: ['alerts'], ...secured, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await notifications.removeAll(currentUser(request).userId);
      return { message: 'Notifications deleted successfully!' };
    },
  );
}
