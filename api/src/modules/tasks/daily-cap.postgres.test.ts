/** Concurrent claims racing one user's daily cap: PostgreSQL only (PGlite runs one statement at a time). */
import { eq } from 'drizzle-orm';
import { taskActions } from '../../db/schema';
import { signUp } from '../../../tests/auth-helpers';
import { connectPlatform, insertFundedLink, insertUser } from '../../../tests/fixtures';
import { openTestApp } from '../../../tests/test-app';

test('the daily cap holds under a burst of concurrent tasks (PostgreSQL)', async () => {
  const capped = await openTestApp({ dailyCap: 5 });
  try {
    const producer = await insertUser(capped.database.db, { userType: 'producer' });
    const user = await signUp(capped.app, capped.database, { verified: true });
    await connectPlatform(capped.database.db, user.userId, 'twitter');
    const tasks = [];
    for (let i = 0; i < 20; i++) {
      tasks.push(
        await insertFundedLink(capped.database.db, capped.app.services.ledger, producer.id, {
          platform: 'twitter',
          actionType: 'Likes',
        }),
      );
    }
    const answers = await Promise.all(
      tasks.map((task) =>
        capped.app.inject({
          method: 'POST',
          url: '/api/actions/twitter-like/',
          headers: user.headers,
          payload: { link_id: task.id },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const credited = await capped.database.db.select().from(taskActions).where(eq(taskActions.userId, user.userId));
    expect(credited).toHaveLength(5);
    expect(await capped.app.services.ledger.unbalancedTransfers()).toEqual([]);
  } finally {
    await capped.close();
  }
});
