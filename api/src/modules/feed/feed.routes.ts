/** The feed `{platform}/` and reactions `{link_id}/action/{action}/` (spec 000 §7). */
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { apiRoute } from '../../http/api-route';
import { unauthorized } from '../../http/errors';
import { pageLink } from '../../http/pages';
import { requestLanguage } from '../../i18n/request-language';
import { checkedTasks, linkVerification } from '../tasks/capabilities';

export async function feedRoutes(app: AppInstance): Promise<void> {
  const feed = app.services.feed;

  app.route({
    ...apiRoute('feed', { tags: ['feed'] }),
    handler: async (request) => {
      const { page = 1, latest, last_seen: lastSeen, shorts = false, search, page_size: pageSize } = request.query;
      const result = await feed.page({
        viewerId: currentUser(request).userId,
        platform: request.params.platform,
        page,
        shorts,
        lastSeen: latest && lastSeen ? new Date(lastSeen) : undefined,
        search: search?.trim() || undefined,
        pageSize,
      });
      const checked = checkedTasks(app.config);
      return {
        // A server that verifies tasks (the sandbox included) says, on each, whether a claim is
        // checked or reviewed.
        results: checked
          ? result.results.map((link) => ({ ...link, ...linkVerification(link, checked, requestLanguage(request)) }))
          : result.results,
        next: result.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
        previous: !latest && page > 1 ? pageLink(request, page - 1, app.config.publicUrl) : null,
      };
    },
  });

  app.route({
    // 403 email not verified (a like), 404 no such task.
    ...apiRoute('reaction', { tags: ['feed'], errors: [403, 404] }),
    handler: async (request) => {
      const auth = currentUser(request);
      const user = await app.services.accounts.findById(auth.userId);
      if (!user) throw unauthorized();
      return feed.react(auth.userId, user.emailVerified, request.params.link_id, request.params.action);
    },
  });
}
