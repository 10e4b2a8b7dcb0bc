/**
 * The YouTube Data API fake honours a token only for the methods whose reference lists one of
 * its scopes: youtube.readonly reads subscriptions and channels but not ratings or comment
 * threads, which answer Google's 403 insufficientPermissions; youtube.force-ssl reads them all.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { youtubeFake } from './youtube-fake';

const READONLY = 'https://www.googleapis.com/auth/youtube.readonly';
const FORCE_SSL = 'https://www.googleapis.com/auth/youtube.force-ssl';
const YOUTUBE = 'https://www.googleapis.com/auth/youtube';
const CHANNEL = 'UCaaaaaaaaaaaaaaaaaaaaaa';

let server: FastifyInstance;
let base: string;

beforeAll(async () => {
  server = Fastify();
  await server.register(youtubeFake, { prefix: '/youtube' });
  base = `${await server.listen({ port: 0, host: '127.0.0.1' })}/youtube`;
});

afterAll(async () => {
  await server.close();
});

async function tokenWith(scope?: string): Promise<string> {
  const token = `token-${String(Math.random()).slice(2)}`;
  await fetch(`${base}/_fake/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, channel_id: CHANNEL, ...(scope === undefined ? {} : { scope }) }),
  });
  return token;
}

const calls = {
  'subscriptions.list': `/v3/subscriptions?part=snippet&mine=true&forChannelId=${CHANNEL}`,
  'channels.list': '/v3/channels?part=id&mine=true',
  'videos.getRating': '/v3/videos/getRating?id=dQw4w9WgXcQ',
  'commentThreads.list': '/v3/commentThreads?part=snippet&videoId=dQw4w9WgXcQ&order=time&maxResults=100',
};

async function statuses(token: string): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const [method, path] of Object.entries(calls)) {
    answers[method] = (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
  }
  return answers;
}

test('youtube.readonly reads subscriptions and channels; ratings and comment threads answer 403 insufficientPermissions', async () => {
  const token = await tokenWith(READONLY);
  expect(await statuses(token)).toEqual({
    'subscriptions.list': 200,
    'channels.list': 200,
    'videos.getRating': 403,
    'commentThreads.list': 403,
  });
  const refused = await fetch(`${base}${calls['videos.getRating']}`, { headers: { authorization: `Bearer ${token}` } });
  expect(await refused.json()).toEqual({
    error: {
      code: 403,
      message: 'Request had insufficient authentication scopes.',
      errors: [{ message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' }],
      status: 'PERMISSION_DENIED',
    },
  });
  expect(refused.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
  expect(refused.headers.get('www-authenticate')).toContain(FORCE_SSL);
  // A refused call spends no quota.
  const used = (await (await fetch(`${base}/_fake/calls`)).json()) as { used: number };
  expect(used.used).toBe(2);
});

test('youtube.force-ssl reads all four; youtube reads ratings but not comment threads', async () => {
  expect(await statuses(await tokenWith(FORCE_SSL))).toEqual({
    'subscriptions.list': 200,
    'channels.list': 200,
    'videos.getRating': 200,
    'commentThreads.list': 200,
  });
  expect(await statuses(await tokenWith(YOUTUBE))).toEqual({
    'subscriptions.list': 200,
    'channels.list': 200,
    'videos.getRating': 200,
    'commentThreads.list': 403,
  });
  // A test token that names no scope has what linking asks Google for.
  expect((await statuses(await tokenWith()))['commentThreads.list']).toBe(200);
});
