/**
 * Calendar days as engage counts them: Nairobi's, where its money moves, written `YYYY-MM-DD`.
 * Africa/Nairobi is UTC+3 all year (no daylight saving), so a day's bounds are a fixed offset
 * from UTC.
 */
export const NAIROBI_ZONE = 'Africa/Nairobi';
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `text` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

/** The day's first instant and the next day's first instant: [start, end). */
export function dayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - NAIROBI_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The Nairobi day an instant falls on. */
export const nairobiDay = (at: Date): string => new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The Nairobi day before the one `at` falls on. */
export const nairobiYesterday = (at: Date): string => addDays(nairobiDay(at), -1);

/** The calendar days from `first` to `last` (both `YYYY-MM-DD`), oldest first. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
