/** Affiliate (spec 001 §7): `affiliate/?page=` and the referral withdraw. */
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { apiRoute } from '../../http/api-route';
import { pageLink } from '../../http/pages';
import { answered, requestLanguage } from '../../i18n/request-language';
import { transactionStatus, withdrawalAnswer } from '../wallet/wallet.service';

export async function referralsRoutes(app: AppInstance): Promise<void> {
  const referrals = app.services.referrals;

  app.route({
    ...apiRoute('affiliate', { tags: ['affiliate'] }),
    handler: async (request) => {
      const page = request.query.page ?? 1;
      const result = await referrals.affiliate(currentUser(request).userId, page, requestLanguage(request));
      return {
        affiliate: result.affiliate,
        next: result.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
      };
    },
  });

  app.route({
    // The payload is not shown by the spec: no body (withdraw everything) or {amount}; an
    // optional body is validated when it is sent (validation.ts, content-types.ts).
    // 400 below the minimum or no M-PESA method, 502 M-PESA did not take the payout.
    // 403: withdrawals frozen, or the primary number still cooling off.
    ...apiRoute('affiliateWithdraw', { tags: ['affiliate'], errors: [400, 403, 502] }),
    handler: async (request) => {
      const row = await referrals.withdraw(currentUser(request).userId, request.body?.amount);
      return {
        message: answered(request, withdrawalAnswer(row)),
        transaction_id: row.conversationId ?? `W${row.id}`,
        transaction_status: transactionStatus(row.status),
      };
    },
  });
}
