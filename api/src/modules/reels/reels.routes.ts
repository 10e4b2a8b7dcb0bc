/** Reels (spec 001 §7): the paged reel feed, reel interactions and the watch-time credit. */
import { apiRoutes } from '@engage/shared/api/routes';
import { LinkPageSchema } from '@engage/shared/contract/links';
import {
  ReactionBodySchema,
  ReactionResponseSchema,
  TaskActionResponseSchema,
  ViewCreditBodySchema,
} from '@engage/shared/contract/feed';
import { ReelQuerySchema } from '@engage/shared/contract/reels';
import { DEFAULT_REEL_FILTER } from '@engage/shared/contract/constants';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { serverPath } from '../../http/api-route';
import { unauthorized } from '../../http/errors';
import { pageLink } from '../../http/pages';
import { errorResponses } from '../../http/openapi';

const secured = { security: [{ bearer: [] }] };

export async function reelsRoutes(app: AppInstance): Promise<void> {
  const reels = app.services.reels;

  app.get(
    serverPath(apiRoutes.reels),
    { schema: { tags: ['reels'], ...secured, querystring: ReelQuerySchema, response: { 200: LinkPageSchema } } },
    async (request) => {
      const page = request.query.page ?? 1;
      const result = await reels.page(currentUser(request).userId, request.query.filter ?? DEFAULT_REEL_FILTER, page);
      return {
        results: result.results,
        next: result.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
        previous: page > 1 ? pageLink(request, page - 1, app.config.publicUrl) : null,
      };
    },
  );

  app.post(
    serverPath(apiRoutes.reelInteract),
    {
      schema: {
        tags: ['reels'],
        ...secured,
        body: ReactionBodySchema,
        response: { 200: ReactionResponseSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const user = await app.services.accounts.findById(auth.userId);
      if (!user) throw unauthorized();
      return reels.interact(auth.userId, user.emailVerified, request.body.link_id, request.body.action);
    },
  );

  app.post(
    serverPath(apiRoutes.reelWatchTime),
    {
      schema: {
        tags: ['reels'],
        ...secured,
        body: ViewCreditBodySchema,
        // The view credit of a reel is a task (tasks.routes.ts).
        response: { 200: TaskActionResponseSchema, ...errorResponses(403, 404, 409, 429) },
      },
    },
    async (request) => {
      const outcome = await reels.watchTime(currentUser(request).userId, request.body.link_id, request.body.watch_time);
      return { message: outcome.message };
    },
  );
}
