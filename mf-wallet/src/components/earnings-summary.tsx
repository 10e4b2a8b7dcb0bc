/**
 * The top of the wallet: one picture of the user's money from one server answer
 * (`wallet/balances/`), so it always agrees with the statement and the referral page. Available
 * earnings are everything withdrawable now (task earnings and referral rewards, one total, with
 * where it came from); a withdrawal under way says how much is on its way to M-PESA; pending says
 * what becomes withdrawable when, by source (spec 001 §2 "Wallet (Get Paid)"). Withdraw is
 * disabled when there is no method or the amount is below `min_withdrawal` (spec 001 §5), with the
 * reason beside it; the UI states 'minimum withdrawal for mpesa is KES 1000'. Offline, the card
 * shows what the phone kept, and Withdraw waits for a connection, saying so.
 */
import { useState } from 'react';
import { useServerSettings } from '@engage/shared/api/server-settings';
import { useOfflineReason } from '@engage/shared/network/use-online';
import type { MoneyPicture, PendingPart, WithdrawalMethod } from '@engage/shared/contract/wallet';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { BalanceCard } from '@engage/ui/balance-card';
import { withdrawBlock, type WithdrawBlock } from '../api/wallet-queries';
import { t } from '../messages';
import { WithdrawModal } from './withdraw-modal';

interface EarningsSummaryProps {
  money: MoneyPicture;
  currency: string;
  method: WithdrawalMethod | undefined;
  /** The methods are still loading: Withdraw waits. */
  methodsLoading: boolean;
}

/** "KES 200.00 from referrals, withdrawable from 3 Dec 2026, once the person you invited does a first task". */
export function pendingPartText(part: PendingPart, currency: string): string {
  const amount = formatEarnings(part.amount, currency);
  const what = part.source === 'tasks' ? t('pendingFromTasks', { amount }) : t('pendingFromReferrals', { amount });
  const when = part.available_at
    ? t('withdrawableFrom', { date: formatDate(part.available_at, { withTime: true }) })
    : t('withdrawableSoon');
  return [what, when, ...(part.waits_for_first_task ? [t('afterFirstTask')] : [])].join(', ');
}

/** Why Withdraw cannot be pressed, or null. A withdrawal under way is said instead of the minimum. */
function withdrawReason(block: WithdrawBlock, money: MoneyPicture, currency: string): string | null {
  if (block === 'noMethod') return t('noMethod');
  if (block === 'belowMinimum' && money.on_its_way === 0)
    return t('belowMinimum', { amount: formatEarnings(money.minimum_withdrawal, currency) });
  return null;
}

export function EarningsSummary({ money, currency, method, methodsLoading }: EarningsSummaryProps) {
  const [open, setOpen] = useState(false);
  const { pending_hold_hours: holdHours } = useServerSettings();
  const block = withdrawBlock({
    hasMethod: Boolean(method),
    earnings: money.withdrawable,
    amount: money.withdrawable,
    minWithdrawal: money.minimum_withdrawal,
  });
  const offline = useOfflineReason();
  const reason = offline ?? (methodsLoading ? null : withdrawReason(block, money, currency));

  return (
    <BalanceCard
      label={t('availableEarnings')}
      amount={formatEarnings(money.withdrawable, currency)}
      amountTestId="available-earnings"
      className="eg-wallet__summary"
      action={
        <button
          type="button"
          className="eg-button"
          disabled={methodsLoading || block !== null || offline !== undefined}
          aria-describedby="eg-wallet-withdraw-reason"
          onClick={() => setOpen(true)}
        >
          {t('withdraw')}
        </button>
      }
    >
      {money.from_referrals > 0 && (
        <p className="eg-wallet__note" data-testid="withdrawable-sources">
          {t('fromSources', {
            tasks: formatEarnings(money.from_tasks, currency),
            referrals: formatEarnings(money.from_referrals, currency),
          })}
        </p>
      )}
      {money.on_its_way > 0 && (
        <p className="eg-wallet__note eg-wallet__on-its-way" role="status" data-testid="on-its-way">
          {t('onItsWay', { amount: formatEarnings(money.on_its_way, currency) })}
        </p>
      )}
      <p id="eg-wallet-withdraw-reason" className="eg-wallet__note">
        {reason && <span className="eg-wallet__reason">{reason} </span>}
        {t('minimumText')}
      </p>
      <div className="eg-wallet__pending" data-testid="pending-balance">
        <p className="eg-balance__label">
          {t('pendingBalance')}: <strong>{formatEarnings(money.pending, currency)}</strong>
        </p>
        {money.pending_parts.length > 0 && (
          <ul className="eg-wallet__pending-parts">
            {money.pending_parts.map((part, index) => (
              <li key={`${part.source}-${part.available_at ?? 'soon'}-${index}`}>{pendingPartText(part, currency)}</li>
            ))}
          </ul>
        )}
        <p className="eg-wallet__note">{t('pendingExplained', { hours: String(holdHours) })}</p>
      </div>
      {open && method && <WithdrawModal currency={currency} method={method} onClose={() => setOpen(false)} />}
    </BalanceCard>
  );
}
