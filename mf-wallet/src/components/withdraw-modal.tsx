/**
 * The withdraw modal (spec 001 §4 "Withdrawal modal amount mode is the full available balance
 * (read-only)"; §9 "wallet shows fee 0.00" — we charge no fee, and the text under it says so
 * rather than the "$0.99 USD per M-PESA withdrawal" the spec quotes, which nobody is charged;
 * §8 'Processing...' then 'WIthdrawal request initiated' or the server's error text). A second
 * click while the request runs sends nothing: the button is disabled and a ref guards the call.
 *
 * The amount is the live withdrawable total (the shared money picture): when another tab
 * withdraws or a reward is released while the dialog is open, it shows the new amount and says
 * so, and it cannot send an amount being read again or below the minimum.
 *
 * Withholding tax: with a rate set on the server, the money picture quotes the tax on this very
 * amount (only its earnings part is taxed), and the dialog shows it before the user confirms:
 * "Withholding tax (5 %)" and what M-PESA will pay. With the rate off nothing is added.
 */
import { useRef, useState } from 'react';
import { useMoneyPicture } from '@engage/shared/api/money-queries';
import { failureMessage } from '@engage/shared/api/failure';
import type { WithdrawalMethod } from '@engage/shared/contract/wallet';
import { WALLET_DISPLAYED_FEE } from '@engage/shared/contract/constants';
import { formatEarnings } from '@engage/shared/format/money';
import { fromMpesaPhone } from '@engage/shared/format/mpesa-phone';
import { FormField } from '@engage/ui/form-field';
import { Modal } from '@engage/ui/modal';
import { notify } from '@engage/shared/ui/toasts';
import { useOfflineReason } from '@engage/shared/network/use-online';
import { useWithdraw } from '../api/wallet-queries';
import { t } from '../messages';

/** A rate as people write it: 0.05 → "5", 0.0525 → "5.25". */
const percent = (rate: number): string => String(Math.round(rate * 10_000) / 100);

interface WithdrawModalProps {
  currency: string;
  method: WithdrawalMethod;
  onClose: () => void;
}

export function WithdrawModal({ currency, method, onClose }: WithdrawModalProps) {
  const withdraw = useWithdraw();
  const money = useMoneyPicture();
  const amount = money.data?.withdrawable ?? 0;
  const withholding = money.data?.withholding_tax;
  const taxed = withholding !== undefined && withholding.rate > 0;
  const tax = taxed ? withholding.tax : 0;
  // The amount when the dialog opened: a change is said beside the new one.
  const [opened] = useState(amount);
  const sendable = money.data !== undefined && !money.isFetching && amount >= money.data.minimum_withdrawal;
  const busy = withdraw.isPending;
  // The mutation's pending state reaches the button after a render; a second click before that sends nothing.
  const sending = useRef(false);
  // Nothing that moves money is sent without a connection, nor kept to be sent later.
  const offline = useOfflineReason();

  async function submit() {
    if (sending.current || !sendable) return;
    sending.current = true;
    const toast = notify.loading(t('processing'));
    try {
      const answer = await withdraw.mutateAsync({ amount, currency, methodId: method.id });
      // Held for review: the wallet says why, in its own notice (ReviewNotice), for as long as it waits.
      const waits = answer.transaction_status === 'Waiting for review';
      notify.settle(toast, 'success', waits ? t('withdrawnForReview') : t('withdrawn'));
      onClose();
    } catch (error) {
      notify.settle(toast, 'error', failureMessage(error, t('failed')));
      sending.current = false;
    }
  }

  return (
    <Modal
      title={t('withdrawTitle')}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <button type="button" className="eg-button eg-button--quiet" disabled={busy} onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="eg-button"
            disabled={busy || offline !== undefined || !sendable}
            title={offline}
            aria-busy={busy}
            onClick={() => void submit()}
          >
            {t('confirmWithdraw')}
          </button>
        </>
      }
    >
      <div className="eg-wallet__form">
        <FormField label={t('amount')} readOnly value={formatEarnings(amount, currency)} hint={t('amountHint')} />
        {amount !== opened && (
          <p className="eg-wallet__reason" role="status" data-testid="withdraw-amount-changed">
            {t('amountChanged', { amount: formatEarnings(amount, currency) })}
          </p>
        )}
        <dl className="eg-wallet__facts">
          <div>
            <dt>{t('method')}</dt>
            <dd>{t('mpesaTo', { phone: fromMpesaPhone(method.mpesa_phone) })}</dd>
          </div>
          <div>
            <dt>{t('fee')}</dt>
            <dd>{formatEarnings(WALLET_DISPLAYED_FEE, currency)}</dd>
          </div>
          {taxed && (
            <div data-testid="withdraw-tax">
              <dt>{t('withholdingTax', { rate: percent(withholding.rate) })}</dt>
              <dd>{formatEarnings(tax, currency)}</dd>
            </div>
          )}
          <div>
            <dt>{t('youReceive')}</dt>
            <dd>{formatEarnings(amount - WALLET_DISPLAYED_FEE - tax, currency)}</dd>
          </div>
        </dl>
        <p className="eg-wallet__note">{taxed ? t('withholdingText') : t('feeText')}</p>
        <p className="eg-wallet__note">{t('minimumText')}</p>
      </div>
    </Modal>
  );
}
