/** Notifications (spec 000 §7 "Alerts"): list, unread, read one, delete one, delete all. */
import type { AppInstance } from '../../http/app-instance';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import { answered, requestLanguage } from '../../i18n/request-language';
import { pageLink } from '../../http/pages';

export async function alertsRoutes(app: AppInstance): Promise<void> {
  const notifications = app.services.notifications;
  const tags = ['alerts'];

  app.route({
    ...apiRoute('alerts', { tags }),
    handler: async (request) => {
      const { userId } = currentUser(request);
      // Written in the language the reader reads in now, whatever it was when each alert arrived.
      const language = requestLanguage(request);
      const { page = 1, latest, last_seen: lastSeen } = request.query;
      if (latest && lastSeen) {
        return { results: await notifications.latest(userId, new Date(lastSeen), language), next: null };
      }
      const result = await notifications.page(userId, page, language);
      return {
        results: result.results,
        count: result.count,
        next: result.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
        previous: page > 1 ? pageLink(request, page - 1, app.config.publicUrl) : null,
      };
    },
  });

  app.route({
    ...apiRoute('alertsUnread', { tags }),
    handler: async (request) => ({
      results: await notifications.unread(currentUser(request).userId, requestLanguage(request)),
    }),
  });

  app.route({
    ...apiRoute('alertRead', { tags, errors: [404] }),
    handler: async (request) => {
      if (!(await notifications.markRead(currentUser(request).userId, request.params.id)))
        throw notFound(text('alertNotFound'));
      return { message: answered(request, text('alertMarkedRead')) };
    },
  });

  app.route({
    ...apiRoute('alertDelete', { tags, errors: [404] }),
    handler: async (request) => {
      if (!(await notifications.remove(currentUser(request).userId, request.params.id)))
        throw notFound(text('alertNotFound'));
      return { message: answered(request, text('alertDeleted')) };
    },
  });

  app.route({
    ...apiRoute('alertsDeleteAll', { tags }),
    handler: async (request) => {
      await notifications.removeAll(currentUser(request).userId);
      return { message: answered(request, text('alertsDeleted')) };
    },
  });
}
