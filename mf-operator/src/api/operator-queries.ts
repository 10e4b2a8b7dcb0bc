/**
 * The console's server state. Every call acts on the query cache it runs in, which the shell's
 * operator frame made for the operator's scope: each carries the operator's token, never a
 * consumer's. Lists are the server's pages (by cursor); a write refreshes every list.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { ApiAnswer, ApiBody, ApiQuery } from '@engage/shared/api/contract';
import type { ApiRouteName } from '@engage/shared/api/routes';

export type ListRoute =
  | 'operatorReviewClaims'
  | 'operatorPayouts'
  | 'operatorPayments'
  | 'operatorAlerts'
  | 'operatorAdjustments'
  | 'operatorAudit'
  | 'operatorPeople'
  | 'operatorPosts'
  | 'operatorFlaggedAccounts'
  | 'operatorTaxWithheld';
export type ListQuery<Route extends ListRoute> = NonNullable<ApiQuery<Route>>;
/** The rows of a list's pages. */
export type RowOf<Route extends ListRoute> = ApiAnswer<Route> extends { items: (infer Row)[] } ? Row : never;

/** One page of a list, kept on screen while the next one loads. */
export function useOperatorList<Route extends ListRoute>(route: Route, query: ListQuery<Route>) {
  return useQuery({
    queryKey: queryKeys.operator.list(route, query),
    queryFn: ({ signal, client }) =>
      callApi(route as ListRoute, client, { query, signal } as never) as Promise<ApiAnswer<Route>>,
    placeholderData: keepPreviousData,
  });
}

/** One account as an operator reads it; read again after any write, like the lists. */
export function usePerson(id: number) {
  return useQuery({
    queryKey: queryKeys.operator.list('operatorPerson', { id }),
    queryFn: ({ signal, client }) => callApi('operatorPerson', client, { params: { id }, signal }),
  });
}

/**
 * An older page of an account's statement (newest first), the page before it kept on screen while
 * it loads. The first page comes with the person (`first`), so it is never asked for here.
 */
export function useOlderStatement(id: number, page: number, first: ApiAnswer<'operatorPersonStatement'>) {
  return useQuery({
    queryKey: queryKeys.operator.list('operatorPersonStatement', { id, page }),
    queryFn: ({ signal, client }) =>
      callApi('operatorPersonStatement', client, { params: { id }, query: { page }, signal }),
    enabled: page > 1,
    placeholderData: (previous) => previous ?? first,
  });
}

/** The same list as CSV (up to 10,000 rows), downloaded as a file named after it. */
export async function exportCsv<Route extends ListRoute>(
  client: QueryClient,
  route: Route,
  query: ListQuery<Route>,
  name: string,
): Promise<void> {
  const csv = (await callApi(route as ListRoute, client, {
    query: { ...query, cursor: undefined, format: 'csv' },
  } as never)) as unknown as string;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** The reconciliation reports of the recent days, the M-PESA float and its trend (not paged). */
export function useReconciliation() {
  return useQuery({
    queryKey: queryKeys.operator.list('operatorReconciliation', {}),
    queryFn: ({ signal, client }) => callApi('operatorReconciliation', client, { signal }),
  });
}

export type WriteRoute =
  | 'operatorReviewDecide'
  | 'operatorPersonAction'
  | 'operatorPostAction'
  | 'operatorPayoutAction'
  | 'operatorPaymentAction'
  | 'operatorAlertAcknowledge'
  | 'operatorAdjust'
  | 'operatorAdjustmentApprove'
  | 'operatorClearAccount'
  | 'operatorReleasePin'
  | 'operatorReleaseUnpin';

/** What a write sends: the path's ids and the body. */
export type WriteCall<Route extends WriteRoute> = { params?: Record<string, number>; body: ApiBody<Route> };

/** An operator's write; every list is read again once it is done. */
export function useOperatorWrite<Route extends WriteRoute>(route: Route) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: WriteCall<Route>) =>
      callApi(route as WriteRoute, client, call as never) as Promise<ApiAnswer<Route>>,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.operator.all }),
  });
}

export type { ApiRouteName };
