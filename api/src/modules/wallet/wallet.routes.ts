/**
 * Wallet (spec 001 §7): withdrawal methods (list, create, PATCH `method {id}/`, delete, set
 * primary), the schedule (GET/PATCH), withdraw and the transaction history. M-PESA's callbacks
 * are in `mpesa-callbacks.routes.ts`. The payout job (scheduled payouts, matured referral rewards) is in
 * `api/src/jobs/jobs.ts` with the other background jobs.
 */
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { apiRoute } from '../../http/api-route';
import { badRequest } from '../../http/errors';
import { text } from '../../i18n/messages';
import { answered, requestLanguage } from '../../i18n/request-language';
import { IdParamsSchema } from '@engage/shared/contract/common';
import { WithdrawalMethodSchema } from '@engage/shared/contract/wallet';
import { errorResponses } from '../../http/openapi';
import { readMoneyPicture } from './money-picture';
import { readStatement } from './statement';
import { earningsStatement, earningsStatementCsv } from './tax-reports';
import { transactionStatus, withdrawalAnswer } from './wallet.service';

const MONEY_CHANGE =
  'Needs a step-up on this session in the last five minutes (`users/step-up/`), else 403 `step_up_required`; an embedded area\'s token is refused (403 `embed_scope`). A new or changed number receives money only after the cooling-off (PAYOUT_METHOD_COOLING_OFF_HOURS, `usable_from`), and the owner is emailed at once with a "this was not me" link.';

/** A CSV answered as a file to save, instead of the route's JSON. */
function csvDownload(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}

export async function walletRoutes(app: AppInstance): Promise<void> {
  const wallet = app.services.wallet;
  const methods = app.services.withdrawalMethods;

  app.route({
    ...apiRoute('withdrawalMethods', { tags: ['wallet'] }),
    handler: async (request) => ({ results: await methods.list(currentUser(request).userId) }),
  });

  app.route({
    // 403 email not verified, no recent step-up (`step_up_required`) or an embedded area's
    // token (`embed_scope`); 409 the user has a method already.
    ...apiRoute('withdrawalMethodCreate', { tags: ['wallet'], description: MONEY_CHANGE, errors: [403, 409] }),
    handler: async (request, reply) => reply.status(201).send(await methods.create(currentUser(request), request.body)),
  });

  app.route({
    ...apiRoute('withdrawalMethodUpdate', { tags: ['wallet'], description: MONEY_CHANGE, errors: [403, 404] }),
    handler: async (request) => {
      if (request.body.id !== request.params.id) throw badRequest(text('idMismatch'));
      return methods.update(currentUser(request), request.params.id, request.body);
    },
  });

  app.route({
    // 403: an embedded area's token.
    ...apiRoute('withdrawalMethodDelete', { tags: ['wallet'], errors: [403, 404] }),
    handler: async (request) => {
      await methods.delete(currentUser(request), request.params.id);
      return { message: answered(request, text('methodDeleted')) };
    },
  });

  app.route({
    // No body (spec 001 §7 shows none); whatever is sent is ignored. 403: an embedded area's token.
    ...apiRoute('withdrawalMethodSetPrimary', { tags: ['wallet'], errors: [403, 404] }),
    handler: async (request) => methods.setPrimary(currentUser(request), request.params.id),
  });

  app.route({
    // 400: the link is not good (wrong, used or expired).
    ...apiRoute('payoutNotMe', {
      tags: ['wallet'],
      description:
        'The one-tap "this was not me" from the email sent when a payout number is added or changed: freezes withdrawals (the balance is untouched), removes that number, signs every device out and alerts an operator. Single use.',
      config: { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } },
      errors: [400],
    }),
    handler: async (request) => {
      await app.services.payoutNumberAlerts.notMe(request.body.token, request.body.uidb64);
      return { message: answered(request, text('notMeDone')) };
    },
  });

  app.route({
    ...apiRoute('withdrawalsFreeze', {
      tags: ['wallet'],
      description:
        'Whether withdrawals are frozen on the account, and why. Frozen, every withdrawal answers 403 `withdrawals_frozen`.',
    }),
    handler: async (request) =>
      app.services.payoutNumberAlerts.freezeStatus(currentUser(request).userId, requestLanguage(request)),
  });

  app.route({
    // 403: no recent step-up, or an embedded area's token; 409: withdrawals are not frozen.
    ...apiRoute('withdrawalsUnfreeze', {
      tags: ['wallet'],
      description: 'The owner allows withdrawals again. Needs a step-up in the last five minutes (`users/step-up/`).',
      errors: [403, 409],
    }),
    handler: async (request) => {
      await app.services.payoutNumberAlerts.unfreeze(currentUser(request));
      return { message: answered(request, text('withdrawalsUnfrozen')) };
    },
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
    // 403 withdrawals frozen, or the number still cooling off; 404 no such withdrawal method,
    // 502 M-PESA did not take the payout.
    ...apiRoute('withdraw', { tags: ['wallet'], errors: [403, 404, 502] }),
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

  app.route({
    ...apiRoute('walletBalances', {
      tags: ['wallet'],
      description:
        'One picture of the money, read at one moment: withdrawable now (from tasks and referrals, one total every Withdraw button takes from), pending by source and when each part becomes withdrawable, and withdrawals on their way to M-PESA.',
    }),
    handler: async (request) => {
      const userId = currentUser(request).userId;
      // A referral reward past its hold is withdrawable now, not at the next job run.
      await app.services.referrals.releaseMatured(new Date(), userId);
      return readMoneyPicture(
        app.database.db,
        app.services.ledger,
        userId,
        app.config.pendingHoldHours,
        wallet.withholdingBp,
      );
    },
  });

  app.route({
    ...apiRoute('walletEarningsStatement', {
      tags: ['wallet'],
      description:
        "The user's earnings statement for a calendar year (Nairobi time), month by month: earnings that became withdrawable (task and referral rewards), payouts M-PESA paid, the withholding tax held back from them and what M-PESA paid out. `format=csv` answers it as a CSV download.",
    }),
    handler: async (request, reply) => {
      const statement = await earningsStatement(
        app.database.db,
        app.services.ledger,
        currentUser(request).userId,
        request.query.year,
      );
      if (request.query.format !== 'csv') return statement;
      return csvDownload(reply, `engage-earnings-${statement.year}.csv`, earningsStatementCsv(statement));
    },
  });

  // Development only (absent in production and beside real providers, like the outbox): a
  // journey's payout number skips its cooling-off, as the API tests' fixture does. The owner's
  // own number only.
  if (app.config.sandboxRoutes && app.config.devBackdoors) {
    app.post(
      '/api/dev/withdrawal-methods/:id/cooled/',
      {
        schema: {
          tags: ['dev'],
          description: "Development only (absent in production): the caller's payout number is usable now.",
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          response: { 200: WithdrawalMethodSchema, ...errorResponses(404) },
        },
      },
      async (request) => methods.endCoolingOff(currentUser(request).userId, request.params.id),
    );
  }
}
