/**
 * Withdrawals waiting for review (the account was flagged: a shared device, a busy network, or
 * M-PESA paid another name): each with its amount and the reason the server wrote in the page's
 * language. Shown above the balances for as long as one waits, so the user is never left
 * guessing why money has not arrived. Nothing is taken: the money is held until a person decides.
 */
import type { Transaction } from '@engage/shared/contract/wallet';
import { formatEarnings } from '@engage/shared/format/money';
import { t } from '../messages';

const IN_REVIEW = 'Waiting for review';

export function ReviewNotice({ rows, currency }: { rows: readonly Transaction[]; currency: string }) {
  const waiting = rows.filter((row) => row.transaction_type === 'Withdrawals' && row.transaction_status === IN_REVIEW);
  if (waiting.length === 0) return null;
  return (
    <section className="eg-wallet__review" role="status" aria-labelledby="eg-wallet-review-title">
      <h2 id="eg-wallet-review-title" className="eg-wallet__review-title">
        {t('reviewTitle')}
      </h2>
      <p>{t('reviewExplained')}</p>
      <ul>
        {waiting.map((row) => (
          <li key={row.transaction_id}>
            {t('reviewRow', {
              amount: formatEarnings(row.transaction_amount, currency),
              reason: row.status_description,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
