/**
 * Earnings over the last 30 days: a bar chart drawn by hand in SVG (a charting library would
 * cost more than the whole wallet's budget), in its own chunk loaded only when the wallet opens
 * (`React.lazy` in the wallet page). The numbers are the statement's task and referral rewards,
 * by the day they were earned in Nairobi time.
 *
 * A person reads it three ways: the axes (amounts from 0 to a round top, a date every week), a
 * tooltip with the day and its amount under the pointer or, with the chart focused, moved by the
 * arrow keys (Home/End for the first and last day); a screen reader gets the same numbers as a
 * table of the 30 days, and the drawing is hidden from it.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { currencyLabel, formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { earningsByDay, useLast30DaysEarnings } from '../api/wallet-queries';
import { t } from '../messages';

const WIDTH = 320;
const HEIGHT = 160;
const LEFT = 40;
const RIGHT = 6;
const TOP = 18;
const BOTTOM = 22;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;
/** A date label every 7 days, counted back from today so the newest day always has one. */
const DATE_EVERY = 7;

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value`: the axis's top. */
export function roundTop(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value - 1e-9) ?? 10;
  return step * power;
}

/** An axis number: whole shillings grouped by thousands ('1,000'), cents when the top is under 1. */
const axisNumber = (value: number) =>
  Number.isInteger(value) ? String(value).replace(/\B(?=(\d{3})+$)/g, ',') : String(Math.round(value * 100) / 100);

const dayDate = (day: string) => `${day}T12:00:00+03:00`;
/** '10 May' — the year is the same across the chart but for one January. */
const shortDate = (day: string) => formatDate(dayDate(day)).replace(/ \d{4}$/, '');

export default function EarningsChart({ currency }: { currency: string }) {
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const query = useLast30DaysEarnings();
  if (query.isPending || query.isError) return null;
  const days = earningsByDay(query.data);
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  const top = roundTop(Math.max(...days.map((day) => day.amount), 0));
  const slot = PLOT_W / days.length;
  const y = (amount: number) => TOP + PLOT_H - (amount / top) * PLOT_H;
  const last = days.length - 1;
  const shown = active === null ? null : days[active];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = active ?? last;
    const next = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, next)));
  };

  return (
    <section className="eg-card eg-wallet__chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="eg-card__heading">
        {t('chartHeading')}
      </h2>
      <p className="eg-wallet__note" data-testid="chart-summary">
        {total > 0 ? t('chartSummary', { total: formatEarnings(total, currency) }) : t('chartEmpty')}
      </p>
      <div
        className="eg-wallet__chart-frame"
        data-testid="earnings-chart"
        role="group"
        aria-label={t('chartKeys', { heading: t('chartHeading') })}
        aria-describedby={`${id}-tip`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((current) => current ?? last)}
        onBlur={() => setActive(null)}
        onPointerLeave={() => setActive(null)}
      >
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
          <text x={LEFT - 6} y={TOP - 8} textAnchor="end" className="eg-wallet__chart-unit">
            {currencyLabel(currency)}
          </text>
          <g className="eg-wallet__chart-y">
            {[0, top / 2, top].map((value) => (
              <g key={value}>
                <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(value)} y2={y(value)} className="eg-wallet__chart-grid" />
                <text x={LEFT - 6} y={y(value) + 4} textAnchor="end">
                  {axisNumber(value)}
                </text>
              </g>
            ))}
          </g>
          <g className="eg-wallet__chart-x">
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={TOP + PLOT_H} y2={TOP + PLOT_H} className="eg-wallet__chart-axis" />
            {days.map((day, index) =>
              (last - index) % DATE_EVERY === 0 ? (
                <text
                  key={day.day}
                  x={LEFT + index * slot + slot / 2}
                  y={HEIGHT - 6}
                  textAnchor={index === last ? 'end' : 'middle'}
                >
                  {shortDate(day.day)}
                </text>
              ) : null,
            )}
          </g>
          {days.map((day, index) => {
            const height = day.amount > 0 ? Math.max(2, (day.amount / top) * PLOT_H) : 0;
            return (
              <g key={day.day}>
                <rect
                  x={LEFT + index * slot + 1}
                  y={TOP + PLOT_H - height}
                  width={Math.max(1, slot - 2)}
                  height={height}
                  className={`eg-wallet__chart-bar${index === active ? ' eg-wallet__chart-bar--active' : ''}`}
                />
                {/* The whole column answers the pointer, so a day without earnings has a tooltip too. */}
                <rect
                  x={LEFT + index * slot}
                  y={TOP}
                  width={slot}
                  height={PLOT_H}
                  className={`eg-wallet__chart-hit${index === active ? ' eg-wallet__chart-hit--active' : ''}`}
                  onPointerEnter={() => setActive(index)}
                />
              </g>
            );
          })}
        </svg>
        <p
          id={`${id}-tip`}
          className="eg-wallet__chart-tip"
          data-testid="chart-tooltip"
          aria-live="polite"
          hidden={!shown}
          data-side={active !== null && active >= days.length / 2 ? 'left' : 'right'}
          style={
            shown && active !== null
              ? // Above its day, opening towards the middle so it never leaves the frame.
                {
                  left: `${((LEFT + (active + 0.5) * slot) / WIDTH) * 100}%`,
                  top: `${(y(shown.amount) / HEIGHT) * 100}%`,
                }
              : undefined
          }
        >
          {shown
            ? t('chartTip', { date: formatDate(dayDate(shown.day)), amount: formatEarnings(shown.amount, currency) })
            : ''}
        </p>
      </div>
      <table className="eg-visually-hidden">
        <caption>{t('chartHeading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dateColumn')}</th>
            <th scope="col">{t('chartEarnedColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{formatDate(dayDate(day.day))}</td>
              <td>{formatEarnings(day.amount, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
