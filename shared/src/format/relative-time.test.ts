import { formatBirthDate, formatDate, formatRelativeTime } from './relative-time';

// 2024-05-23 12:00 in Nairobi (UTC+03:00)
const now = new Date('2024-05-23T09:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatRelativeTime — spec 000 §9 \"Relative time: 'now', minutes, hours, 'yesterday', days under 7, else full date.\"", () => {
  it("'now' under a minute, and for a time slightly in the future", () => {
    expect(formatRelativeTime(now, now)).toBe('now');
    expect(formatRelativeTime(ago(59_000), now)).toBe('now');
    expect(formatRelativeTime(new Date(now.getTime() + 5000), now)).toBe('now');
  });

  it('minutes', () => {
    expect(formatRelativeTime(ago(MINUTE), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59_000), now)).toBe('59 minutes ago');
  });

  it('hours', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR), now)).toBe('23 hours ago');
  });

  it("'yesterday'", () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(2 * DAY - 1), now)).toBe('yesterday');
  });

  it('days under 7', () => {
    expect(formatRelativeTime(ago(2 * DAY), now)).toBe('2 days ago');
    expect(formatRelativeTime(ago(6 * DAY), now)).toBe('6 days ago');
  });

  it('else the full date, in timezone Africa/Nairobi with locale en-KE', () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe('16 May 2024');
    // 2024-04-01 22:30 UTC is already 2 April in Nairobi (UTC+03:00)
    expect(formatRelativeTime('2024-04-01T22:30:00Z', now)).toBe('2 April 2024');
  });

  it('accepts ISO strings and epoch milliseconds; an invalid date gives an empty string', () => {
    expect(formatRelativeTime('2024-05-23T08:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(now.getTime() - 2 * HOUR, now)).toBe('2 hours ago');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('formatDate — tables in Africa/Nairobi, en-KE (spec 001 §9)', () => {
  it('shows the Nairobi calendar date', () => {
    expect(formatDate('2024-04-01T22:30:00Z')).toBe('2 Apr 2024');
    expect(formatDate(new Date('2024-05-23T09:00:00Z'))).toBe('23 May 2024');
  });

  it('adds the Nairobi time on request', () => {
    expect(formatDate('2024-04-02T10:05:00Z', { withTime: true })).toBe('2 Apr 2024, 13:05');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('')).toBe('');
  });
});

describe('formatBirthDate — spec 001 §9 "Birth date shown like \'Month 3rd, 2000\'"', () => {
  it.each([
    ['2000-03-03', 'March 3rd, 2000'],
    ['1999-01-01', 'January 1st, 1999'],
    ['1990-12-02', 'December 2nd, 1990'],
    ['1985-07-11', 'July 11th, 1985'],
    ['1985-07-12', 'July 12th, 1985'],
    ['1985-07-13', 'July 13th, 1985'],
    ['2001-10-21', 'October 21st, 2001'],
    ['2001-10-22', 'October 22nd, 2001'],
    ['2001-10-23', 'October 23rd, 2001'],
    ['2001-10-31', 'October 31st, 2001'],
    ['1900-02-28', 'February 28th, 1900'],
  ])('%s → %s', (input, expected) => {
    expect(formatBirthDate(input)).toBe(expected);
  });

  it('returns null for an absent or impossible date (spec 001 §5 "otherwise null")', () => {
    expect(formatBirthDate(null)).toBeNull();
    expect(formatBirthDate(undefined)).toBeNull();
    expect(formatBirthDate('')).toBeNull();
    expect(formatBirthDate('2001-02-30')).toBeNull();
    expect(formatBirthDate('03/03/2000')).toBeNull();
  });
});

describe('on a page in Kiswahili', () => {
  beforeEach(() => {
    document.documentElement.lang = 'sw-KE';
  });
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('writes relative times and dates as Kenya does', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(formatRelativeTime(new Date(now.getTime() - 30_000), now)).toBe('sasa hivi');
    expect(formatRelativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe('dakika 5 zilizopita');
    expect(formatRelativeTime(new Date(now.getTime() - 30 * 3_600_000), now)).toBe('jana');
    expect(formatRelativeTime('2026-04-02T09:00:00Z', now)).toBe('2 Aprili 2026');
    expect(formatBirthDate('2000-03-03')).toBe('3 Machi 2000');
  });
});
