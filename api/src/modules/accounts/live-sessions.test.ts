/** LiveSessions on its own: what it remembers, for how long, and what makes it forget. */
import { LiveSessions } from './live-sessions';

/** A database that answers from `live` and counts the questions; listening is a no-op. */
function setUp(ttlMs = 5_000) {
  let clock = 1_000_000;
  const live = new Set(['s1:7', 's2:7', 's3:8']);
  const asked: string[] = [];
  let announce: (payload: string) => void = () => undefined;
  const sessions = new LiveSessions(
    async (sessionId, userId) => {
      asked.push(sessionId);
      return live.has(`${sessionId}:${userId}`);
    },
    ttlMs,
    () => clock,
  );
  const watch = () =>
    sessions.watch({
      listen: async (_channel, onPayload) => {
        announce = onPayload;
        return async () => undefined;
      },
    });
  return {
    sessions,
    live,
    asked,
    watch,
    announce: (payload: string) => announce(payload),
    tick: (ms: number) => (clock += ms),
  };
}

test('a live session is asked about once per few seconds while the process listens', async () => {
  const { sessions, asked, watch, tick } = setUp();
  await watch();
  expect(await sessions.isLive('s1', 7)).toBe(true);
  expect(await sessions.isLive('s1', 7)).toBe(true);
  tick(4_999);
  expect(await sessions.isLive('s1', 7)).toBe(true);
  expect(asked).toEqual(['s1']);
  tick(1);
  expect(await sessions.isLive('s1', 7)).toBe(true);
  expect(asked).toEqual(['s1', 's1']);
});

test('nothing is remembered before the process listens, or after it stops', async () => {
  const { sessions, asked, watch } = setUp();
  await sessions.isLive('s1', 7);
  await sessions.isLive('s1', 7);
  expect(asked).toHaveLength(2);
  const unlisten = await watch();
  await sessions.isLive('s1', 7);
  await unlisten();
  await sessions.isLive('s1', 7);
  expect(asked).toHaveLength(4);
});

test('a dead session, or a live one presented with another user id, is never taken as live', async () => {
  const { sessions, watch } = setUp();
  await watch();
  expect(await sessions.isLive('gone', 7)).toBe(false);
  expect(await sessions.isLive('s1', 7)).toBe(true);
  expect(await sessions.isLive('s1', 8)).toBe(false);
});

test('an announced end, of a session or of its user, is refused at once', async () => {
  const { sessions, live, asked, watch, announce } = setUp();
  await watch();
  await sessions.isLive('s1', 7);
  await sessions.isLive('s3', 8);
  live.delete('s1:7');
  announce('s1');
  expect(await sessions.isLive('s1', 7)).toBe(false);
  live.delete('s3:8');
  announce('user:8');
  expect(await sessions.isLive('s3', 8)).toBe(false);
  expect(asked).toEqual(['s1', 's3', 's1', 's3']);
});

test('an answer read before a revocation but arriving after it is not kept', async () => {
  // The database says "live" only when released; the session ends while the answer is on its way.
  let questions = 0;
  let release: () => void = () => undefined;
  const sessions = new LiveSessions(async () => {
    questions += 1;
    await new Promise<void>((resolve) => (release = resolve));
    return true;
  });
  await sessions.watch({ listen: async () => async () => undefined });
  const pending = sessions.isLive('s2', 7);
  sessions.sessionEnded('s2');
  release();
  expect(await pending).toBe(true);
  // Not remembered: the next request asks the database again.
  const next = sessions.isLive('s2', 7);
  release();
  await next;
  expect(questions).toBe(2);
});

test('while the sessions of a user end, none of them is remembered for a few seconds', async () => {
  const { sessions, asked, watch, tick } = setUp();
  await watch();
  sessions.userEnded(7);
  await sessions.isLive('s1', 7);
  await sessions.isLive('s1', 7);
  expect(asked).toEqual(['s1', 's1']);
  tick(5_000);
  await sessions.isLive('s1', 7);
  await sessions.isLive('s1', 7);
  expect(asked).toEqual(['s1', 's1', 's1']);
});
