/**
 * The reconciliation's day is a calendar day in Nairobi, where engage's money moves. Africa/Nairobi
 * is UTC+3 all year (no daylight saving), so a day's bounds are a fixed offset from UTC.
 */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

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
export const nairobiDayOf = (at: Date): string => new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);

/** The Nairobi day before the one `at` falls on. */
export const nairobiYesterday = (at: Date): string => nairobiDayOf(new Date(at.getTime() - DAY_MS));
