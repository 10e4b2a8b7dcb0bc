/**
 * The routes M-PESA calls back: the STK push result, the B2C result, a Transaction Status
 * result, a Reversal result, an Account Balance result (the payout float), and the queue timeouts. Public (Safaricom calls them), each
 * behind the callback key (`?key=`, see `callbackKey`) and, when DARAJA_CALLBACK_IPS is set,
 * Safaricom's published addresses only.
 *
 * Daraja retries a callback that is answered slowly or with anything but 200, and its
 * callbacks can go missing or come twice. So each is acknowledged with 200 as soon as it is
 * read and acted on idempotently; where acting needs Daraja again (an STK result is confirmed
 * by STK Push Query), that work goes on after the answer, and reconciliation covers a crash
 * in between.
 */
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance';
import { forbidden, unauthorized } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import {
  b2cResultFromPayout,
  b2cResultFromStatus,
  floatResultFromBalance,
  parseDarajaResult,
  parsePaybillNotice,
  parseStkCallback,
  reversalIds,
  reversalOutcome,
} from '../../providers/daraja/daraja-results';
import { MPESA_CALLBACK_PATHS, callbackKey, mpesaCallbackUrls } from './mpesa-gateway';
import {
  CallbackKeyQuerySchema,
  DarajaAcknowledgementSchema,
  DarajaResultBodySchema,
  PaybillConfirmationAnswerSchema,
  PaybillNoticeBodySchema,
  PaybillValidationAnswerSchema,
  QueueTimeoutBodySchema,
  RefundStatusResultQuerySchema,
  ReversalResultQuerySchema,
  StatusResultQuerySchema,
  StkCallbackBodySchema,
} from './mpesa-callback-schemas';

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };

export async function mpesaCallbackRoutes(app: AppInstance): Promise<void> {
  const { checkout, wallet, mpesaFloat, postRefunds } = app.services;
  const key = callbackKey(app.config.jwtSecret);
  const allowed = new Set(app.config.daraja?.callbackAllowList ?? []);
  const requireCaller = (request: { query: { key: string }; ip: string }) => {
    if (request.query.key !== key) throw unauthorized('Invalid callback key.');
    if (allowed.size > 0 && !allowed.has(request.ip)) throw forbidden('Callbacks are taken from M-PESA only.');
  };
  /** Work that needs Daraja again goes on after the answer; a failure is logged, never retried by Daraja. */
  const afterAnswer = (work: Promise<unknown>, what: string) =>
    void work.catch((error: unknown) => app.log.error({ err: error }, `M-PESA ${what} failed`));
  const callback = { config: { public: true }, schema: { tags: ['wallet'] } };
  const answers = { 200: DarajaAcknowledgementSchema, ...errorResponses(401, 403) };
  /** A `{ Result: … }` body at a URL that carries only the callback key (B2C, Account Balance). */
  const resultRoute = {
    ...callback,
    schema: {
      ...callback.schema,
      querystring: CallbackKeyQuerySchema,
      body: DarajaResultBodySchema,
      response: answers,
    },
  };

  app.post(
    MPESA_CALLBACK_PATHS.stk,
    {
      ...callback,
      schema: {
        ...callback.schema,
        querystring: CallbackKeyQuerySchema,
        body: StkCallbackBodySchema,
        response: answers,
      },
    },
    async (request) => {
      requireCaller(request);
      const result = parseStkCallback(request.body);
      if (!result) return ACCEPTED;
      const work = checkout.handleStkResult(result);
      if (app.services.mpesa.confirmsCallbacks) afterAnswer(work, 'STK result');
      else await work;
      return ACCEPTED;
    },
  );

  app.post(MPESA_CALLBACK_PATHS.b2cResult, resultRoute, async (request) => {
    requireCaller(request);
    const parsed = parseDarajaResult(request.body);
    if (parsed) {
      const result = b2cResultFromPayout(parsed);
      // A post's unspent budget returned by B2C is a payout too, named by its own ids.
      const refund = await postRefunds.handleB2cResult(result);
      if (refund === 'confirm') afterAnswer(postRefunds.confirmB2c(result), 'refund confirmation');
      // Anything but our payout made as asked is confirmed with M-PESA before money moves.
      else if (refund === 'not ours' && (await wallet.handleB2cResult(result)) === 'confirm') {
        afterAnswer(wallet.confirmPayout(result), 'payout confirmation');
      }
    }
    return ACCEPTED;
  });

  /**
   * A Transaction Status result: `settle` applies it to what our query asked about (a payout, a
   * post's return), by M-PESA's ids for it; one that answers no query of ours is logged and ignored.
   */
  const statusResult = async (
    request: FastifyRequest,
    subject: Record<string, number>,
    settle: (ids: string[], result: ReturnType<typeof b2cResultFromStatus>) => Promise<unknown>,
  ): Promise<void> => {
    const parsed = parseDarajaResult(request.body as Parameters<typeof parseDarajaResult>[0]);
    if (!parsed) return;
    const ids = [parsed.conversationId, parsed.originatorConversationId].filter((id) => id !== '');
    if ((await settle(ids, b2cResultFromStatus(parsed))) === 'unasked') {
      request.log.warn(
        { ...subject, code: parsed.code },
        'M-PESA Transaction Status result that answers no query of ours: ignored',
      );
    }
  };

  app.post(
    MPESA_CALLBACK_PATHS.statusResult,
    {
      ...callback,
      schema: {
        ...callback.schema,
        querystring: StatusResultQuerySchema,
        body: DarajaResultBodySchema,
        response: answers,
      },
    },
    async (request) => {
      requireCaller(request);
      // A payout M-PESA says nothing final about (null) is asked about again later.
      await statusResult(request, { withdrawalId: request.query.withdrawal }, (ids, result) =>
        wallet.handleStatusResult(request.query.withdrawal, ids, result),
      );
      return ACCEPTED;
    },
  );

  app.post(
    MPESA_CALLBACK_PATHS.refundStatusResult,
    {
      ...callback,
      schema: {
        ...callback.schema,
        querystring: RefundStatusResultQuerySchema,
        body: DarajaResultBodySchema,
        response: answers,
      },
    },
    async (request) => {
      requireCaller(request);
      await statusResult(request, { refundId: request.query.refund }, (ids, result) =>
        postRefunds.handleStatusResult(request.query.refund, ids, result),
      );
      return ACCEPTED;
    },
  );

  app.post(
    MPESA_CALLBACK_PATHS.reversalResult,
    {
      ...callback,
      schema: {
        ...callback.schema,
        querystring: ReversalResultQuerySchema,
        body: DarajaResultBodySchema,
        response: answers,
      },
    },
    async (request) => {
      requireCaller(request);
      const parsed = parseDarajaResult(request.body);
      if (parsed) {
        const matched = await checkout.refundResult(
          request.query.payment,
          reversalOutcome(parsed),
          reversalIds(parsed),
        );
        if (!matched) {
          request.log.warn(
            {
              paymentId: request.query.payment,
              originatorConversationId: parsed.originatorConversationId,
              code: parsed.code,
            },
            'M-PESA Reversal result that names no reversal of ours: ignored',
          );
        }
      }
      return ACCEPTED;
    },
  );

  app.post(MPESA_CALLBACK_PATHS.floatResult, resultRoute, async (request) => {
    requireCaller(request);
    const parsed = parseDarajaResult(request.body);
    if (parsed) await mpesaFloat.handleResult(floatResultFromBalance(parsed));
    return ACCEPTED;
  });

  // A request that waited too long in Daraja's queue: its outcome is unknown, so nothing is
  // sent again; reconciliation looks it up.
  app.post(
    MPESA_CALLBACK_PATHS.timeout,
    {
      ...callback,
      schema: {
        ...callback.schema,
        querystring: CallbackKeyQuerySchema,
        body: QueueTimeoutBodySchema,
        response: answers,
      },
    },
    async (request) => {
      requireCaller(request);
      return ACCEPTED;
    },
  );

  // A payment made to the paybill by hand. Validation answers at once (M-PESA waits about
  // 8 seconds, then applies ResponseType Completed); a body that is no payment is rejected as
  // "other", never accepted.
  app.post(
    MPESA_CALLBACK_PATHS.paybillValidation,
    {
      ...callback,
      schema: {
        ...callback.schema,
        querystring: CallbackKeyQuerySchema,
        body: PaybillNoticeBodySchema,
        response: { 200: PaybillValidationAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireCaller(request);
      const notice = parsePaybillNotice(request.body);
      if (!notice) return { ResultCode: 'C2B00012' as const, ResultDesc: 'Rejected' as const };
      return checkout.validatePaybill(notice);
    },
  );

  // The money has moved: booked before the answer (once per TransID), so a failure is answered
  // with an error and M-PESA's retry finds it again.
  app.post(
    MPESA_CALLBACK_PATHS.paybillConfirmation,
    {
      ...callback,
      schema: {
        ...callback.schema,
        querystring: CallbackKeyQuerySchema,
        body: PaybillNoticeBodySchema,
        response: { 200: PaybillConfirmationAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireCaller(request);
      const notice = parsePaybillNotice(request.body);
      if (notice) {
        const outcome = await checkout.confirmPaybill(notice);
        request.log.info({ transId: notice.transId, outcome }, 'M-PESA paybill payment');
      } else {
        // Not the body: it names the payer.
        request.log.error({ transId: request.body.TransID }, 'M-PESA paybill confirmation that is no payment');
      }
      return { ResultCode: 0, ResultDesc: 'Success' };
    },
  );

  // Where payments to the paybill by hand are announced, registered at boot. A failure is
  // logged and does not stop the server: STK payments do not need it.
  if (app.config.daraja) {
    const paybill = mpesaCallbackUrls(app.config.daraja.publicApiUrl, key).paybill;
    app.addHook('onReady', async () => {
      try {
        const outcome = await app.services.mpesa.registerPaybillUrls(paybill);
        app.log.info({ outcome }, 'M-PESA C2B URLs');
      } catch (error) {
        app.log.error(
          { err: error instanceof Error ? error.message : String(error) },
          'M-PESA C2B URL registration failed: payments to the paybill by hand will not reach engage',
        );
      }
    });
  }

  app.addHook('onClose', async () => app.services.mpesa.close());
}
