import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ minWatchSeconds: 7, pendingHoldHours: 12 });
});
afterAll(async () => t.close());

it('tells anyone the configured minimum watch time (spec 000 §9 "configurable") and pending hold', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/settings/' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ min_watch_seconds: 7, pending_hold_hours: 12 });
  expect(response.headers['cache-control']).toBe('public, max-age=300');
});
