/**
 * One picture of the user's money (`wallet/balances/`), read by the wallet and the referral page
 * from the one shared cache so both always show the same numbers, and kept fresh: it loads again
 * when the tab comes back into view and when the server says money moved (the shell republishes
 * money alerts as `money:changed`), so two tabs of one user never disagree for long.
 *
 * ```ts
 * const money = useMoneyPicture(); // money.data?.withdrawable, money.data?.pending_parts …
 * useFreshMoney(); // once per page that shows money
 * ```
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient, type QueryFunctionContext } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';
import { subscribe } from '@engage/shared/bus';

export const moneyPictureQuery = {
  queryKey: queryKeys.wallet.balances,
  queryFn: ({ signal, client }: QueryFunctionContext) => callApi('walletBalances', client, { signal }),
  // Money shown must be money now: read again whenever a reader mounts.
  staleTime: 0,
};

/** The picture of the user's money, from the shared cache. */
export function useMoneyPicture() {
  return useQuery(moneyPictureQuery);
}

/** Everything that shows the user's money loads afresh: balances, statement, history, referral page, sidebar. */
export function refreshMoney(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.wallet.all }),
    client.invalidateQueries({ queryKey: queryKeys.affiliate.all }),
    client.invalidateQueries({ queryKey: queryKeys.profile.details }),
  ]).then(() => undefined);
}

/** While mounted: the money loads afresh when the tab is shown or focused again, and when the server says it moved. */
export function useFreshMoney(): void {
  const client = useQueryClient();
  useEffect(() => {
    const again = () => void refreshMoney(client);
    const shown = () => {
      if (document.visibilityState === 'visible') again();
    };
    document.addEventListener('visibilitychange', shown);
    window.addEventListener('focus', again);
    const unsubscribe = subscribe('money:changed', again);
    return () => {
      document.removeEventListener('visibilitychange', shown);
      window.removeEventListener('focus', again);
      unsubscribe();
    };
  }, [client]);
}
