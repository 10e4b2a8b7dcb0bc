/**
 * Reward balance with a Withdraw button (spec 001 §2), total earnings and total referrals
 * (spec 001 §3). Withdraw needs reward_balance of at least minimum_pay, otherwise 'You need at
 * least {currency} {minimum_pay} to withdraw.' (spec 001 §5) and no call is made.
 */
import { useRef } from 'react';
import { failureMessage } from '@engage/shared/api/failure';
import type { Affiliate } from '@engage/shared/contract/affiliate';
import { formatEarnings } from '@engage/shared/format/money';
import { BalanceCard } from '@engage/ui/balance-card';
import { notify } from '@engage/shared/ui/toasts';
import { canWithdraw, useWithdrawRewards } from '../api/affiliate-queries';
import { t } from '../messages';

interface RewardsSummaryProps {
  affiliate: Pick<Affiliate, 'reward_balance' | 'minimum_pay' | 'total_earnings' | 'total_referrals'>;
  currency: string;
}

export function RewardsSummary({ affiliate, currency }: RewardsSummaryProps) {
  const withdrawal = useWithdrawRewards();
  const busy = withdrawal.isPending;
  // The mutation's pending state reaches the button after a render; a second tap before that sends nothing.
  const sending = useRef(false);

  async function withdraw() {
    if (!canWithdraw(affiliate)) {
      notify.error(t('belowMinimum', { currency, minimum_pay: String(affiliate.minimum_pay) }));
      return;
    }
    if (sending.current) return;
    sending.current = true;
    const toast = notify.loading(t('withdrawing'));
    try {
      const answer = await withdrawal.mutateAsync();
      notify.settle(toast, 'success', answer.message || t('withdrawn'));
    } catch (error) {
      notify.settle(toast, 'error', failureMessage(error, t('failed')));
    } finally {
      sending.current = false;
    }
  }

  return (
    <BalanceCard
      label={t('rewardBalance')}
      amount={formatEarnings(affiliate.reward_balance, currency)}
      className="eg-affiliate__summary"
      action={
        <button type="button" className="eg-button" disabled={busy} aria-busy={busy} onClick={() => void withdraw()}>
          {t('withdraw')}
        </button>
      }
    >
      <dl className="eg-affiliate__stats">
        <div>
          <dt>{t('totalEarnings')}</dt>
          <dd>{formatEarnings(affiliate.total_earnings, currency)}</dd>
        </div>
        <div>
          <dt>{t('totalReferrals')}</dt>
          <dd>{affiliate.total_referrals}</dd>
        </div>
      </dl>
    </BalanceCard>
  );
}
