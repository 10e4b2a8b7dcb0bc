/**
 * Posting (spec 001 §7): link check, post save, draft delete, my posts, liked posts, drafts.
 * `links/check/` also answers spec 000's "Link details" (same route table entry).
 */
import { type LinkCheckError } from '@engage/shared/contract/posting';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { apiRoute } from '../../http/api-route';
import { pageLink } from '../../http/pages';
import { text } from '../../i18n/messages';
import { answered, requestLanguage } from '../../i18n/request-language';
import type { LinkView } from '../feed/link-view';
import { receiptFileName, receiptPdf } from './receipt-pdf';

export async function postingRoutes(app: AppInstance): Promise<void> {
  const posting = app.services.posting;

  app.route({
    // 403: only a verified producer checks links.
    ...apiRoute('linkCheck', { tags: ['posting'], errors: [403] }),
    handler: async (request, reply) => {
      await posting.requireVerified(currentUser(request).userId);
      const result = posting.check(request.query.url, requestLanguage(request));
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
  });

  app.route({
    // 403 not verified or not the owner, 404 no such post (an edit), 409 a paid post.
    ...apiRoute('linkSave', { tags: ['posting'], errors: [403, 404, 409] }),
    handler: async (request, reply) => {
      const saved = await posting.save(currentUser(request).userId, request.body);
      return reply.status(saved.created ? 201 : 200).send({ link_id: saved.linkId });
    },
  });

  app.route({
    // 403 not the owner, 404 no such post, 409 not a draft or paid.
    ...apiRoute('draftDelete', { tags: ['posting'], errors: [403, 404, 409] }),
    handler: async (request) => {
      await posting.deleteDraft(currentUser(request).userId, request.body.link_id);
      return { message: answered(request, text('postDeleted')) };
    },
  });

  // Static paths (`links/check/`, `links/drafts/`, …) win over this parametric one in Fastify's router.
  app.route({
    ...apiRoute('ownPost', { tags: ['posting'], errors: [404] }),
    handler: async (request) => posting.ownPost(currentUser(request).userId, request.params.link_id),
  });

  app.route({
    // 400 a return through a provider for a post paid from the balance, 404 not the producer's
    // post, 409 the action does not fit the post's state.
    ...apiRoute('postAction', { tags: ['posting'], errors: [400, 404, 409] }),
    handler: async (request) => {
      const { userId } = currentUser(request);
      const message = await app.services.postLife.byProducer(
        userId,
        request.params.link_id,
        request.body.action,
        request.body.return_to,
      );
      // A return through the provider goes out now; the `post refunds` job retries what does not.
      if (request.body.action === 'cancel') {
        await app.services.postRefunds
          .sendWaitingOf(request.params.link_id)
          .catch((error: unknown) => request.log.warn({ err: error }, 'post refund not sent yet; the job retries'));
      }
      return {
        message: answered(request, message),
        post: await posting.ownCard(userId, request.params.link_id),
      };
    },
  });

  app.route({
    // 404 not the producer's post, or a draft.
    ...apiRoute('returnChoice', { tags: ['posting'], errors: [404] }),
    handler: async (request) => app.services.postLife.returnChoice(currentUser(request).userId, request.params.link_id),
  });
  app.route({
    // 400 the provider for a post paid from the balance, 404 not the producer's post, 409 ended.
    ...apiRoute('returnToSet', { tags: ['posting'], errors: [400, 404, 409] }),
    handler: async (request) => {
      const { userId } = currentUser(request);
      const message = await app.services.postLife.setReturnTo(userId, request.params.link_id, request.body.return_to);
      return {
        message: answered(request, message),
        choice: await app.services.postLife.returnChoice(userId, request.params.link_id),
      };
    },
  });

  app.route({
    // 404 not the producer's post (another's answers like an unknown one), or a draft.
    ...apiRoute('postReport', { tags: ['posting'], errors: [404] }),
    handler: async (request) => app.services.postReports.report(currentUser(request).userId, request.params.link_id),
  });

  // A receipt answers JSON, or with `?format=pdf` the same receipt as a PDF download.
  const pdf = 'With ?format=pdf: the receipt as application/pdf, an attachment named engage-receipt-<kind>-<id>.pdf.';
  app.route({
    // 404 not the user's payment, or not completed.
    ...apiRoute('paymentReceipt', { tags: ['posting'], errors: [404], description: pdf }),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const receipt = await app.services.receipts.payment(currentUser(request).userId, request.params.id, language);
      if (request.query.format !== 'pdf') return receipt;
      return sendPdf(reply, receiptFileName(receipt), await receiptPdf(receipt, language));
    },
  });
  app.route({
    // 404 not the user's post, or nothing went back from it.
    ...apiRoute('returnReceipt', { tags: ['posting'], errors: [404], description: pdf }),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const receipt = await app.services.receipts.returned(
        currentUser(request).userId,
        request.params.link_id,
        language,
      );
      if (request.query.format !== 'pdf') return receipt;
      return sendPdf(reply, receiptFileName(receipt), await receiptPdf(receipt, language));
    },
  });

  const lists = [
    ['myPosts', (userId: number, page: number) => posting.myPosts(userId, page)],
    ['likedPosts', (userId: number, page: number) => posting.likedPosts(userId, page)],
    ['draftPosts', (userId: number, page: number) => posting.drafts(userId, page)],
  ] as const satisfies readonly (readonly [
    'myPosts' | 'likedPosts' | 'draftPosts',
    (userId: number, page: number) => Promise<{ results: LinkView[]; hasNext: boolean; count: number }>,
  ])[];
  for (const [route, list] of lists) {
    app.route({
      ...apiRoute(route, { tags: ['posting'] }),
      handler: async (request) => {
        const page = request.query.page ?? 1;
        const result = await list(currentUser(request).userId, page);
        return {
          results: result.results,
          next: result.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
          previous: page > 1 ? pageLink(request, page - 1, app.config.publicUrl) : null,
          count: result.count,
        };
      },
    });
  }
}

/** A PDF download; a receipt names its owner, so no shared cache keeps it. */
function sendPdf(reply: FastifyReply, fileName: string, body: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
