/**
 * Flagged accounts over the real routes and database: the list pages by cursor and exports to
 * CSV, clearing an account ends every open review of it (its next withdrawal is not held), needs a
 * reason, is support's (finance may only read), happens once, and is in the audit log.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { payoutReviews } from '../../db/schema';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { operatorToken, type SignedInOperator } from '../../../tests/operator-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
let support: SignedInOperator;
let finance: SignedInOperator;
beforeAll(async () => {
  t = await openTestApp();
  support = await operatorToken(t.app, 'support');
  finance = await operatorToken(t.app, 'finance');
});
afterAll(async () => {
  await t.close();
});

const asOperator = (who: SignedInOperator, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/operator/${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

async function flagged(reasons: ('shared_device' | 'busy_network' | 'payout_name')[]): Promise<SignedIn> {
  const user = await signUp(t.app, t.database, { verified: true });
  for (const reason of reasons) {
    await t.database.db.insert(payoutReviews).values({ userId: user.userId, reason, detail: `seen: ${reason}` });
  }
  return user;
}

const openOf = async (userId: number) =>
  t.database.db
    .select()
    .from(payoutReviews)
    .where(and(eq(payoutReviews.userId, userId), isNull(payoutReviews.clearedAt)));

test('the flagged accounts list pages by cursor, oldest first, and exports to CSV; finance may read it', async () => {
  const first = await flagged(['shared_device', 'busy_network']);
  const second = await flagged(['payout_name']);

  const seen: { user_id: number; reason: string; user_email: string }[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await asOperator(finance, 'GET', `review/accounts/?limit=1${query}`);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.items.length).toBeLessThanOrEqual(1);
    seen.push(...body.items);
    cursor = body.next_cursor;
  } while (cursor);
  const mine = seen.filter((row) => [first.userId, second.userId].includes(row.user_id));
  expect(mine.map((row) => [row.user_id, row.reason])).toEqual([
    [first.userId, 'shared_device'],
    [first.userId, 'busy_network'],
    [second.userId, 'payout_name'],
  ]);
  expect(mine[0]?.user_email).toBe(first.email);

  const csv = await asOperator(support, 'GET', 'review/accounts/?format=csv');
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  expect(csv.body.split('\r\n')[0]).toBe('review,flagged_at,user,email,reason,detail');
  expect(csv.body).toContain(`seen: payout_name`);
});

test('clearing an account ends all its reviews once, with a reason, audit-logged; finance may not', async () => {
  const user = await flagged(['shared_device', 'busy_network']);

  const noReason = await asOperator(support, 'POST', `review/accounts/${user.userId}/clear/`, {});
  expect(noReason.statusCode).toBe(400);
  expect(
    (await asOperator(finance, 'POST', `review/accounts/${user.userId}/clear/`, { reason: 'Same household' }))
      .statusCode,
  ).toBe(403);
  expect(await openOf(user.userId)).toHaveLength(2);

  const cleared = await asOperator(support, 'POST', `review/accounts/${user.userId}/clear/`, {
    reason: 'Same household, checked by phone',
  });
  expect(cleared.statusCode).toBe(200);
  expect(cleared.json()).toEqual({ user_id: user.userId, reviews_cleared: 2 });
  expect(await openOf(user.userId)).toHaveLength(0);
  const listed = (await asOperator(support, 'GET', 'review/accounts/?limit=200')).json().items;
  expect(listed.some((row: { user_id: number }) => row.user_id === user.userId)).toBe(false);

  const again = await asOperator(support, 'POST', `review/accounts/${user.userId}/clear/`, { reason: 'Twice' });
  expect(again.statusCode).toBe(409);
  expect((await asOperator(support, 'POST', 'review/accounts/999999999/clear/', { reason: 'Nobody' })).statusCode).toBe(
    404,
  );

  const audit = (await asOperator(support, 'GET', `audit/?action=clear_account&account=${user.userId}`)).json().items;
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ reason: 'Same household, checked by phone', subject_id: String(user.userId) });
});

test('two operators clearing the same account at once clear it once', async () => {
  const user = await flagged(['payout_name']);
  const [a, b] = await Promise.all([
    asOperator(support, 'POST', `review/accounts/${user.userId}/clear/`, { reason: 'First look' }),
    asOperator(support, 'POST', `review/accounts/${user.userId}/clear/`, { reason: 'Second look' }),
  ]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  const audit = (await asOperator(support, 'GET', `audit/?action=clear_account&account=${user.userId}`)).json().items;
  expect(audit).toHaveLength(1);
});
