/**
 * What one websocket stream has passed on, so that the catch-up after a reconnect neither
 * misses nor repeats an event.
 *
 * An event's time is when its transaction started, so one that commits late (it waited for a
 * lock, or for the database to come back) is older than events already shown: asking only for
 * what is newer than the newest would skip it. The catch-up asks from a while before the newest
 * instead, and what was already passed on is recognised by its id.
 */
const OVERLAP_MS = 30_000;

export class SeenEvents {
  private newest: string | null = null;
  private readonly ids = new Set<number>();

  /** @param since where a catch-up starts before any event has come: when the stream opened. */
  constructor(private readonly since: Date) {}

  /** Records an event; false when it was passed on already. */
  take(id: number, time: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.newest === null || time > this.newest) this.newest = time;
    return true;
  }

  /** The `last_seen` a catch-up asks from. */
  catchUpFrom(): string {
    const newest = this.newest ? new Date(this.newest) : this.since;
    return new Date(newest.getTime() - OVERLAP_MS).toISOString();
  }
}
