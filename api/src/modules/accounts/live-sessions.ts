/**
 * Which sessions are live, remembered for a few seconds. Every signed-in request
 * asks; asking the database each time was one of the two round trips of a feed page, and the
 * larger part of the API's cost per request.
 *
 * A remembered answer must never outlive the session. A session stops being live when it is
 * revoked (sign-out, refresh-token reuse, a password reset, account deletion), and the database
 * announces each of those on `session_ended` as it commits (migration 0009's triggers), whichever
 * API process did it. So:
 * - answers are remembered only while this process listens to those announcements;
 * - this process also forgets at once what it revokes itself, before its own announcement
 *   arrives, so its next request already sees it;
 * - a session or user that ended a moment ago is not remembered again for `ttlMs`, so an answer
 *   read before the revocation committed, arriving after it, is not kept;
 * - and nothing is remembered longer than `ttlMs`, the bound should an announcement be lost.
 */
import type { Database, Unlisten } from '../../db/database';

const SESSION_ENDED_CHANNEL = 'session_ended';
/** How long a live answer is kept, and how long an ended session or user is not cached again. */
const LIVE_SESSION_TTL_MS = 5_000;
/** Enough for every signed-in user of one busy process; the oldest answer goes first. */
const MAX_REMEMBERED = 50_000;

type Check = (sessionId: string, userId: number) => Promise<boolean>;

export class LiveSessions {
  /** Session id → its user and until when it is taken as live. */
  private readonly live = new Map<string, { userId: number; until: number }>();
  /** `session:<id>` or `user:<id>` → when it ended here or was announced. */
  private readonly ended = new Map<string, number>();
  private listening = false;

  constructor(
    private readonly check: Check,
    private readonly ttlMs = LIVE_SESSION_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async isLive(sessionId: string, userId: number): Promise<boolean> {
    const known = this.live.get(sessionId);
    if (known && known.userId === userId && known.until > this.now()) return true;
    const live = await this.check(sessionId, userId);
    if (live) this.remember(sessionId, userId);
    return live;
  }

  /** A session that ended (this process revoked it, or the database said so). */
  sessionEnded(sessionId: string): void {
    this.live.delete(sessionId);
    this.markEnded(`session:${sessionId}`);
  }

  /** Every session of `userId` ended (a password reset, a deleted account). */
  userEnded(userId: number): void {
    for (const [sessionId, entry] of this.live) if (entry.userId === userId) this.live.delete(sessionId);
    this.markEnded(`user:${userId}`);
  }

  /** Listens to the database's announcements; until then, and after `unlisten`, nothing is kept. */
  async watch(database: Pick<Database, 'listen'>): Promise<Unlisten> {
    const unlisten = await database.listen(SESSION_ENDED_CHANNEL, (payload) => this.announced(payload));
    this.listening = true;
    return async () => {
      this.listening = false;
      this.live.clear();
      await unlisten();
    };
  }

  /** The triggers' payloads: a session id, or `user:<id>`. */
  private announced(payload: string): void {
    const user = /^user:(\d+)$/.exec(payload);
    if (user) this.userEnded(Number(user[1]));
    else this.sessionEnded(payload);
  }

  private remember(sessionId: string, userId: number): void {
    if (!this.listening || this.recentlyEnded(`session:${sessionId}`) || this.recentlyEnded(`user:${userId}`)) return;
    this.live.delete(sessionId);
    if (this.live.size >= MAX_REMEMBERED) {
      const oldest = this.live.keys().next();
      if (!oldest.done) this.live.delete(oldest.value);
    }
    this.live.set(sessionId, { userId, until: this.now() + this.ttlMs });
  }

  private markEnded(key: string): void {
    const now = this.now();
    // Oldest first (a Map keeps insertion order): drop the marks that no longer matter.
    for (const [old, at] of this.ended) {
      if (now - at < this.ttlMs) break;
      this.ended.delete(old);
    }
    this.ended.delete(key);
    this.ended.set(key, now);
  }

  private recentlyEnded(key: string): boolean {
    const at = this.ended.get(key);
    return at !== undefined && this.now() - at < this.ttlMs;
  }
}
