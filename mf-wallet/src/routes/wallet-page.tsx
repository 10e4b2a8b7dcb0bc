/**
 * The wallet, "Get Paid" (spec 001 §2 "Wallet (Get Paid)"): available earnings and pending with
 * Withdraw, the withdrawal methods, the withdrawal schedule, the transaction history (5 rows a
 * page), and ours: a 30-day earnings chart (its own chunk, loaded when the wallet opens), and My
 * claims (tasks a person decides, with the one appeal of a refusal).
 *
 * One picture of the money: the top card reads `wallet/balances/` (withdrawable now by source,
 * pending and when, on its way), and the transaction history is one list, the statement, whose
 * running balance ends on the same withdrawable total. The spec's transaction list
 * (`wallet/transactions/`) is still read, to tell the user how a withdrawal in flight ended.
 * The money loads afresh when the tab is shown again and when the server says it moved.
 */
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useQueryClient } from '@engage/shared/queries';
import { refreshMoney, useFreshMoney, useMoneyPicture } from '@engage/shared/api/money-queries';
import { useProfileDetails } from '@engage/shared/api/profile-queries';
import { DEFAULT_CURRENCY } from '@engage/shared/contract/constants';
import type { Transaction } from '@engage/shared/contract/wallet';
import { formatEarnings } from '@engage/shared/format/money';
import { withMessages } from '@engage/shared/i18n/translate';
import { QueryView } from '@engage/ui/query-view';
import { CardSkeletons, Skeleton } from '@engage/ui/skeleton';
import { notify } from '@engage/shared/ui/toasts';
import {
  isInFlight,
  primaryMethod,
  useTransactions,
  useWithdrawalMethods,
  useWithdrawalSchedule,
} from '../api/wallet-queries';
import { EarningsSummary } from '../components/earnings-summary';
import { ReviewNotice } from '../components/review-notice';
import { ScheduleForm } from '../components/schedule-form';
import { Statement } from '../components/statement';
import { EarningsStatement } from '../components/earnings-statement';
import { WithdrawalMethods } from '../components/withdrawal-methods';
import { t } from '../messages';
import './wallet.css';

const EarningsChart = lazy(() =>
  withMessages(import(/* webpackChunkName: "earnings-chart" */ '../components/earnings-chart')),
);
const MyClaims = lazy(() => withMessages(import(/* webpackChunkName: "my-claims" */ '../components/my-claims')));

/**
 * When a withdrawal in flight settles (the B2C result arrived), the user is told how it ended —
 * paid, failed with the money back in their earnings, or delayed while our M-PESA float is
 * short — and the balances, the statement and
 * the chart load afresh.
 */
function useSettledWithdrawals(rows: readonly Transaction[] | undefined, currency: string) {
  const client = useQueryClient();
  const inFlight = useRef(new Set<string>());
  useEffect(() => {
    if (!rows) return;
    let settled = false;
    for (const row of rows) {
      if (!inFlight.current.has(row.transaction_id) || isInFlight(row)) continue;
      settled = true;
      const amount = formatEarnings(row.transaction_amount, currency);
      if (row.transaction_status === 'Failed') notify.error(t('payoutFailed', { amount }));
      // Held while our M-PESA float is short: not paid yet, and not the user's to fix.
      else if (row.transaction_status === 'Payout delayed') notify.blank(t('payoutDelayed', { amount }));
      else notify.success(t('payoutPaid', { amount }));
    }
    inFlight.current = new Set(rows.filter(isInFlight).map((row) => row.transaction_id));
    if (settled) void refreshMoney(client);
  }, [client, rows, currency]);
}

export function WalletPage() {
  const profile = useProfileDetails();
  const money = useMoneyPicture();
  useFreshMoney();
  const methods = useWithdrawalMethods();
  const schedule = useWithdrawalSchedule();
  const transactions = useTransactions();
  const currency = profile.data?.currency || DEFAULT_CURRENCY;
  const method = primaryMethod(methods.data);
  useSettledWithdrawals(transactions.data, currency);

  return (
    <section className="eg-page eg-wallet" aria-labelledby="eg-wallet-title">
      <h1 id="eg-wallet-title" className="eg-page__title">
        {t('walletTitle')}
      </h1>
      <p className="eg-wallet__subtitle">{t('getPaid')}</p>
      {transactions.data && <ReviewNotice rows={transactions.data} currency={currency} />}
      <QueryView query={money} loading={<CardSkeletons count={1} />} error={t('loadError')} retryLabel={t('retry')}>
        {(picture) => (
          <EarningsSummary money={picture} currency={currency} method={method} methodsLoading={methods.isPending} />
        )}
      </QueryView>
      <Suspense fallback={null}>
        <EarningsChart currency={currency} />
      </Suspense>
      <QueryView query={methods} loading={<Skeleton lines={2} />} error={t('loadError')} retryLabel={t('retry')}>
        {() => <WithdrawalMethods method={method} headingId="eg-wallet-methods-title" />}
      </QueryView>
      <QueryView query={schedule} loading={<Skeleton lines={3} />} error={t('loadError')} retryLabel={t('retry')}>
        {(saved) => <ScheduleForm schedule={saved} />}
      </QueryView>
      <Statement currency={currency} />
      <EarningsStatement />
      <Suspense fallback={<Skeleton lines={3} />}>
        <MyClaims currency={currency} />
      </Suspense>
    </section>
  );
}
