/**
 * Reward balance with a Withdraw button (spec 001 §2), total earnings and total referrals
 * (spec 001 §3). Withdraw needs reward_balance of at least minimum_pay, otherwise 'You need at
 * least {currency} {minimum_pay} to withdraw.' (spec 001 §5) and no call is made.
 *
 * Referral rewards, once withdrawable, join task earnings in one total (`reward_balance` is that
 * total, and this Withdraw takes from it like the wallet's): the card says so, with the same
 * picture of the money the wallet shows (`wallet/balances/`): where the total came from, the
 * referral rewards still pending and when, and a withdrawal on its way.
 */
import { useRef } from 'react';
import { useMoneyPicture } from '@engage/shared/api/money-queries';
import { useOfflineReason } from '@engage/shared/network/use-online';
import type { MoneyPicture } from '@engage/shared/contract/wallet';
import { formatDate } from '@engage/shared/format/relative-time';
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

/** The picture's lines for the referral page: sources of the total, pending referral rewards, on its way. */
function MoneyLines({ money, currency }: { money: MoneyPicture; currency: string }) {
  const pending = money.pending_parts.filter((part) => part.source === 'referrals');
  return (
    <>
      <p className="eg-affiliate__note" data-testid="referral-one-total">
        {t('oneTotal', {
          tasks: formatEarnings(money.from_tasks, currency),
          referrals: formatEarnings(money.from_referrals, currency),
        })}
      </p>
      {pending.map((part, index) => {
        const when = part.available_at
          ? t('withdrawableFrom', { date: formatDate(part.available_at, { withTime: true }) })
          : t('withdrawableSoon');
        return (
          <p
            key={`${part.available_at ?? 'soon'}-${index}`}
            className="eg-affiliate__note"
            data-testid="referral-pending"
          >
            {t('pendingReferrals', {
              amount: formatEarnings(part.amount, currency),
              when: part.waits_for_first_task ? `${when}, ${t('afterFirstTask')}` : when,
            })}
          </p>
        );
      })}
      {money.on_its_way > 0 && (
        <p className="eg-affiliate__note" role="status">
          {t('onItsWay', { amount: formatEarnings(money.on_its_way, currency) })}
        </p>
      )}
    </>
  );
}

export function RewardsSummary({ affiliate, currency }: RewardsSummaryProps) {
  const money = useMoneyPicture();
  const offline = useOfflineReason();
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
        <button
          type="button"
          className="eg-button"
          disabled={busy || offline !== undefined}
          title={offline}
          aria-busy={busy}
          onClick={() => void withdraw()}
        >
          {t('withdraw')}
        </button>
      }
    >
      {money.data && <MoneyLines money={money.data} currency={currency} />}
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
