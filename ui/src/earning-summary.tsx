/**
 * The earning summary a consumer reads before acting: the daily limit the server enforces, how
 * many tasks are left of it today and what today paid; once it is reached, that it is and when it
 * resets; and how many tasks of the typical reward the minimum withdrawal takes. Every figure is
 * the server's (`GET earning/today/`); until it answers, an empty box of its size holds its place,
 * and offline before it ever did, nothing is shown rather than a guess.
 */
import { useEarning } from '@engage/shared/api/earning-query';
import type { Earning } from '@engage/shared/contract/earning';
import { formatRoundAmount } from '@engage/shared/format/money';
import { earningText } from './earning-messages';
import './earning-summary.css';

/** Hours and minutes from `now` until `resetsAt`, never below a minute. */
export function waitUntil(resetsAt: string, now = Date.now()): { hours: number; minutes: number } {
  const minutes = Math.max(1, Math.ceil((Date.parse(resetsAt) - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export function EarningLines({ earning, now }: { earning: Earning; now?: number }) {
  const minimum = formatRoundAmount(earning.min_withdrawal);
  const withdrawal =
    earning.tasks_per_withdrawal === null || earning.typical_reward === null
      ? earningText('withdrawalNoTasks', { minimum })
      : earningText('withdrawal', {
          minimum,
          count: earning.tasks_per_withdrawal,
          reward: formatRoundAmount(earning.typical_reward),
        });
  const earned = earningText('earnedToday', { amount: formatRoundAmount(earning.earned_today) });
  return (
    <>
      {earning.left_today === 0 ? (
        <p className="eg-earning__limit eg-earning__limit--reached" role="status">
          <strong>{earningText('limitReached', { limit: earning.daily_limit })}</strong>{' '}
          {earningText('resets', { wait: earningText('wait', waitUntil(earning.resets_at, now)) })} {earned}
        </p>
      ) : (
        <p className="eg-earning__limit">
          {earningText('dailyLimit', { limit: earning.daily_limit })}{' '}
          <strong>{earningText('leftToday', { count: earning.left_today })}</strong> {earned}
        </p>
      )}
      <p className="eg-earning__withdrawal">{withdrawal}</p>
    </>
  );
}

export function EarningSummary() {
  const earning = useEarning();
  // Its place is kept while the figures come, so that the list below does not jump down then.
  if (earning.isPending) return <div className="eg-earning eg-earning--waiting" aria-hidden="true" />;
  if (!earning.data) return null;
  return (
    <section className="eg-earning" aria-label={earningText('label')}>
      <EarningLines earning={earning.data} />
    </section>
  );
}
