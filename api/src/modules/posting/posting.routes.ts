/**
 * Posting (spec 001 §7): link check, post save, draft delete, my posts, liked posts, drafts.
 * `links/check/` also answers spec 000's "Link details" (same route table entry).
 */
import { apiRoutes } from '@engage/shared/api/routes';
import {
  DraftDeleteBodySchema,
  LinkCheckErrorSchema,
  LinkCheckQuerySchema,
  LinkCheckResponseSchema,
  OwnPostParamsSchema,
  OwnPostResponseSchema,
  PostSaveBodySchema,
  PostSaveResponseSchema,
  type LinkCheckError,
} from '@engage/shared/contract/posting';
import { LinkPageSchema, PageQuerySchema } from '@engage/shared/contract/links';
import { KES_AMOUNT_MAX, MessageResponseSchema } from '@engage/shared/contract/common';
import { Type } from 'typebox';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { serverPath } from '../../http/api-route';
import { pageLink } from '../../http/pages';
import { errorResponses } from '../../http/openapi';
import type { LinkView } from '../feed/link-view';

const secured = { security: [{ bearer: [] }] };

/**
 * The link check's 400: `LinkCheckErrorSchema` (`error`, `expected_format`) plus the usual
 * `message`/`detail`. `expected_format` is optional here only because a malformed query (no
 * `url`) is answered by the common error handler, without it.
 */
const LinkCheckFailure = Type.Object({
  ...LinkCheckErrorSchema.properties,
  expected_format: Type.Optional(LinkCheckErrorSchema.properties.expected_format),
  message: Type.Optional(Type.String()),
  detail: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

/**
 * The contract's `producer_amount` carries `minimum: 1000`, which would answer with the schema
 * validator's generic wording; here the minimum is left to the service so that the client gets
 * the spec's own message ('Minimum spend amount is KES 1000.', spec 001 §5).
 */
const PostSaveBody = Type.Object({
  ...PostSaveBodySchema.properties,
  producer_amount: Type.Number({
    minimum: 0,
    maximum: KES_AMOUNT_MAX,
    description: 'KES; at least 1000, checked by the server with the spec message.',
  }),
});

export async function postingRoutes(app: AppInstance): Promise<void> {
  const posting = app.services.posting;

  app.get(
    serverPath(apiRoutes.linkCheck),
    {
      schema: {
        tags: ['posting'],
        ...secured,
        querystring: LinkCheckQuerySchema,
        // 403: only a verified producer checks links.
        response: { 200: LinkCheckResponseSchema, 400: LinkCheckFailure, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await posting.requireVerified(currentUser(request).userId);
      const result = posting.check(request.query.url);
      if (!result.ok) {
        const body: LinkCheckError & { message: string; detail: string } = {
          ...result.body,
          message: result.body.error,
          detail: result.body.error,
        };
        return reply.status(400).send(body);
      }
      return result.body;
    },
  );

  app.post(
    serverPath(apiRoutes.linkSave),
    {
      schema: {
        tags: ['posting'],
        ...secured,
        body: PostSaveBody,
        // 403 not verified or not the owner, 404 no such post (an edit), 409 a paid post.
        response: { 200: PostSaveResponseSchema, 201: PostSaveResponseSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const saved = await posting.save(currentUser(request).userId, request.body);
      return reply.status(saved.created ? 201 : 200).send({ link_id: saved.linkId });
    },
  );

  app.post(
    serverPath(apiRoutes.draftDelete),
    {
      schema: {
        tags: ['posting'],
        ...secured,
        body: DraftDeleteBodySchema,
        // 403 not the owner, 404 no such post, 409 not a draft or paid.
        response: { 200: MessageResponseSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      await posting.deleteDraft(currentUser(request).userId, request.body.link_id);
      return { message: 'Post deleted successfully!' };
    },
  );

  // Static paths (`links/check/`, `links/drafts/`, …) win over this parametric one in Fastify's router.
  app.get(
    serverPath(apiRoutes.ownPost),
    {
      schema: {
        tags: ['posting'],
        ...secured,
        params: OwnPostParamsSchema,
        response: { 200: OwnPostResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => posting.ownPost(currentUser(request).userId, request.params.link_id),
  );

  const lists = [
    [apiRoutes.myPosts, (userId: number, page: number) => posting.myPosts(userId, page)],
    [apiRoutes.likedPosts, (userId: number, page: number) => posting.likedPosts(userId, page)],
    [apiRoutes.draftPosts, (userId: number, page: number) => posting.drafts(userId, page)],
  ] as const satisfies readonly (readonly [
    unknown,
    (userId: number, page: number) => Promise<{ results: LinkView[]; hasNext: boolean; count: number }>,
  ])[];
  for (const [route, list] of lists) {
    app.get(
      serverPath(route),
      { schema: { tags: ['posting'], ...secured, querystring: PageQuerySchema, response: { 200: LinkPageSchema } } },
      async (request) => {
        const page = request.query.page ?? 1;
        const result = await list(currentUser(request).userId, page);
        return {
          results: result.results,
          next: result.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
          previous: page > 1 ? pageLink(request, page - 1, app.config.publicUrl) : null,
          count: result.count,
        };
      },
    );
  }
}
