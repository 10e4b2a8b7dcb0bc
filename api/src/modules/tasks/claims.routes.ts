/**
 * Claims a person decides (claim-review.ts): the consumer's own claims and their one appeal, and
 * the producer's review of the claims on their posts. A claim that is not the caller's answers
 * 404, as another's post does.
 */
import type { AppInstance } from '../../http/app-instance';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../http/authenticate';
import { pageLink } from '../../http/pages';
import { answered } from '../../i18n/request-language';

export async function claimsRoutes(app: AppInstance): Promise<void> {
  const review = app.services.claimReview;

  app.route({
    ...apiRoute('myClaims', { tags: ['tasks'], description: 'The consumer’s own task claims and their state.' }),
    handler: async (request) => {
      const page = request.query.page ?? 1;
      const result = await review.mine(currentUser(request).userId, page);
      return {
        results: result.results,
        next: result.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
        previous: page > 1 ? pageLink(request, page - 1, app.config.publicUrl) : null,
        count: result.count,
      };
    },
  });

  app.route({
    ...apiRoute('myClaim', { tags: ['tasks'], errors: [404] }),
    handler: async (request) => review.one(currentUser(request).userId, request.params.id),
  });

  app.route({
    // 409: appealed already (once per refusal), or the claim is not refused.
    ...apiRoute('claimAppeal', { tags: ['tasks'], errors: [404, 409] }),
    handler: async (request) => review.appeal(currentUser(request).userId, request.params.id, request.body.note),
  });

  app.route({
    ...apiRoute('claimsToReview', {
      tags: ['tasks'],
      description: 'Claims on the producer’s posts that no API can check, waiting for their decision.',
    }),
    handler: async (request) => {
      const page = request.query.page ?? 1;
      const result = await review.toReview(currentUser(request).userId, page, request.query.link_id);
      return {
        results: result.results,
        next: result.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
        previous: page > 1 ? pageLink(request, page - 1, app.config.publicUrl) : null,
        count: result.count,
      };
    },
  });

  app.route({
    // 400: the post cannot pay it now (no budget left, completed); 409 decided already; 429 the
    // consumer's daily cap is full today. The claim stays waiting in each case.
    ...apiRoute('claimApprove', { tags: ['tasks'], errors: [404, 409, 429] }),
    handler: async (request) => ({
      message: answered(request, await review.approve(currentUser(request).userId, request.params.id)),
    }),
  });

  app.route({
    ...apiRoute('claimRefuse', { tags: ['tasks'], errors: [404, 409] }),
    handler: async (request) => ({
      message: answered(
        request,
        await review.refuse(currentUser(request).userId, request.params.id, request.body.reason),
      ),
    }),
  });
}
