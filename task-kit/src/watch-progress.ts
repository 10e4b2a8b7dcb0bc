/**
 * Watch progress: while a task's video plays, the player's current time in it is reported to the
 * server every few seconds (and once more on every stop), against the watch ticket the first
 * start took. The server counts only what advanced no faster than its own clock between two
 * reports, and pays a view from that count alone — the browser's own tally is not evidence.
 *
 * Reports go one after another, in order (the server measures each against the one before), and
 * are best effort: one that fails is dropped, the player never stops for it.
 *
 *   const reporter = progressReporter({ position: () => video.currentTime, send: (at) => callApi(…) });
 *   reporter.start();          // on play
 *   await reporter.flush();    // before a credit is claimed: the server has seen the latest time
 *   await reporter.stop();     // on pause, end or close: a last report
 */
import { callApi, type ApiSession } from '@engage/shared/api/client';

/** How often a playing player reports its time. */
export const WATCH_PROGRESS_EVERY_MS = 5_000;

export interface ProgressReporter {
  /** Starts the periodic reports (again after a stop); a second start while running does nothing. */
  start(): void;
  /** Reports the current time now; resolves once this and every earlier report is done. */
  flush(): Promise<void>;
  /** Stops the periodic reports after a last one. */
  stop(): Promise<void>;
}

interface ReporterOptions {
  /** The player's current time in seconds; null when it cannot tell (not ready yet). */
  position: () => number | null | undefined;
  send: (position: number) => Promise<unknown>;
  everyMs?: number;
}

export function progressReporter({
  position,
  send,
  everyMs = WATCH_PROGRESS_EVERY_MS,
}: ReporterOptions): ProgressReporter {
  let timer: ReturnType<typeof setInterval> | null = null;
  let queue: Promise<void> = Promise.resolve();

  const report = (): Promise<void> => {
    const at = position();
    if (typeof at !== 'number' || !Number.isFinite(at) || at < 0) return queue;
    queue = queue
      .then(() => send(at))
      .then(
        () => undefined,
        () => undefined,
      );
    return queue;
  };

  return {
    start() {
      if (timer !== null) return;
      timer = setInterval(() => void report(), everyMs);
    },
    flush: report,
    stop() {
      if (timer === null) return queue;
      clearInterval(timer);
      timer = null;
      return report();
    },
  };
}

/**
 * Sends one report of the video at `linkUrl` as `session`'s user (the player's, from
 * `useSessionScope()`): reports come from a timer, outside any scope's code.
 */
export function sendWatchProgress(linkUrl: string, position: number, session: ApiSession): Promise<unknown> {
  return callApi('watchProgress', session, { body: { link_url: linkUrl, position } });
}
