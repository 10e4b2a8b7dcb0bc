import { SeenEvents } from './seen-events';

const opened = new Date('2026-11-26T10:00:00.000Z');

it('passes each event on once, whether it comes by websocket or in a catch-up', () => {
  const seen = new SeenEvents(opened);
  expect(seen.take(1, '2026-11-26T10:00:05.000Z')).toBe(true);
  expect(seen.take(1, '2026-11-26T10:00:05.000Z')).toBe(false);
  expect(seen.take(2, '2026-11-26T10:00:06.000Z')).toBe(true);
});

it('catches up from before the newest event, so one that committed late is not skipped', () => {
  const seen = new SeenEvents(opened);
  seen.take(7, '2026-11-26T10:05:00.000Z');
  // An alert of 10:04:50 that committed after the one of 10:05:00 is still asked for.
  expect(seen.catchUpFrom() < '2026-11-26T10:04:50.000Z').toBe(true);
});

it('with nothing seen yet, catches up from when the stream opened', () => {
  expect(new SeenEvents(opened).catchUpFrom() <= opened.toISOString()).toBe(true);
});
