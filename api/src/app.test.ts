import { openTestApp, type TestApp } from '../tests/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

test('GET /api/health/ answers ok with the engine and the instance', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: t.database.kind, instance: 'test' });
});

test('the OpenAPI document is served', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./), paths: expect.any(Object) });
  expect(Object.keys(response.json().paths)).toContain('/api/health/');
});

test('an unknown route is a JSON 404', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/nope/nothing/' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ detail: 'Not found.' });
});

test('CORS answers the app origin', async () => {
  const response = await t.app.inject({
    method: 'OPTIONS',
    url: '/api/health/',
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
  });
  expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
});
