/**
 * A balance as a card: its label above, the amount, its action beside it (the wallet's available
 * earnings, the referral rewards), and what the area adds beneath (notes, totals). The card is a
 * region named by the label, so a screen reader finds "Reward balance" among the landmarks.
 *
 *   <BalanceCard label="Reward balance" amount={formatEarnings(balance, currency)}
 *     action={<button className="eg-button" onClick={withdraw}>Withdraw</button>} className="eg-affiliate__summary">
 *     <dl>…totals…</dl>
 *   </BalanceCard>
 *
 * Its look is `.eg-balance` in `ui/page.css`, which every area's App imports.
 */
import { useId, type ReactNode } from 'react';

interface BalanceCardProps {
  label: string;
  /** The amount as shown, formatted by the caller (`formatEarnings`). */
  amount: string;
  /** The button beside the amount (Withdraw). */
  action?: ReactNode;
  /** The area's own layout class for the card. */
  className?: string;
  /** A handle for journeys that read the amount (`data-testid`). */
  amountTestId?: string;
  children?: ReactNode;
}

export function BalanceCard({ label, amount, action, className, amountTestId, children }: BalanceCardProps) {
  const labelId = useId();
  return (
    <section className={className ? `eg-card ${className}` : 'eg-card'} aria-labelledby={labelId}>
      <div className="eg-balance">
        <p className="eg-balance__label" id={labelId}>
          {label}
        </p>
        <p className="eg-balance__amount" data-testid={amountTestId}>
          {amount}
        </p>
        {action}
      </div>
      {children}
    </section>
  );
}
