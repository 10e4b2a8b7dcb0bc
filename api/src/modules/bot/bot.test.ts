import { eq } from 'drizzle-orm';
import { taskActions } from '../../db/schema';
import { signUp } from '../../../tests/auth-helpers';
import { connectPlatform, insertFundedLink, insertUser } from '../../../tests/fixtures';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

test('the bot takes only the checkable likes for bot users only, once each, through the ledger', async () => {
  const producer = await insertUser(t.database.db, { userType: 'producer' });
  const like = await insertFundedLink(t.database.db, t.app.services.ledger, producer.id, {
    platform: 'twitter',
    actionType: 'Likes',
  });
  const view = await insertFundedLink(t.database.db, t.app.services.ledger, producer.id, {
    platform: 'youtube',
    actionType: 'Views',
  });
  const follow = await insertFundedLink(t.database.db, t.app.services.ledger, producer.id, {
    platform: 'twitter',
    actionType: 'Followers',
  });
  // The sandbox keeps production's rules: nobody watches for the bot, and no platform proves a Facebook like.
  const facebookLike = await insertFundedLink(t.database.db, t.app.services.ledger, producer.id, {
    platform: 'facebook',
    actionType: 'Likes',
  });

  const botUser = await signUp(t.app, t.database, { verified: true });
  const person = await signUp(t.app, t.database, { verified: true });
  for (const user of [botUser, person]) {
    await connectPlatform(t.database.db, user.userId, 'twitter');
    await connectPlatform(t.database.db, user.userId, 'youtube');
  }
  await t.app.inject({ method: 'POST', url: '/api/users/bot/activate/', headers: botUser.headers });

  const first = await t.app.services.bot.runOnce();
  expect(first.credited).toBe(1);
  const again = await t.app.services.bot.runOnce();
  expect(again.credited).toBe(0);

  const done = await t.database.db.select().from(taskActions).where(eq(taskActions.userId, botUser.userId));
  expect(done.map((a) => a.linkId)).toEqual([like.id]);
  expect(done.every((a) => a.viaBot)).toBe(true);
  for (const untouched of [view.id, follow.id, facebookLike.id])
    expect(done.map((a) => a.linkId)).not.toContain(untouched);
  expect(await t.database.db.select().from(taskActions).where(eq(taskActions.userId, person.userId))).toEqual([]);
  expect(await t.app.services.ledger.balance({ kind: 'consumer_pending', userId: botUser.userId })).toBe(500);
});
