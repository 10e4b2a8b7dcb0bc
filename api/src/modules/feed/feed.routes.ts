/** The feed `{platform}/` and reactions `{link_id}/action/{action}/` (spec 000 §7). */
import { apiRoutes } from '@engage/shared/api/routes';
import { FeedPlatformSchema, Id, ReactionActionSchema } from '@engage/shared/contract/common';
import { FeedQuerySchema, ReactionResponseSchema } from '@engage/shared/contract/feed';
import { LinkPageSchema } from '@engage/shared/contract/links';
import { Type } from 'typebox';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { serverPath } from '../../http/api-route';
import { unauthorized } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { pageLink } from '../../http/pages';
import { linkVerification } from '../tasks/capabilities';

export async function feedRoutes(app: AppInstance): Promise<void> {
  const feed = app.services.feed;

  app.get(
    serverPath(apiRoutes.feed),
    {
      schema: {
        tags: ['feed'],
        security: [{ bearer: [] }],
        params: Type.Object({ platform: FeedPlatformSchema }),
        querystring: FeedQuerySchema,
        response: { 200: LinkPageSchema },
      },
    },
    async (request) => {
      const { page = 1, latest, last_seen: lastSeen, shorts = false, search } = request.query;
      const result = await feed.page({
        viewerId: currentUser(request).userId,
        platform: request.params.platform,
        page,
        shorts,
        lastSeen: latest && lastSeen ? new Date(lastSeen) : undefined,
        search: search?.trim() || undefined,
      });
      const settings = app.config.verification;
      return {
        // A server that verifies tasks says, on each, whether a claim is checked or reviewed.
        results:
          app.config.providers.verifier === 'platform'
            ? result.results.map((link) => ({ ...link, ...linkVerification(link, settings) }))
            : result.results,
        next: result.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
        previous: !latest && page > 1 ? pageLink(request, page - 1, app.config.publicUrl) : null,
      };
    },
  );

  app.post(
    serverPath(apiRoutes.reaction),
    {
      schema: {
        tags: ['feed'],
        security: [{ bearer: [] }],
        params: Type.Object({ link_id: Id(), action: ReactionActionSchema }),
        // 403 email not verified (a like), 404 no such task.
        response: { 200: ReactionResponseSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const user = await app.services.accounts.findById(auth.userId);
      if (!user) throw unauthorized();
      return feed.react(auth.userId, user.emailVerified, request.params.link_id, request.params.action);
    },
  );
}
