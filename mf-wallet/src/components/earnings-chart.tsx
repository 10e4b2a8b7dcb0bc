/**
 * Earnings over the last 30 days (ours, issue 14): an inline SVG bar chart, in its own chunk
 * loaded only when the wallet opens (`React.lazy` in the wallet page). The numbers are read from
 * the statement (task and referral rewards, by day in Nairobi time); a sentence gives the total
 * for screen readers and the bars are decorative.
 */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@engage/shared/api/query-keys';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { earningsByDay, loadLast30Days } from '../api/wallet-queries';
import { t } from '../messages';

const WIDTH = 300;
const HEIGHT = 80;

export default function EarningsChart({ currency }: { currency: string }) {
  const query = useQuery({
    queryKey: queryKeys.wallet.chart,
    queryFn: ({ signal }) => loadLast30Days(signal),
  });
  if (query.isPending || query.isError) return null;
  const days = earningsByDay(query.data);
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  const highest = Math.max(...days.map((day) => day.amount), 0);
  const slot = WIDTH / days.length;

  return (
    <section className="eg-card eg-wallet__chart" aria-labelledby="eg-wallet-chart-title">
      <h2 id="eg-wallet-chart-title" className="eg-card__heading">
        {t('chartHeading')}
      </h2>
      <p className="eg-wallet__note" data-testid="chart-summary">
        {total > 0 ? t('chartSummary', { total: formatEarnings(total, currency) }) : t('chartEmpty')}
      </p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="presentation" aria-hidden="true" focusable="false">
        <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="eg-wallet__chart-axis" />
        {days.map((day, index) => {
          const height = highest > 0 ? Math.max(day.amount > 0 ? 2 : 0, (day.amount / highest) * (HEIGHT - 4)) : 0;
          return (
            <rect
              key={day.day}
              x={index * slot + 1}
              y={HEIGHT - height}
              width={Math.max(1, slot - 2)}
              height={height}
              className="eg-wallet__chart-bar"
            >
              <title>{`${formatDate(`${day.day}T12:00:00+03:00`)}: ${formatEarnings(day.amount, currency)}`}</title>
            </rect>
          );
        })}
      </svg>
    </section>
  );
}
