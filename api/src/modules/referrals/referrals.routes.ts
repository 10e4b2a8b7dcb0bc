/** Affiliate (spec 001 §7): `affiliate/?page=` and the referral withdraw. */
import { apiRoutes } from '@engage/shared/api/routes';
import { AffiliateResponseSchema, AffiliateWithdrawBodySchema } from '@engage/shared/contract/affiliate';
import { PageQuerySchema } from '@engage/shared/contract/links';
import { Value } from 'typebox/value';
import type { AppInstance } from '../../app';
import { currentUser } from '../../http/authenticate';
import { serverPath } from '../../http/api-route';
import { badRequest } from '../../http/errors';
import { pageLink } from '../../http/pages';
import { WithdrawResponseSchema } from '../wallet/wallet.routes';

const secured = { security: [{ bearer: [] }] };

export async function referralsRoutes(app: AppInstance): Promise<void> {
  const referrals = app.services.referrals;

  app.get(
    serverPath(apiRoutes.affiliate),
    {
      schema: {
        tags: ['affiliate'],
        ...secured,
        querystring: PageQuerySchema,
        response: { 200: AffiliateResponseSchema },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const result = await referrals.affiliate(currentUser(request).userId, page);
      return {
        affiliate: result.affiliate,
        next: result.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
      };
    },
  );

  app.post(
    serverPath(apiRoutes.affiliateWithdraw),
    // The payload is not shown by the spec: no body (withdraw everything) or {amount}. Fastify
    // cannot validate an absent body against an object schema, so it is checked here instead.
    { schema: { tags: ['affiliate'], ...secured, response: { 200: WithdrawResponseSchema } } },
    async (request) => {
      const body = request.body ?? {};
      if (!Value.Check(AffiliateWithdrawBodySchema, body)) throw badRequest('Amount must be a positive number.');
      const row = await referrals.withdraw(currentUser(request).userId, body.amount);
      return {
        message: 'Withdrawal request initiated',
        transaction_id: row.conversationId ?? `W${row.id}`,
        transaction_status: 'Pending',
      };
    },
  );
}
