import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { text } from '../../i18n/messages';
import { amount } from '../ledger/money-text';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
let user: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await openTestApp();
  user = await signUp(t.app, t.database);
  other = await signUp(t.app, t.database);
  for (let i = 0; i < 12; i++) {
    await t.app.services.notifications.create(user.userId, { title: `Alert ${i}`, text: `Text ${i}` });
  }
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, who: SignedIn = user) =>
  t.app.inject({ method, url, headers: who.headers });

test('the list pages by ten, newest first, with the spec fields', async () => {
  const first = await call('GET', '/api/alerts/');
  expect(first.statusCode).toBe(200);
  expect(first.json().results).toHaveLength(10);
  expect(first.json().results[0]).toEqual({
    id: expect.any(Number),
    alert_title: 'Alert 11',
    alert_text: 'Text 11',
    date: expect.any(String),
    is_seen: false,
    about_money: false,
  });
  expect(first.json().next).toMatch(/\/api\/alerts\/\?page=2$/);
  const second = await call('GET', '/api/alerts/?page=2');
  expect(second.json().results).toHaveLength(2);
  expect(second.json().next).toBeNull();
  expect((await call('GET', '/api/alerts/?page=abc')).statusCode).toBe(400);
});

test('latest=true&last_seen gives only newer ones', async () => {
  const newest = (await call('GET', '/api/alerts/')).json().results[0];
  await new Promise((resolve) => setTimeout(resolve, 5));
  await t.app.services.notifications.create(user.userId, { title: 'Fresh', text: 'New' });
  const latest = await call('GET', `/api/alerts/?latest=true&last_seen=${encodeURIComponent(newest.date)}`);
  expect(latest.json().results.map((n: { alert_title: string }) => n.alert_title)).toEqual(['Fresh']);
});

test('read one, unread list; another user cannot touch mine', async () => {
  const [first] = (await call('GET', '/api/alerts/unread/')).json().results;
  const read = await call('POST', `/api/alerts/${first.id}/read/`);
  expect(read.statusCode).toBe(200);
  const unread = (await call('GET', '/api/alerts/unread/')).json().results;
  expect(unread.map((n: { id: number }) => n.id)).not.toContain(first.id);
  expect((await call('POST', `/api/alerts/${first.id}/read/`, other)).statusCode).toBe(404);
  expect((await call('POST', `/api/alerts/${first.id}/delete/`, other)).statusCode).toBe(404);
  expect((await call('POST', '/api/alerts/nope/read/')).statusCode).toBe(400);
});

test('delete one, then delete all', async () => {
  const [first] = (await call('GET', '/api/alerts/')).json().results;
  const deleted = await call('POST', `/api/alerts/${first.id}/delete/`);
  expect(deleted.json()).toEqual({ message: 'Notification deleted successfully!' });
  expect((await call('POST', `/api/alerts/${first.id}/delete/`)).statusCode).toBe(404);
  const all = await call('POST', '/api/alerts/delete-all/');
  expect(all.json()).toEqual({ message: 'Notifications deleted successfully!' });
  expect((await call('GET', '/api/alerts/')).json().results).toEqual([]);
  expect((await t.app.inject({ method: 'POST', url: '/api/alerts/delete-all/' })).statusCode).toBe(401);
});

test('an alert is written in the language its reader reads in now, also one that arrived before a switch', async () => {
  const reader = await signUp(t.app, t.database);
  await t.app.services.notifications.create(reader.userId, {
    title: text('alertTaskCreditedTitle'),
    text: text('alertTaskCreditedText', { amount: amount(500), action: 'Likes', platform: 'YouTube', hours: 24 }),
  });
  const read = async (language: string) => {
    const headers = { ...reader.headers, 'accept-language': language };
    const [listed] = (await t.app.inject({ method: 'GET', url: '/api/alerts/', headers })).json().results;
    const [unread] = (await t.app.inject({ method: 'GET', url: '/api/alerts/unread/', headers })).json().results;
    expect(unread).toEqual(listed);
    return listed as { alert_title: string; alert_text: string };
  };
  expect(await read('en')).toMatchObject({
    alert_title: 'Task credited',
    alert_text: 'You earned KES 5.00 for Likes on YouTube. It is pending for 24 hours.',
  });
  expect(await read('sw-KE')).toMatchObject({
    alert_title: 'Kazi imelipwa',
    alert_text: 'Umepata Ksh\u00a05.00 kwa Likes kwenye YouTube. Kiasi hiki kinasubiri kwa saa 24.',
    // A credit is about money in any language: the pages showing money reload on it.
    about_money: true,
  });
});

test('an alert is about money by its kind, whatever its words say', async () => {
  const reader = await signUp(t.app, t.database);
  await t.app.services.notifications.create(reader.userId, {
    title: text('alertEmailVerifiedTitle'),
    text: text('alertEmailVerifiedText'),
  });
  await t.app.services.notifications.create(reader.userId, {
    title: text('alertWithdrawalSentTitle'),
    text: 'Plain words',
  });
  const listed = (await t.app.inject({ method: 'GET', url: '/api/alerts/', headers: reader.headers })).json().results;
  expect(listed.map((alert: { about_money: boolean }) => alert.about_money)).toEqual([true, false]);
});

test('an alert kept only as words (written before alerts kept their keys) reads as written', async () => {
  const reader = await signUp(t.app, t.database);
  await t.app.services.notifications.create(reader.userId, { title: text('alertTaskCreditedTitle'), text: 'Plain' });
  await t.database.db.update(notifications).set({ alertMessage: null }).where(eq(notifications.userId, reader.userId));
  const headers = { ...reader.headers, 'accept-language': 'sw' };
  const [listed] = (await t.app.inject({ method: 'GET', url: '/api/alerts/', headers })).json().results;
  expect(listed).toMatchObject({ alert_title: 'Task credited', alert_text: 'Plain' });
});
