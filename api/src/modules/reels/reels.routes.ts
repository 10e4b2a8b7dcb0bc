/** Reels (spec 001 §7): the paged reel feed, reel interactions and the watch-time credit. */
import { DEFAULT_REEL_FILTER } from '@engage/shared/contract/constants';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { apiRoute } from '../../http/api-route';
import { unauthorized } from '../../http/errors';
import { pageLink } from '../../http/pages';
import { answered } from '../../i18n/request-language';

export async function reelsRoutes(app: AppInstance): Promise<void> {
  const reels = app.services.reels;

  app.route({
    ...apiRoute('reels', { tags: ['reels'] }),
    handler: async (request) => {
      const page = request.query.page ?? 1;
      const result = await reels.page(currentUser(request).userId, request.query.filter ?? DEFAULT_REEL_FILTER, page);
      return {
        results: result.results,
        next: result.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
        previous: page > 1 ? pageLink(request, page - 1, app.config.publicUrl) : null,
      };
    },
  });

  app.route({
    ...apiRoute('reelInteract', { tags: ['reels'], errors: [403, 404] }),
    handler: async (request) => {
      const auth = currentUser(request);
      const user = await app.services.accounts.findById(auth.userId);
      if (!user) throw unauthorized();
      return reels.interact(auth.userId, user.emailVerified, request.body.link_id, request.body.action);
    },
  });

  app.route({
    // The view credit of a reel is a task (tasks.routes.ts).
    ...apiRoute('reelWatchTime', { tags: ['reels'], errors: [403, 404, 409, 429] }),
    handler: async (request) => {
      const outcome = await reels.watchTime(currentUser(request).userId, request.body.link_id, request.body.watch_time);
      return { message: answered(request, outcome.message) };
    },
  });
}
