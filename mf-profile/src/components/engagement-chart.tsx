/**
 * A post's verified engagements per Nairobi day, as small SVG bars (no charting library: the
 * report's chunk stays small). The drawing is hidden from screen readers; they get the figure's
 * caption (the total, the span and the busiest day) and a visually hidden table of every day.
 */
import { useId } from 'react';
import type { ReportDay } from '@engage/shared/contract/post-report';
import { formatDate } from '@engage/shared/format/relative-time';
import { t } from '../messages';

const WIDTH = 320;
const HEIGHT = 140;
const LEFT = 28;
const RIGHT = 4;
const TOP = 10;
const BOTTOM = 20;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;

/** Noon in Nairobi of a calendar day, so the date never shifts with the reader's clock. */
const dayDate = (day: string) => `${day}T12:00:00+03:00`;
/** '10 May 2026'. */
export const dayLabel = (day: string) => formatDate(dayDate(day));

export function EngagementChart({ days }: { days: readonly ReportDay[] }) {
  const id = useId();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), first);
  const top = Math.max(1, busiest.count);
  const slot = PLOT_W / days.length;

  return (
    <figure className="eg-report__chart" aria-labelledby={`${id}-caption`}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" data-testid="engagement-chart">
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={TOP + PLOT_H} y2={TOP + PLOT_H} className="eg-report__axis" />
        <text x={LEFT - 4} y={TOP + 4} textAnchor="end" className="eg-report__tick">
          {top}
        </text>
        <text x={LEFT - 4} y={TOP + PLOT_H} textAnchor="end" className="eg-report__tick">
          0
        </text>
        <text x={LEFT} y={HEIGHT - 4} className="eg-report__tick">
          {dayLabel(first.day)}
        </text>
        {days.length > 1 && (
          <text x={WIDTH - RIGHT} y={HEIGHT - 4} textAnchor="end" className="eg-report__tick">
            {dayLabel(last.day)}
          </text>
        )}
        {days.map((day, index) => {
          const height = day.count > 0 ? Math.max(2, (day.count / top) * PLOT_H) : 0;
          return (
            <rect
              key={day.day}
              x={LEFT + index * slot + Math.min(1, slot / 4)}
              y={TOP + PLOT_H - height}
              width={Math.max(1, slot - Math.min(2, slot / 2))}
              height={height}
              className="eg-report__bar"
            />
          );
        })}
      </svg>
      <figcaption id={`${id}-caption`} className="eg-report__caption">
        {t('chartSummary', { count: total, from: dayLabel(first.day), to: dayLabel(last.day) })}{' '}
        {total > 0 && t('chartBusiest', { day: dayLabel(busiest.day), count: busiest.count })}
      </figcaption>
      <table className="eg-visually-hidden">
        <caption>{t('chartTableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chartDay')}</th>
            <th scope="col">{t('chartCount')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayLabel(day.day)}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
