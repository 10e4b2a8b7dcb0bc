import fc from 'fast-check';
import { currencyLabel, formatEarnings, formatRoundAmount, fromCents, toCents } from './money';

describe('formatEarnings — spec 000 §9 "earnings with 2 decimals", "Default currency KES."', () => {
  it('shows KES with two decimals and thousands separators', () => {
    expect(formatEarnings(1234.5)).toBe('KES 1,234.50');
    expect(formatEarnings(0)).toBe('KES 0.00');
    expect(formatEarnings(1000)).toBe('KES 1,000.00');
    expect(formatEarnings(1_234_567.891)).toBe('KES 1,234,567.89');
  });

  it('writes every amount as the en-KE number format does', () => {
    const intl = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      // Whole cents and exact halves of a cent, where rounding decides.
      fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000 + 0.005),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        const rounded = Math.round(amount * 100) === 0 ? 0 : amount;
        expect(formatEarnings(amount)).toBe(`KES ${intl.format(rounded)}`);
      }),
      { numRuns: 5000 },
    );
  });

  it('takes another currency code', () => {
    expect(formatEarnings(10, 'USD')).toBe('USD 10.00');
  });

  it('never prints -0.00 and shows a non-finite amount as 0.00', () => {
    expect(formatEarnings(-0.001)).toBe('KES 0.00');
    expect(formatEarnings(Number.NaN)).toBe('KES 0.00');
    expect(formatEarnings(-5)).toBe('KES -5.00');
  });
});

describe('formatRoundAmount — a round figure in running text', () => {
  it('drops a .00 that says nothing and keeps real cents', () => {
    expect(formatRoundAmount(1000)).toBe('KES 1,000');
    expect(formatRoundAmount(1234.5)).toBe('KES 1,234.50');
    expect(formatRoundAmount(10, 'USD')).toBe('USD 10');
  });
});

describe('toCents / fromCents — money is integer minor units (cents of KES)', () => {
  it('converts KES to integer cents without float drift', () => {
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(1000)).toBe(100000);
    expect(toCents(-2.5)).toBe(-250);
    expect(toCents(0)).toBe(0);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('handles amounts JavaScript prints in exponent form', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(1e21 / 1e10)).toBe(1e13);
  });

  it('rejects amounts it cannot represent', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(1e20)).toThrow(RangeError);
  });

  it('converts cents back to KES', () => {
    expect(fromCents(123450)).toBe(1234.5);
    expect(fromCents(1)).toBe(0.01);
    expect(fromCents(-250)).toBe(-2.5);
  });

  it('round-trips every cent value', () => {
    for (let cents = 0; cents < 100_000; cents += 7) expect(toCents(fromCents(cents))).toBe(cents);
  });

  it('rejects fractional cents', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });
});

it('writes money as Kiswahili (Kenya) does on a page in Kiswahili', () => {
  document.documentElement.lang = 'sw-KE';
  try {
    expect(formatEarnings(1234.5)).toBe('Ksh\u00a01,234.50');
    expect(formatRoundAmount(1000)).toBe('Ksh\u00a01,000');
  } finally {
    document.documentElement.lang = '';
  }
});

describe('currencyLabel: the currency beside bare numbers, as amounts name it in the same language', () => {
  it('is the code in English and the shilling sign in Kiswahili', () => {
    expect(currencyLabel('KES', 'en')).toBe('KES');
    expect(currencyLabel('KES', 'sw')).toBe('Ksh');
    expect(formatEarnings(5, 'KES', 'sw').startsWith(currencyLabel('KES', 'sw'))).toBe(true);
  });
});
