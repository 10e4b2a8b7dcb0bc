/**
 * The player's progress reporter: every 5 s while playing, in order, once more on a flush or a
 * stop, nothing while stopped, and nothing the player cannot tell.
 */
import { progressReporter, WATCH_PROGRESS_EVERY_MS } from './watch-progress';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function player() {
  let position: number | null = 0;
  const sent: number[] = [];
  const reporter = progressReporter({
    position: () => position,
    send: async (at) => {
      sent.push(at);
    },
  });
  return {
    reporter,
    sent,
    at: (seconds: number | null) => {
      position = seconds;
    },
  };
}

it('reports the current time every 5 s while playing, and a last time on stop', async () => {
  const { reporter, sent, at } = player();
  reporter.start();
  at(5);
  jest.advanceTimersByTime(WATCH_PROGRESS_EVERY_MS);
  at(10);
  jest.advanceTimersByTime(WATCH_PROGRESS_EVERY_MS);
  at(12.5);
  await reporter.stop();
  expect(sent).toEqual([5, 10, 12.5]);
  // Stopped: the timer is gone, and a second stop sends nothing.
  jest.advanceTimersByTime(WATCH_PROGRESS_EVERY_MS * 3);
  await reporter.stop();
  await settle();
  expect(sent).toEqual([5, 10, 12.5]);
});

it('a flush reports now and resolves once every earlier report has gone, in order', async () => {
  const order: string[] = [];
  let release: () => void = () => undefined;
  const reporter = progressReporter({
    position: () => 7,
    send: (at) =>
      order.length === 0
        ? new Promise<void>((resolve) => {
            order.push(`slow ${at}`);
            release = resolve;
          })
        : (order.push(`next ${at}`), Promise.resolve()),
  });
  reporter.start();
  jest.advanceTimersByTime(WATCH_PROGRESS_EVERY_MS);
  let flushed = false;
  const flush = reporter.flush().then(() => {
    flushed = true;
  });
  await settle();
  expect(flushed).toBe(false);
  expect(order).toEqual(['slow 7']);
  release();
  await flush;
  expect(order).toEqual(['slow 7', 'next 7']);
  await reporter.stop();
});

it('skips a time the player cannot tell, and goes on after a failed report', async () => {
  const sent: number[] = [];
  let position: number | null = null;
  const reporter = progressReporter({
    position: () => position,
    send: async (at) => {
      sent.push(at);
      if (at === 5) throw new Error('offline');
    },
  });
  reporter.start();
  jest.advanceTimersByTime(WATCH_PROGRESS_EVERY_MS);
  position = 5;
  await reporter.flush();
  position = Number.NaN;
  await reporter.flush();
  position = 10;
  await reporter.flush();
  await reporter.stop();
  expect(sent).toEqual([5, 10, 10]);
});

it('a second start while running does not double the reports', async () => {
  const { reporter, sent, at } = player();
  reporter.start();
  reporter.start();
  at(5);
  jest.advanceTimersByTime(WATCH_PROGRESS_EVERY_MS);
  await settle();
  expect(sent).toEqual([5]);
  await reporter.stop();
});
