/**
 * The client against the real API, in-process: its `fetch` is handed to the app's `inject`, so
 * no port is opened. Signs up, signs in, makes a call with the token, and reads a typed error.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildApp } from '@engage/api/src/app';
import type { AppInstance } from '@engage/api/src/http/app-instance';
import { testConfig } from '@engage/api/src/config';
import { openDatabase, type Database } from '@engage/api/src/db/database';
import { migrate } from '@engage/api/src/db/migrate';
import { createEngageClient, type EngageClient } from './index';

let app: AppInstance;
let database: Database;
let api: EngageClient;

/** `fetch` served by `app.inject`. */
async function injectFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const answer = await app.inject({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(body ? { payload: body } : {}),
  });
  return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
    status: answer.statusCode,
    headers: Object.entries(answer.headers).map(([name, value]): [string, string] => [name, String(value)]),
  });
}

before(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  app = await buildApp({ config: testConfig(), database });
  await app.ready();
  api = createEngageClient({ baseUrl: 'http://engage.test', fetch: injectFetch });
});

after(async () => {
  await app.close();
  await database.close();
});

test('signs up, signs in and reads the profile with the token', async () => {
  const email = `client-${Date.now()}@example.com`;
  const password = 'a-long-password-1';
  const signUp = await api.POST('/api/users/register/', { body: { email, password, user_type: 'consumer' } });
  assert.equal(signUp.response.status, 201);

  const { data: session, error } = await api.POST('/api/users/login/', { body: { email, password } });
  assert.equal(error, undefined);
  assert.ok(session);
  api.signIn(session.access);

  const { data: user } = await api.GET('/api/users/profile/');
  assert.equal(user?.email, email);
  // Typed from the document: `email_verified` is the spec's string, not a boolean.
  assert.equal(user?.email_verified, 'False');
  api.signOut();
});

test('an error arrives typed, with its detail', async () => {
  const { data, error, response } = await api.POST('/api/users/login/', {
    body: { email: 'nobody@example.com', password: 'not-the-password' },
  });
  assert.equal(data, undefined);
  assert.equal(response.status, 401);
  assert.equal(error?.detail, 'Invalid email or password.');

  const refused = await api.GET('/api/users/profile/');
  assert.equal(refused.response.status, 401);
  assert.match(refused.error?.detail ?? '', /credentials/);
});
