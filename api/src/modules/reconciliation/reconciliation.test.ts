/**
 * The reconciliation's rules without a provider: which of PayPal's records are captures, how a
 * day's lines are told apart, and the Nairobi day's bounds. The whole path over real HTTP is
 * tests/reconciliation.test.ts.
 */
import { dayBounds, isDay, nairobiDay, nairobiYesterday } from '../../i18n/nairobi-days';
import { matchPaypal } from './paypal-matching';
import type { OurRecord, TheirRecord } from './reconciliation-report';
import { countMismatches, formatReport } from './reconciliation-report';

const usd = (cents: number) => ({ currency: 'USD', cents });
const ours = (id: number, reference: string, cents: number, fee?: number): OurRecord => ({
  kind: 'payment',
  id,
  reference,
  status: 'completed',
  amount: usd(cents),
  ...(fee === undefined ? {} : { fee: usd(fee) }),
});
const theirs = (id: string, cents: number, event = 'T0006', status = 'S', fee?: number): TheirRecord => ({
  id,
  event,
  status,
  amount: usd(cents),
  ...(fee === undefined ? {} : { fee: usd(fee) }),
  at: '2026-11-27T10:00:00Z',
});

describe('matching PayPal', () => {
  it('tells matched, missing on each side and differing amounts or fees apart, by capture id', () => {
    const items = matchPaypal(
      [ours(1, 'CAP1', 1000, 74), ours(2, 'CAP2', 1000), ours(3, 'CAP3', 1000, 74), ours(4, 'CAP4', 500)],
      [
        theirs('CAP1', 1000, 'T0006', 'S', 74),
        theirs('CAP2', 1000, 'T0006', 'S', 74),
        theirs('CAP3', 1200),
        theirs('CAP9', 300),
      ],
    );
    expect(items.map((item) => [item.category, item.ours?.id ?? item.theirs?.id])).toEqual([
      ['matched', 1],
      ['amount_differs', 2],
      ['amount_differs', 3],
      ['missing_theirs', 4],
      ['missing_ours', 'CAP9'],
    ]);
    expect(items[1]?.note).toMatch(/fee is not booked/);
    expect(countMismatches(items)).toBe(4);
  });

  it("counts only PayPal's payments that took the money: not refunds, pending or denied ones", () => {
    const items = matchPaypal(
      [ours(1, 'CAP1', 1000)],
      [
        theirs('CAP1', 1000, 'T0006', 'V'),
        theirs('REF1', 1000, 'T1107'),
        theirs('HELD', 1000, 'T0006', 'P'),
        theirs('DENY', 1000, 'T0006', 'D'),
      ],
    );
    expect(items.map((item) => item.category)).toEqual(['matched']);
  });
});

describe('the Nairobi day', () => {
  it('is UTC+3 all year', () => {
    expect(dayBounds('2026-11-27')).toEqual({
      start: new Date('2026-11-26T21:00:00Z'),
      end: new Date('2026-11-27T21:00:00Z'),
    });
    expect(nairobiDay(new Date('2026-11-27T20:59:59Z'))).toBe('2026-11-27');
    expect(nairobiDay(new Date('2026-11-27T21:00:00Z'))).toBe('2026-11-28');
    expect(nairobiYesterday(new Date('2026-03-01T00:30:00Z'))).toBe('2026-02-28');
  });

  it('takes only real calendar days', () => {
    expect(['2026-11-27', '2024-02-29'].every(isDay)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '27-11-2026', '2026-11-27T00:00:00Z', ''].some(isDay)).toBe(false);
  });
});

it('a report reads as counts, then each line with its ids and amounts', () => {
  const items = matchPaypal([ours(7, 'CAP7', 1234)], [theirs('CAP7', 1234), theirs('CAP8', 99)]);
  const text = formatReport({
    day: '2026-11-27',
    provider: 'paypal',
    madeAt: new Date(0),
    mismatches: 1,
    items,
    floatCents: null,
  });
  expect(text.split('\n')).toEqual([
    'Reconciliation 2026-11-27 (Africa/Nairobi), paypal, made 1970-01-01T00:00:00.000Z',
    '  matched 1, missing_ours 1, missing_theirs 0, amount_differs 0, open 0',
    '  mismatches 1 (operator alert reconciliation_mismatch)',
    '  matched         ours: payment 7 CAP7 completed USD 12.34; theirs: CAP7 T0006/S USD 12.34 at 2026-11-27T10:00:00Z',
    '  missing_ours    theirs: CAP8 T0006/S USD 0.99 at 2026-11-27T10:00:00Z; no completed payment of ours has this capture id',
  ]);
});
