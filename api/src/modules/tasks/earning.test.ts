import { signUp } from '../../../tests/auth-helpers';
import { connectPlatform, insertFundedLink, insertUser } from '../../../tests/fixtures';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { earningOf } from './earning';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ dailyCap: 2 });
});
afterAll(async () => {
  await t.close();
});

const earning = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/earning/today/', headers });

it('says the daily limit, what is left of it and what a withdrawal takes, from what the server enforces', async () => {
  const quiet = await signUp(t.app, t.database, { verified: true });
  // No task is open yet: no typical reward to count a withdrawal in.
  expect((await earning(quiet.headers)).json()).toMatchObject({
    daily_limit: 2,
    done_today: 0,
    left_today: 2,
    earned_today: 0,
    min_withdrawal: 1000,
    typical_reward: null,
    tasks_per_withdrawal: null,
  });

  const producer = await insertUser(t.database.db, { userType: 'producer', emailVerified: true });
  const open = async (rewardCents: number) =>
    insertFundedLink(t.database.db, t.app.services.ledger, producer.id, {
      platform: 'twitter',
      actionType: 'Likes',
      rewardCents,
    });
  const [nine, five, eight] = [await open(900), await open(500), await open(800)];
  const user = await signUp(t.app, t.database, { verified: true });
  await connectPlatform(t.database.db, user.userId, 'twitter');

  // The feed row carries the reward the credit will pay.
  const feed = await t.app.inject({ method: 'GET', url: '/api/twitter/', headers: user.headers });
  const rewards = new Map(
    feed.json<{ results: { link_id: number; reward: number }[] }>().results.map((row) => [row.link_id, row.reward]),
  );
  expect([rewards.get(nine.id), rewards.get(five.id), rewards.get(eight.id)]).toEqual([9, 5, 8]);

  const like = (linkId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/actions/twitter-like/',
      headers: user.headers,
      payload: { link_id: linkId },
    });
  expect((await like(nine.id)).statusCode).toBe(200);
  const afterOne = (await earning(user.headers)).json();
  expect(afterOne).toMatchObject({
    done_today: 1,
    left_today: 1,
    earned_today: 9,
    typical_reward: 8,
    // KES 1,000 at a median KES 8 a task.
    tasks_per_withdrawal: 125,
  });

  expect((await like(five.id)).statusCode).toBe(200);
  const reached = (await earning(user.headers)).json<{ left_today: number; earned_today: number; resets_at: string }>();
  expect(reached).toMatchObject({ left_today: 0, earned_today: 14 });
  // The limit the server enforces is the one it states.
  expect((await like(eight.id)).statusCode).toBe(429);
  // It resets at the next midnight in Nairobi (21:00 UTC), within a day.
  const resets = new Date(reached.resets_at);
  expect(resets.getUTCHours()).toBe(21);
  expect(resets.getTime() - Date.now()).toBeGreaterThan(0);
  expect(resets.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
});

it('counts the Nairobi day: just before 21:00 UTC it resets within the hour', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  const now = new Date('2026-03-10T20:30:00Z');
  const answer = await earningOf(t.database.db, 2, user.userId, now);
  expect(answer.resets_at).toBe('2026-03-10T21:00:00.000Z');
});

it('is only for a signed-in user', async () => {
  expect((await earning({})).statusCode).toBe(401);
});
