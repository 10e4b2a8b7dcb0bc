import { formatCount } from './numbers';

describe('formatCount — spec 000 §9 "Numbers abbreviated in K, M, B"', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1999, '1.9K'],
    [12_345, '12.3K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [2_000_000, '2M'],
    [2_550_000, '2.5M'],
    [1_000_000_000, '1B'],
    [3_400_000_000, '3.4B'],
    [2_299_999_999, '2.2B'],
  ])('%d → %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });

  it('never shows a count larger than it is (truncates, no "1000K")', () => {
    expect(formatCount(999_999_999)).toBe('999.9M');
  });

  it('keeps the sign of a negative number and treats non-finite values as 0', () => {
    expect(formatCount(-1500)).toBe('-1.5K');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
