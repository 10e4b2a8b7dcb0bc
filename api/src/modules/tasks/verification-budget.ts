/**
 * The platforms' quotas, counted before each call so the verifier never spends what it does not
 * have: YouTube's daily units (YOUTUBE_DAILY_QUOTA; the day ends at midnight Pacific time, when
 * Google resets it) and X's per-user requests per 15 minutes for each endpoint. Counters live in
 * the database (`verification_usage`), shared by every API instance. A provider that says its
 * quota is spent anyway (quotaExceeded, a 429) closes the window until it said it reopens.
 * SQL for `verification_usage` lives here.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { verificationUsage } from '../../db/schema';

export interface Window {
  key: string;
  limit: number;
  ends: Date;
}

export class VerificationBudget {
  constructor(private readonly db: Db) {}

  /** Takes `cost` from the window; false when that would go over its limit. */
  async spend(window: Window, cost: number): Promise<boolean> {
    if (cost > window.limit) return false;
    const rows = await this.db
      .insert(verificationUsage)
      .values({ key: window.key, used: cost, windowEnds: window.ends })
      .onConflictDoUpdate({
        target: verificationUsage.key,
        set: {
          used: sql`CASE WHEN ${verificationUsage.windowEnds} <= now() THEN excluded.used ELSE ${verificationUsage.used} + excluded.used END`,
          windowEnds: sql`CASE WHEN ${verificationUsage.windowEnds} <= now() THEN excluded.window_ends ELSE ${verificationUsage.windowEnds} END`,
        },
        setWhere: sql`${verificationUsage.windowEnds} <= now() OR ${verificationUsage.used} + excluded.used <= ${window.limit}`,
      })
      .returning({ used: verificationUsage.used });
    return rows.length > 0;
  }

  /** The provider said the quota is spent: nothing more is asked until `until`. */
  async exhaust(window: Window, until: Date): Promise<void> {
    await this.db
      .insert(verificationUsage)
      .values({ key: window.key, used: window.limit, windowEnds: until })
      .onConflictDoUpdate({ target: verificationUsage.key, set: { used: window.limit, windowEnds: until } });
  }

  /** When a spent window reopens. */
  async reopensAt(key: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ ends: verificationUsage.windowEnds })
      .from(verificationUsage)
      .where(sql`${verificationUsage.key} = ${key}`);
    return row?.ends;
  }
}

/** The next midnight in America/Los_Angeles, when YouTube's daily quota resets. */
export function nextPacificMidnight(now = new Date()): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const offsetMs = Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(year, month - 1, day + 1) - offsetMs);
}

/**
 * Answers already had, per (user, link, action), for a short time: a user pressing the button
 * again, or the bot and the person at once, costs no second call. Only definite answers are kept.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  constructor(private readonly ttlMs: number) {}

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, now = Date.now()): void {
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(key, { value, until: now + this.ttlMs });
  }
}
