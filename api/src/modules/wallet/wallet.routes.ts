/**
 * Wallet (spec 001 §7): withdrawal methods (list, create, PATCH `method {id}/`, delete, set
 * primary), the schedule (GET/PATCH), withdraw and the transaction history. M-PESA's callbacks
 * are in `mpesa-callbacks.routes.ts`. The payout job (scheduled payouts, matured referral rewards) is in
 * `api/src/jobs/jobs.ts` with the other background jobs.
 */
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { apiRoute } from '../../http/api-route';
import { badRequest } from '../../http/errors';
import { text } from '../../i18n/messages';
import { answered, requestLanguage } from '../../i18n/request-language';
import { readStatement } from './statement';
import { transactionStatus, withdrawalAnswer } from './wallet.service';

export async function walletRoutes(app: AppInstance): Promise<void> {
  const wallet = app.services.wallet;
  const methods = app.services.withdrawalMethods;

  app.route({
    ...apiRoute('withdrawalMethods', { tags: ['wallet'] }),
    handler: async (request) => ({ results: await methods.list(currentUser(request).userId) }),
  });

  app.route({
    // 403 email not verified, 409 the user has a method already.
    ...apiRoute('withdrawalMethodCreate', { tags: ['wallet'], errors: [403, 409] }),
    handler: async (request, reply) =>
      reply.status(201).send(await methods.create(currentUser(request).userId, request.body)),
  });

  app.route({
    ...apiRoute('withdrawalMethodUpdate', { tags: ['wallet'], errors: [403, 404] }),
    handler: async (request) => {
      if (request.body.id !== request.params.id) throw badRequest(text('idMismatch'));
      return methods.update(currentUser(request).userId, request.params.id, request.body);
    },
  });

  app.route({
    ...apiRoute('withdrawalMethodDelete', { tags: ['wallet'], errors: [404] }),
    handler: async (request) => {
      await methods.delete(currentUser(request).userId, request.params.id);
      return { message: answered(request, text('methodDeleted')) };
    },
  });

  app.route({
    // No body (spec 001 §7 shows none); whatever is sent is ignored.
    ...apiRoute('withdrawalMethodSetPrimary', { tags: ['wallet'], errors: [404] }),
    handler: async (request) => methods.setPrimary(currentUser(request).userId, request.params.id),
  });

  app.route({
    ...apiRoute('withdrawalSchedule', { tags: ['wallet'] }),
    handler: async (request) => methods.schedule(currentUser(request).userId),
  });

  app.route({
    ...apiRoute('withdrawalScheduleUpdate', { tags: ['wallet'] }),
    handler: async (request) =>
      methods.updateSchedule(currentUser(request).userId, request.body.frequency, request.body.minimum_amount),
  });

  app.route({
    // 404 no such withdrawal method, 502 M-PESA did not take the payout.
    ...apiRoute('withdraw', { tags: ['wallet'], errors: [404, 502] }),
    handler: async (request) => {
      const row = await wallet.withdraw(currentUser(request).userId, request.body);
      return {
        message: answered(request, withdrawalAnswer(row)),
        transaction_id: row.conversationId ?? `W${row.id}`,
        transaction_status: transactionStatus(row.status),
      };
    },
  });

  app.route({
    ...apiRoute('transactions', { tags: ['wallet'] }),
    handler: async (request) => ({
      results: { transactions: await wallet.transactions(currentUser(request).userId, requestLanguage(request)) },
    }),
  });

  app.route({
    ...apiRoute('walletStatement', { tags: ['wallet'] }),
    handler: async (request) =>
      readStatement(
        app.services,
        currentUser(request).userId,
        request.query.page ?? 1,
        request.query.page_size,
        requestLanguage(request),
      ),
  });
}
