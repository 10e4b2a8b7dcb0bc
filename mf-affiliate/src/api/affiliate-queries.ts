/**
 * The referrals' server state (spec 001 §7 "Affiliate | GET | ?page={n}; reads
 * affiliate.referrals, next, and the balances"; the withdraw call), in the shared cache under
 * the `affiliate` key family. The balances are read from the newest page fetched.
 */
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { newIdempotencyKey } from '@engage/shared/api/idempotency';
import { numberedPages, uniqueBy } from '@engage/shared/api/paging';
import { refreshMoney } from '@engage/shared/api/money-queries';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { AffiliateResponse, Referral } from '@engage/shared/contract/affiliate';

export const affiliateQuery = {
  queryKey: queryKeys.affiliate.list,
  queryFn: ({ pageParam, signal, client }: { pageParam: number; signal: AbortSignal; client: QueryClient }) =>
    callApi('affiliate', client, { query: { page: pageParam }, signal }),
  ...numberedPages,
};

export function useAffiliate() {
  return useInfiniteQuery(affiliateQuery);
}

/** Each referred user once, in the server's order (offset paging can repeat a row when one joins meanwhile). */
export function uniqueReferrals(pages: readonly AffiliateResponse[]): Referral[] {
  return uniqueBy(
    pages.map((page) => page.affiliate.referrals),
    (referral) => referral.user_id,
  );
}

/**
 * Spec 001 §5 "Referral withdraw needs reward_balance of at least minimum_pay" — the check the
 * page makes before it calls the server (which checks again).
 */
export function canWithdraw(affiliate: { reward_balance: number; minimum_pay: number }): boolean {
  return affiliate.reward_balance >= affiliate.minimum_pay;
}

/** The referral link (spec 001 §9 "Referral link form: {app host}/ref?code={user_id}"). */
export function referralLink(origin: string, userId: number): string {
  return `${origin}/ref?code=${encodeURIComponent(String(userId))}`;
}

/**
 * `POST affiliate/withdraw/` (no body: the whole reward balance), then the balances load afresh
 * (`mutateAsync` settles once they are asked for). One call per tap, with its own idempotency
 * key: a resend after a dropped answer withdraws once.
 */
export function useWithdrawRewards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_: void, { client: cache }) =>
      callApi('affiliateWithdraw', cache, { idempotencyKey: newIdempotencyKey() }),
    // The same money as the wallet's: everything that shows it loads afresh.
    onSuccess: () => refreshMoney(client),
  });
}
