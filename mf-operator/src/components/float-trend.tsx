/**
 * The M-PESA float's last reading of each day, drawn as a small line (no chart library) whose
 * text alternative says where it started, where it ended and its lowest and highest; the figures
 * themselves are the table beside it.
 *
 *   <FloatTrend days={[{ day: '2026-11-27', float: 52000, read_at: '…' }]} />
 */
import { formatEarnings } from '@engage/shared/format/money';
import { t } from '../messages';

interface FloatDay {
  day: string;
  float: number;
}

const WIDTH = 240;
const HEIGHT = 48;
const PAD = 4;

/** The line's points: days evenly across, the float from its lowest (bottom) to its highest (top). */
export function trendPoints(floats: readonly number[]): string {
  const low = Math.min(...floats);
  const high = Math.max(...floats);
  const span = high - low || 1;
  const step = floats.length > 1 ? (WIDTH - 2 * PAD) / (floats.length - 1) : 0;
  return floats
    .map((value, index) => {
      const x = floats.length > 1 ? PAD + index * step : WIDTH / 2;
      const y = high === low ? HEIGHT / 2 : PAD + ((high - value) / span) * (HEIGHT - 2 * PAD);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

export function FloatTrend({ days }: { days: readonly FloatDay[] }) {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return <p className="eg-op-muted">{t('floatTrendNone')}</p>;
  const floats = days.map((day) => day.float);
  const summary = t('floatTrendSummary', {
    from: formatEarnings(first.float),
    fromDay: first.day,
    to: formatEarnings(last.float),
    toDay: last.day,
    low: formatEarnings(Math.min(...floats)),
    high: formatEarnings(Math.max(...floats)),
  });
  return (
    <figure className="eg-op-trend">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        className="eg-op-trend__line"
      >
        <polyline points={trendPoints(floats)} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <figcaption className="eg-op-muted">{summary}</figcaption>
      <div className="eg-op-table eg-op-table__scroll">
        <table>
          <caption>{t('floatTrendCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('colDay')}</th>
              <th scope="col">{t('colFloat')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{day.day}</td>
                <td>{formatEarnings(day.float)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
