/**
 * Available earnings (currency, 2 decimals) and the pending balance with a plain sentence on
 * when pending becomes available (spec 001 §2 "Wallet (Get Paid)"), and Withdraw. Withdraw is
 * disabled when there is no method or the earnings or the amount are below `min_withdrawal`
 * (spec 001 §5), with the reason beside it; the UI states 'minimum withdrawal for mpesa is KES 1000'.
 */
import { useState } from 'react';
import { useServerSettings } from '@engage/shared/api/server-settings';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import type { WithdrawalMethod } from '@engage/shared/contract/wallet';
import { formatEarnings } from '@engage/shared/format/money';
import { BalanceCard } from '@engage/ui/balance-card';
import { withdrawBlock } from '../api/wallet-queries';
import { t } from '../messages';
import { WithdrawModal } from './withdraw-modal';

interface EarningsSummaryProps {
  profile: Pick<ProfileDetail, 'earnings' | 'pending_balance' | 'min_withdrawal' | 'currency'>;
  currency: string;
  method: WithdrawalMethod | undefined;
  /** The methods are still loading: Withdraw waits. */
  methodsLoading: boolean;
}

export function EarningsSummary({ profile, currency, method, methodsLoading }: EarningsSummaryProps) {
  const [open, setOpen] = useState(false);
  const { pending_hold_hours: holdHours } = useServerSettings();
  const amount = profile.earnings;
  const block = withdrawBlock({
    hasMethod: Boolean(method),
    earnings: profile.earnings,
    amount,
    minWithdrawal: profile.min_withdrawal,
  });
  const disabled = methodsLoading || block !== null;
  let reason: string | null = null;
  if (!methodsLoading && block === 'noMethod') reason = t('noMethod');
  else if (!methodsLoading && block === 'belowMinimum')
    reason = t('belowMinimum', { amount: formatEarnings(profile.min_withdrawal, currency) });

  return (
    <BalanceCard
      label={t('availableEarnings')}
      amount={formatEarnings(profile.earnings, currency)}
      amountTestId="available-earnings"
      className="eg-wallet__summary"
      action={
        <button
          type="button"
          className="eg-button"
          disabled={disabled}
          aria-describedby="eg-wallet-withdraw-reason"
          onClick={() => setOpen(true)}
        >
          {t('withdraw')}
        </button>
      }
    >
      <p id="eg-wallet-withdraw-reason" className="eg-wallet__note">
        {reason && <span className="eg-wallet__reason">{reason} </span>}
        {t('minimumText')}
      </p>
      <div className="eg-wallet__pending">
        <p className="eg-balance__label">
          {t('pendingBalance')}: <strong>{formatEarnings(profile.pending_balance, currency)}</strong>
        </p>
        <p className="eg-wallet__note">{t('pendingExplained', { hours: String(holdHours) })}</p>
      </div>
      {open && method && (
        <WithdrawModal amount={amount} currency={currency} method={method} onClose={() => setOpen(false)} />
      )}
    </BalanceCard>
  );
}
