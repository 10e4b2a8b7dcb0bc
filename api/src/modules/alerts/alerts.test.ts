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
