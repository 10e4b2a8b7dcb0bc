/** Affiliate (spec 001 §7): `affiliate/?page=` and the referral withdraw. */
import { apiRoutes } from '@engage/shared/api/routes';
import { AffiliateResponseSchema, AffiliateWithdrawBodySchema } from '@engage/shared/contract/affiliate';
import { PageQuerySchema } from '@engage/shared/contract/links';
import { Type } from 'typebox';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { serverPath } from '../../http/api-route';
import { pageLink } from '../../http/pages';
import { errorResponses } from '../../http/openapi';
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
    // The payload is not shown by the spec: no body (withdraw everything) or {amount}; an
    // optional body is validated when it is sent (validation.ts, content-types.ts).
    {
      schema: {
        tags: ['affiliate'],
        ...secured,
        body: Type.Optional(AffiliateWithdrawBodySchema),
        // 400 below the minimum or no M-PESA method, 502 M-PESA did not take the payout.
        response: { 200: WithdrawResponseSchema, ...errorResponses(400, 502) },
      },
    },
    async (request) => {
      const row = await referrals.withdraw(currentUser(request).userId, request.body?.amount);
      return {
        message: 'Withdrawal request initiated',
        transaction_id: row.conversationId ?? `W${row.id}`,
        transaction_status: 'Pending',
      };
    },
  );
}
