/**
 * The console's queues and actions (`/api/operator/…`): the review queue (support), a person's
 * restrictions and flagged accounts (support), posts paused, cancelled or taken down (support), payouts, payments, balance adjustments, alerts and
 * reconciliation (finance). `admin` may do all of it.
 * Every write takes the operator's reason, is audit-logged in its own transaction, and is rate-limited.
 */
import type { AppInstance } from '../../http/app-instance';
import { apiRoute } from '../../http/api-route';
import { notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import { ADJUSTMENT_COLUMNS } from './adjustments';
import {
  acknowledgeAlert,
  ALERT_COLUMNS,
  alertsPage,
  PAYMENT_COLUMNS,
  paymentsPage,
  queryPayment,
  reconciliationOverview,
} from './money-overview';
import { clearFlaggedAccount, FLAGGED_ACCOUNT_COLUMNS, flaggedAccountsPage } from './flagged-accounts';
import { readStatement } from '../wallet/statement';
import { currentOperator } from './operator-guard';
import { pageSize, readCursor, sendList } from './operator-lists';
import { operatorPost, operatorPostsPage, POST_COLUMNS } from './operator-posts';
import { PAYOUT_COLUMNS } from './payouts';
import { TAX_WITHHELD_COLUMNS } from './tax-withheld';
import { taxWithheldInMonth } from '../wallet/tax-reports';
import { PEOPLE_COLUMNS, peoplePage, personPage, requirePerson } from './people';
import { decideClaims, REVIEW_COLUMNS, reviewQueuePage } from './review-queue';

/** Sixty writes a minute per operator: enough for a queue worked by hand, not for a runaway script. */
const WRITES = {
  max: 60,
  timeWindow: '1 minute',
  keyGenerator: (request: { operator: { operatorId: number } | null; ip: string }) =>
    `operator-write|${request.operator?.operatorId ?? request.ip}`,
};

export async function operatorConsoleRoutes(app: AppInstance): Promise<void> {
  const { services } = app;

  app.route({
    ...apiRoute('operatorReviewClaims', { tags: ['operator'], errors: [403] }),
    handler: async (request, reply) => {
      currentOperator(request, ['support', 'finance']);
      const query = request.query;
      const page = await reviewQueuePage(
        app.database.db,
        { queue: query.queue ?? 'waiting', platform: query.platform, sort: query.sort ?? 'oldest' },
        { after: readCursor(query.cursor, ['number']), limit: pageSize(query) },
      );
      return sendList(reply, query, page, REVIEW_COLUMNS, 'review-queue');
    },
  });

  app.route({
    ...apiRoute('operatorReviewDecide', { tags: ['operator'], errors: [403], config: { rateLimit: WRITES } }),
    handler: async (request) => {
      const operator = currentOperator(request, ['support']);
      return decideClaims(services.claimReview, operator.operatorId, request.body);
    },
  });

  app.route({
    ...apiRoute('operatorFlaggedAccounts', { tags: ['operator'], errors: [403] }),
    handler: async (request, reply) => {
      currentOperator(request, ['support', 'finance']);
      const query = request.query;
      const page = await flaggedAccountsPage(app.database.db, {
        after: readCursor(query.cursor, ['number']),
        limit: pageSize(query),
      });
      return sendList(reply, query, page, FLAGGED_ACCOUNT_COLUMNS, 'flagged-accounts');
    },
  });

  app.route({
    ...apiRoute('operatorPeople', { tags: ['operator'], errors: [403] }),
    handler: async (request, reply) => {
      currentOperator(request, ['support', 'finance']);
      const query = request.query;
      const page = await peoplePage(app.database.db, query.q, {
        after: readCursor(query.cursor, ['number']),
        limit: pageSize(query),
      });
      return sendList(reply, query, page, PEOPLE_COLUMNS, 'people');
    },
  });

  app.route({
    ...apiRoute('operatorClearAccount', { tags: ['operator'], errors: [403, 404, 409], config: { rateLimit: WRITES } }),
    handler: async (request) => {
      const operator = currentOperator(request, ['support']);
      return clearFlaggedAccount(app.database.db, operator.operatorId, request.params.id, request.body.reason);
    },
  });

  app.route({
    ...apiRoute('operatorPosts', { tags: ['operator'], errors: [403] }),
    handler: async (request, reply) => {
      currentOperator(request, ['support', 'finance']);
      const query = request.query;
      const page = await operatorPostsPage(
        app.database.db,
        { q: query.q, status: query.status, sort: query.sort ?? 'newest' },
        { after: readCursor(query.cursor, ['number']), limit: pageSize(query) },
      );
      return sendList(reply, query, page, POST_COLUMNS, 'posts');
    },
  });

  app.route({
    ...apiRoute('operatorPostAction', { tags: ['operator'], errors: [403, 404, 409], config: { rateLimit: WRITES } }),
    handler: async (request) => {
      const operator = currentOperator(request, ['support']);
      const message = await services.postLife.byOperator(
        operator.operatorId,
        request.params.id,
        request.body.action,
        request.body.reason,
      );
      const post = await operatorPost(app.database.db, request.params.id);
      if (!post) throw notFound(text('postNotFound'));
      return { message, post };
    },
  });

  app.route({
    ...apiRoute('operatorPerson', { tags: ['operator'], errors: [403, 404] }),
    handler: async (request) => {
      currentOperator(request, ['support', 'finance']);
      const person = await personPage(app.database.db, request.params.id);
      return { ...person, ledger: await readStatement(services, request.params.id) };
    },
  });

  app.route({
    ...apiRoute('operatorPersonStatement', { tags: ['operator'], errors: [403, 404] }),
    handler: async (request) => {
      currentOperator(request, ['support', 'finance']);
      await requirePerson(app.database.db, request.params.id);
      return readStatement(services, request.params.id, request.query.page, request.query.page_size);
    },
  });

  app.route({
    ...apiRoute('operatorPersonAction', { tags: ['operator'], errors: [403, 404, 409], config: { rateLimit: WRITES } }),
    handler: async (request) => {
      const operator = currentOperator(request, ['support']);
      const message = await services.personActions.act(
        operator.operatorId,
        request.params.id,
        request.body.action,
        request.body.reason,
      );
      return { done: true, message };
    },
  });

  app.route({
    ...apiRoute('operatorPayouts', { tags: ['operator'], errors: [403] }),
    handler: async (request, reply) => {
      currentOperator(request, ['finance']);
      const query = request.query;
      const page = await services.operatorPayouts.page(query.state, {
        after: readCursor(query.cursor, ['number']),
        limit: pageSize(query),
      });
      return sendList(reply, query, page, PAYOUT_COLUMNS, 'payouts');
    },
  });

  app.route({
    ...apiRoute('operatorPayoutAction', { tags: ['operator'], errors: [403, 404, 409], config: { rateLimit: WRITES } }),
    handler: async (request) => {
      const operator = currentOperator(request, ['finance']);
      return services.operatorPayouts.act(
        operator.operatorId,
        request.params.id,
        request.body.action,
        request.body.reason,
        request.body.receipt,
      );
    },
  });

  app.route({
    ...apiRoute('operatorAdjustments', { tags: ['operator'], errors: [403] }),
    handler: async (request, reply) => {
      currentOperator(request, ['finance']);
      const query = request.query;
      const page = await services.adjustments.page(query.status, {
        after: readCursor(query.cursor, ['number']),
        limit: pageSize(query),
      });
      return sendList(reply, query, page, ADJUSTMENT_COLUMNS, 'adjustments');
    },
  });

  app.route({
    ...apiRoute('operatorAdjust', { tags: ['operator'], errors: [403, 409], config: { rateLimit: WRITES } }),
    handler: async (request) => {
      const operator = currentOperator(request, ['finance']);
      return services.adjustments.request(operator.operatorId, request.body);
    },
  });

  app.route({
    ...apiRoute('operatorAdjustmentApprove', {
      tags: ['operator'],
      errors: [403, 404, 409],
      config: { rateLimit: WRITES },
    }),
    handler: async (request) => {
      const operator = currentOperator(request, ['finance']);
      return services.adjustments.approve(operator.operatorId, request.params.id, request.body.reason);
    },
  });

  app.route({
    ...apiRoute('operatorPayments', { tags: ['operator'], errors: [403] }),
    handler: async (request, reply) => {
      currentOperator(request, ['finance']);
      const query = request.query;
      const page = await paymentsPage(app.database.db, query.state, app.config.reconcileAfterSeconds, {
        after: readCursor(query.cursor, ['number']),
        limit: pageSize(query),
      });
      return sendList(reply, query, page, PAYMENT_COLUMNS, 'payments');
    },
  });

  app.route({
    ...apiRoute('operatorPaymentAction', {
      tags: ['operator'],
      errors: [403, 404, 409],
      config: { rateLimit: WRITES },
    }),
    handler: async (request) => {
      const operator = currentOperator(request, ['finance']);
      return queryPayment(
        app.database.db,
        services.checkout,
        app.config.reconcileAfterSeconds,
        operator.operatorId,
        request.params.id,
        request.body.reason,
      );
    },
  });

  app.route({
    ...apiRoute('operatorAlerts', { tags: ['operator'], errors: [403] }),
    handler: async (request, reply) => {
      currentOperator(request, ['finance']);
      const query = request.query;
      const page = await alertsPage(
        services.operatorAlerts,
        { state: query.state ?? 'open' },
        { after: readCursor(query.cursor, ['number']), limit: pageSize(query) },
      );
      return sendList(reply, query, page, ALERT_COLUMNS, 'alerts');
    },
  });

  app.route({
    ...apiRoute('operatorAlertAcknowledge', {
      tags: ['operator'],
      errors: [403, 409],
      config: { rateLimit: WRITES },
    }),
    handler: async (request) => {
      const operator = currentOperator(request, ['finance']);
      return acknowledgeAlert(
        app.database.db,
        services.operatorAlerts,
        operator,
        request.params.id,
        request.body.reason,
      );
    },
  });

  app.route({
    ...apiRoute('operatorTaxWithheld', {
      tags: ['operator'],
      errors: [403],
      description:
        'Withholding tax on the payouts M-PESA paid in a month (Nairobi time), per user, for remittance: name and national ID on the payout number, taxable base, tax and payouts. Finance and admin; `format=csv` for the download.',
    }),
    handler: async (request, reply) => {
      currentOperator(request, ['finance']);
      const items = await taxWithheldInMonth(app.database.db, request.query.month);
      return sendList(
        reply,
        request.query,
        { items, next_cursor: null },
        TAX_WITHHELD_COLUMNS,
        `tax-withheld-${request.query.month}`,
      );
    },
  });

  app.route({
    ...apiRoute('operatorReconciliation', { tags: ['operator'], errors: [403] }),
    handler: async (request) => {
      currentOperator(request, ['finance']);
      return reconciliationOverview(app.database.db);
    },
  });
}
