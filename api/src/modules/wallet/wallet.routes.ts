/**
 * Wallet (spec 001 §7): withdrawal methods (list, create, PATCH `method {id}/`, delete, set
 * primary), the schedule (GET/PATCH), withdraw and the transaction history. M-PESA's callbacks
 * are in `mpesa-callbacks.routes.ts`. The payout job (scheduled payouts, matured referral rewards) is in
 * `api/src/jobs/jobs.ts` with the other background jobs.
 */
import { apiRoutes } from '@engage/shared/api/routes';
import { IdParamsSchema, MessageResponseSchema } from '@engage/shared/contract/common';
import {
  TransactionHistorySchema,
  WithdrawalMethodCreateBodySchema,
  WithdrawalMethodListSchema,
  WithdrawalMethodSchema,
  WithdrawalMethodUpdateBodySchema,
  WithdrawalRequestSchema,
  WithdrawalScheduleSchema,
  WithdrawalScheduleUpdateBodySchema,
  StatementPageSchema,
  StatementQuerySchema,
} from '@engage/shared/contract/wallet';
import { Type } from 'typebox';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { serverPath } from '../../http/api-route';
import { badRequest } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { readStatement } from './statement';

const secured = { security: [{ bearer: [] }] };

/** Spec 001 §8 "success 'WIthdrawal request initiated'" is the client's toast; the server says the same and names the transaction. */
export const WithdrawResponseSchema = Type.Object({
  message: Type.String(),
  transaction_id: Type.String(),
  transaction_status: Type.String(),
});

export async function walletRoutes(app: AppInstance): Promise<void> {
  const wallet = app.services.wallet;

  app.get(
    serverPath(apiRoutes.withdrawalMethods),
    { schema: { tags: ['wallet'], ...secured, response: { 200: WithdrawalMethodListSchema } } },
    async (request) => ({ results: await wallet.methods(currentUser(request).userId) }),
  );

  app.post(
    serverPath(apiRoutes.withdrawalMethodCreate),
    {
      schema: {
        tags: ['wallet'],
        ...secured,
        body: WithdrawalMethodCreateBodySchema,
        // 403 email not verified, 409 the user has a method already.
        response: { 201: WithdrawalMethodSchema, ...errorResponses(403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await wallet.createMethod(currentUser(request).userId, request.body)),
  );

  app.patch(
    serverPath(apiRoutes.withdrawalMethodUpdate),
    {
      schema: {
        tags: ['wallet'],
        ...secured,
        params: IdParamsSchema,
        body: WithdrawalMethodUpdateBodySchema,
        response: { 200: WithdrawalMethodSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      if (request.body.id !== request.params.id) throw badRequest('The id in the body does not match the path.');
      return wallet.updateMethod(currentUser(request).userId, request.params.id, request.body);
    },
  );

  app.delete(
    serverPath(apiRoutes.withdrawalMethodDelete),
    {
      schema: {
        tags: ['wallet'],
        ...secured,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      await wallet.deleteMethod(currentUser(request).userId, request.params.id);
      return { message: 'Payment deletion successful' };
    },
  );

  app.post(
    serverPath(apiRoutes.withdrawalMethodSetPrimary),
    // No body (spec 001 §7 shows none); whatever is sent is ignored.
    {
      schema: {
        tags: ['wallet'],
        ...secured,
        params: IdParamsSchema,
        response: { 200: WithdrawalMethodSchema, ...errorResponses(404) },
      },
    },
    async (request) => wallet.setPrimary(currentUser(request).userId, request.params.id),
  );

  app.get(
    serverPath(apiRoutes.withdrawalSchedule),
    { schema: { tags: ['wallet'], ...secured, response: { 200: WithdrawalScheduleSchema } } },
    async (request) => wallet.schedule(currentUser(request).userId),
  );

  app.patch(
    serverPath(apiRoutes.withdrawalScheduleUpdate),
    {
      schema: {
        tags: ['wallet'],
        ...secured,
        body: WithdrawalScheduleUpdateBodySchema,
        response: { 200: WithdrawalScheduleSchema },
      },
    },
    async (request) =>
      wallet.updateSchedule(currentUser(request).userId, request.body.frequency, request.body.minimum_amount),
  );

  app.post(
    serverPath(apiRoutes.withdraw),
    {
      schema: {
        tags: ['wallet'],
        ...secured,
        body: WithdrawalRequestSchema,
        // 404 no such withdrawal method, 502 M-PESA did not take the payout.
        response: { 200: WithdrawResponseSchema, ...errorResponses(404, 502) },
      },
    },
    async (request) => {
      const row = await wallet.withdraw(currentUser(request).userId, request.body);
      return {
        message: 'Withdrawal request initiated',
        transaction_id: row.conversationId ?? `W${row.id}`,
        transaction_status: 'Pending',
      };
    },
  );

  app.get(
    serverPath(apiRoutes.transactions),
    { schema: { tags: ['wallet'], ...secured, response: { 200: TransactionHistorySchema } } },
    async (request) => ({ results: { transactions: await wallet.transactions(currentUser(request).userId) } }),
  );

  app.get(
    serverPath(apiRoutes.walletStatement),
    {
      schema: {
        tags: ['wallet'],
        ...secured,
        querystring: StatementQuerySchema,
        response: { 200: StatementPageSchema },
      },
    },
    async (request) =>
      readStatement(app.services, currentUser(request).userId, request.query.page ?? 1, request.query.page_size),
  );
}
