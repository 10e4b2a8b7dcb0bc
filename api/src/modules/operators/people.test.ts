/**
 * People in the console over the real routes and database: found by email, phone, name or id,
 * paged by cursor and exported as CSV; one account read whole (its freeze, sessions, devices
 * shared with other accounts, payout methods, claims); unknown ids and bad cursors refused.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { farmSignals, notifications, users } from '../../db/schema';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { operatorToken, type SignedInOperator } from '../../../tests/operator-helpers';
import { creditAvailable } from '../../../tests/payment-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
let support: SignedInOperator;
let finance: SignedInOperator;
let amina: SignedIn;
let baraka: SignedIn;
const tag = randomBytes(3).toString('hex');
const phone = `2547${String(randomBytes(4).readUInt32BE(0) % 10 ** 8).padStart(8, '0')}`;

beforeAll(async () => {
  t = await openTestApp();
  support = await operatorToken(t.app, 'support');
  finance = await operatorToken(t.app, 'finance');
  amina = await signUp(t.app, t.database, { verified: true });
  baraka = await signUp(t.app, t.database, { verified: true });
  await t.database.db
    .update(users)
    .set({ firstName: 'Amina', lastName: `Wanjiru${tag}`, phoneNumber: phone })
    .where(eq(users.id, amina.userId));
  await t.database.db
    .update(users)
    .set({ firstName: 'Baraka', lastName: `Wanjiru${tag}` })
    .where(eq(users.id, baraka.userId));
});
afterAll(async () => {
  await t.close();
});

const asOperator = (who: SignedInOperator, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/operator/${url}`, headers: who.headers });
const idsOf = (answer: { json: () => { items: { id: number }[] } }) => answer.json().items.map((row) => row.id);

test('an account is found by its email, phone (any spelling), part of its name, or its id', async () => {
  expect(idsOf(await asOperator(support, `people/?q=${encodeURIComponent(amina.email.toUpperCase())}`))).toEqual([
    amina.userId,
  ]);
  for (const spelling of [phone, `0${phone.slice(3)}`, `+${phone}`]) {
    expect(idsOf(await asOperator(support, `people/?q=${encodeURIComponent(spelling)}`))).toContain(amina.userId);
  }
  expect(idsOf(await asOperator(finance, `people/?q=wanjiru${tag}`))).toEqual([baraka.userId, amina.userId]);
  expect(idsOf(await asOperator(support, `people/?q=${baraka.userId}`))).toContain(baraka.userId);
  // A wildcard typed by the operator is a letter, not "anything".
  expect(idsOf(await asOperator(support, `people/?q=${encodeURIComponent('%')}`))).toEqual([]);
  const row = (await asOperator(support, `people/?q=${encodeURIComponent(amina.email)}`)).json().items[0];
  expect(row).toMatchObject({ name: `Amina Wanjiru${tag}`, phone, user_type: 'consumer', withdrawals_frozen: false });
});

test('the list pages by cursor without repeating anyone, and exports as CSV', async () => {
  const first = await asOperator(support, `people/?q=wanjiru${tag}&limit=1`);
  expect(idsOf(first)).toEqual([baraka.userId]);
  const cursor = first.json().next_cursor as string;
  const second = await asOperator(support, `people/?q=wanjiru${tag}&limit=1&cursor=${cursor}`);
  expect(idsOf(second)).toEqual([amina.userId]);
  expect(second.json().next_cursor).toBeNull();

  const csv = await asOperator(support, `people/?q=wanjiru${tag}&format=csv`);
  expect(csv.headers['content-type']).toContain('text/csv');
  const lines = csv.body.trim().split('\r\n');
  expect(lines[0]).toBe('id,email,username,name,phone,type,created_at,deleted,withdrawals_frozen');
  expect(lines).toHaveLength(3);

  const bad = await asOperator(support, 'people/?cursor=nonsense');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors).toHaveProperty('cursor');
});

test("one account's page shows its freeze, sessions, shared devices, payout methods and claims", async () => {
  const device = `device-${tag}`;
  await t.database.db.insert(farmSignals).values([
    { userId: amina.userId, event: 'signup', deviceId: device, network: '41.90.0.0/16' },
    { userId: baraka.userId, event: 'signin', deviceId: device, network: '41.90.0.0/16' },
  ]);
  const frozen = await t.app.inject({
    method: 'POST',
    url: `/api/operator/people/${amina.userId}/actions/`,
    headers: support.headers,
    payload: { action: 'freeze_withdrawals', reason: 'One phone, many accounts' },
  });
  expect(frozen.statusCode).toBe(200);
  await creditAvailable(t, amina.userId, 250);

  const page = await asOperator(support, `people/${amina.userId}/`);
  expect(page.statusCode).toBe(200);
  const person = page.json();
  expect(person.profile).toMatchObject({ id: amina.userId, email: amina.email, withdrawals_frozen: true });
  expect(person.restrictions.withdrawals_frozen).toMatchObject({
    reason: 'operator',
    note: 'One phone, many accounts',
  });
  expect(person.sessions.some((session: { id: string }) => session.id === amina.session_id)).toBe(true);
  expect(person.devices).toContainEqual(
    expect.objectContaining({ device_id: device, network: '41.90.0.0/16', shared_with: [baraka.userId] }),
  );
  expect(person.payout_methods).toEqual([]);
  expect(person.claims).toEqual([]);
  // Her money, line by line, as her own statement shows it: nothing here changes it.
  expect(person.ledger.results).toEqual([expect.objectContaining({ amount: 250, balance: 250, pending: false })]);
  expect(person.ledger.balances).toMatchObject({ withdrawable: 250, held: 0 });
  expect(idsOf(await asOperator(support, `people/?q=${encodeURIComponent(amina.email)}`))).toEqual([amina.userId]);
  expect((await asOperator(support, `people/?q=${encodeURIComponent(amina.email)}`)).json().items[0]).toMatchObject({
    withdrawals_frozen: true,
  });

  expect((await asOperator(support, 'people/999999999/')).statusCode).toBe(404);
  expect((await asOperator(support, 'people/abc/')).statusCode).toBe(400);
});

test("an account's older money lines page past the newest, for support and finance alike", async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  for (const kes of [10, 20, 30, 40, 50]) await creditAvailable(t, user.userId, kes);

  const amounts = (answer: { json: () => { results: { amount: number }[] } }) =>
    answer.json().results.map((line) => line.amount);
  const first = await asOperator(support, `people/${user.userId}/statement/?page_size=2`);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ count: 5, page: 1, next: 2, balances: { withdrawable: 150 } });
  expect(amounts(first)).toEqual([50, 40]);
  const last = await asOperator(finance, `people/${user.userId}/statement/?page_size=2&page=3`);
  expect(amounts(last)).toEqual([10]);
  expect(last.json()).toMatchObject({ page: 3, next: null });

  expect((await asOperator(support, 'people/999999999/statement/')).statusCode).toBe(404);
  const badPage = await asOperator(support, `people/${user.userId}/statement/?page=0`);
  expect(badPage.statusCode).toBe(400);
  expect(JSON.stringify(badPage.json())).toContain('page');
  const owner = await t.app.inject({
    method: 'GET',
    url: `/api/operator/people/${user.userId}/statement/`,
    headers: user.headers,
  });
  // The account's own token is not an operator's.
  expect(owner.statusCode).toBe(401);
});

test('a stopped account is refused tasks with the reason it is shown, until an operator lets it earn again', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  const act = (action: string, reason: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/people/${user.userId}/actions/`,
      headers: support.headers,
      payload: { action, reason },
    });
  const task = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/actions/facebook-comment/',
      headers: user.headers,
      payload: { post_url: `https://www.facebook.com/engage/posts/${tag}`, text: 'Sweet' },
    });

  expect((await act('stop_earning', 'Comments copied from a script')).statusCode).toBe(200);
  expect((await act('stop_earning', 'Again')).statusCode).toBe(409);
  const refused = await task();
  expect(refused.statusCode).toBe(403);
  expect(refused.body).toContain('Comments copied from a script');
  const alerts = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId));
  expect(alerts.map((alert) => alert.alertTitle)).toContain('Tasks stopped');
  const earning = await t.app.inject({ method: 'GET', url: '/api/earning/today/', headers: user.headers });
  expect(earning.json().stopped_reason).toContain('Comments copied from a script');
  const person = (await asOperator(support, `people/${user.userId}/`)).json();
  expect(person.restrictions.earning_stopped).toMatchObject({ note: 'Comments copied from a script' });

  expect((await act('resume_earning', 'The owner explained')).statusCode).toBe(200);
  expect((await act('resume_earning', 'Again')).statusCode).toBe(409);
  // Past the stop: the made-up post is simply not a task.
  expect((await task()).statusCode).toBe(404);
  const audit = await asOperator(support, `audit/?account=${user.userId}`);
  expect(audit.json().items.map((line: { action: string }) => line.action)).toEqual(['resume_earning', 'stop_earning']);
  expect(audit.json().items[1]).toMatchObject({
    after: { earning: 'stopped' },
    reason: 'Comments copied from a script',
  });
});
