/**
 * A cancel racing a burst of tasks on one post: every shilling of the escrow ends either with a
 * consumer or back with the producer, never both and never lost. PostgreSQL only (PGlite runs one
 * statement at a time, so nothing would race).
 */
import { eq } from 'drizzle-orm';
import { links } from '../../db/schema';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { connectPlatform, insertFundedLink } from '../../../tests/fixtures';
import { openTestApp } from '../../../tests/test-app';

test('a cancel during a burst of tasks splits the budget exactly (PostgreSQL)', async () => {
  const t = await openTestApp();
  try {
    const producer = await signUp(t.app, t.database, { verified: true });
    const link = await insertFundedLink(t.database.db, t.app.services.ledger, producer.userId, {
      platform: 'twitter',
      actionType: 'Likes',
      targetsNeeded: 30,
      rewardCents: 500,
    });
    const consumers: SignedIn[] = [];
    for (let i = 0; i < 12; i++) {
      const user = await signUp(t.app, t.database, { verified: true });
      await connectPlatform(t.database.db, user.userId, 'twitter');
      consumers.push(user);
    }
    const like = (user: SignedIn) =>
      t.app.inject({
        method: 'POST',
        url: '/api/actions/twitter-like/',
        headers: user.headers,
        payload: { link_id: link.id },
      });
    const cancel = t.app.inject({
      method: 'POST',
      url: `/api/links/${link.id}/actions/`,
      headers: producer.headers,
      payload: { action: 'cancel' },
    });
    const [cancelled, ...likes] = await Promise.all([cancel, ...consumers.map(like)]);
    expect(cancelled?.statusCode).toBe(200);
    const paid = likes.filter((answer) => answer.statusCode === 200).length;
    // The rest were refused as gone, not failed.
    expect(likes.filter((answer) => answer.statusCode !== 200).map((answer) => answer.statusCode)).toEqual(
      Array(likes.length - paid).fill(400),
    );

    const [row] = await t.database.db.select().from(links).where(eq(links.id, link.id));
    expect(row?.status).toBe('cancelled');
    expect(row?.targetsReached).toBe(paid);
    expect(row?.returnedCents).toBe(30 * 500 - paid * 500);
    expect(await t.app.services.ledger.balance({ kind: 'producer_escrow', linkId: link.id })).toBe(0);
    expect(await t.app.services.ledger.balance({ kind: 'consumer_available', userId: producer.userId })).toBe(
      30 * 500 - paid * 500,
    );
    expect(await t.app.services.ledger.unbalancedTransfers()).toEqual([]);
  } finally {
    await t.close();
  }
});
