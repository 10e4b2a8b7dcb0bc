/** @jest-environment node */
/**
 * The API client against a real HTTP server (spec 000 §6–7): bearer on every call
 * but the public ones, one refresh on a 401, sign-out when that fails, and failures rejected
 * with the response itself; in a parcel, the host page's token provider in place of the refresh.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callApi, configureApi, downloadApi } from './client';
import { sessionStore, signIn, signOut } from '../session/session-store';
import { createScopedQueryClient } from './query-client';
import { closeSessionScope, openSessionScope, type SessionScope, type TokenProvider } from '../session/session-scope';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  language: string | string[] | undefined;
  device: string | string[] | undefined;
}

let server: http.Server;
let seen: Seen[] = [];
let validToken = 'fresh-access';
let refreshAllowed = true;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      language: req.headers['accept-language'],
      device: req.headers['x-engage-device'],
    });
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/api/users/token/refresh/') {
      res.statusCode = refreshAllowed ? 200 : 401;
      res.end(JSON.stringify(refreshAllowed ? { access: validToken } : { detail: 'Session expired' }));
      return;
    }
    if (req.url === '/api/users/login/') {
      res.statusCode = 400;
      res.end(JSON.stringify({ message: 'Invalid credentials' }));
      return;
    }
    if (req.headers.authorization !== `Bearer ${validToken}`) {
      res.statusCode = 401;
      res.end(JSON.stringify({ detail: 'Token expired' }));
      return;
    }
    if (req.url === '/api/receipts/payment/8/?format=pdf') {
      res.setHeader('Content-Type', 'application/pdf');
      res.end(Buffer.from('%PDF-1.3 receipt', 'latin1'));
      return;
    }
    if (req.url?.startsWith('/api/receipts/')) {
      res.statusCode = 404;
      res.end(JSON.stringify({ detail: 'Receipt not found.' }));
      return;
    }
    res.end(JSON.stringify({ results: [], next: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApi({ baseUrl: `http://127.0.0.1:${port}/api/` });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  validToken = 'fresh-access';
  refreshAllowed = true;
  signIn({ access: 'fresh-access', refresh: 'refresh-1', session_id: 's1' });
});

afterEach(() => signOut());

it('sends the device id at sign-in and sign-up only, the same each time', async () => {
  await callApi('login', null, { body: { email: 'a@engage.test', password: 'x' } }).catch(() => undefined);
  await callApi('register', null, { body: { email: 'a@engage.test', password: 'x', user_type: 'consumer' } }).catch(
    () => undefined,
  );
  await callApi('alertsUnread', null);
  const [login, register, ordinary] = seen;
  expect(login?.device).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(register?.device).toBe(login?.device);
  expect(ordinary?.device).toBeUndefined();
});

it('sends the bearer token on an ordinary call', async () => {
  await callApi('alertsUnread', null);
  expect(seen[0]?.authorization).toBe('Bearer fresh-access');
});

it('asks for answers in English outside a page in Kiswahili', async () => {
  await callApi('alertsUnread', null);
  expect(seen[0]?.language).toBe('en');
});

it('sends no bearer token to login, and rejects with the response itself', async () => {
  await expect(callApi('login', null, { body: { email: 'a@b.co', password: 'x' } })).rejects.toEqual({
    status: 400,
    data: { message: 'Invalid credentials' },
  });
  expect(seen[0]?.authorization).toBeUndefined();
});

it('refreshes once on a 401 and retries the call with the new token', async () => {
  validToken = 'second-access';
  await expect(callApi('alertsUnread', null)).resolves.toEqual({ results: [], next: null });
  expect(seen.map((request) => request.url)).toEqual([
    '/api/alerts/unread/',
    '/api/users/token/refresh/',
    '/api/alerts/unread/',
  ]);
  expect(seen[2]?.authorization).toBe('Bearer second-access');
  expect(sessionStore.getState().token).toBe('second-access');
});

it('shares one refresh between concurrent 401s', async () => {
  validToken = 'second-access';
  await Promise.all([callApi('alertsUnread', null), callApi('alertsUnread', null), callApi('alertsUnread', null)]);
  expect(seen.filter((request) => request.url === '/api/users/token/refresh/')).toHaveLength(1);
});

it('signs out when the refresh fails', async () => {
  validToken = 'unreachable';
  refreshAllowed = false;
  await expect(callApi('alertsUnread', null)).rejects.toMatchObject({ status: 401 });
  expect(sessionStore.getState().token).toBeNull();
  expect(sessionStore.getState().userType).toBeNull();
});

it('rejects with status 0 and a readable message when the server cannot be reached', async () => {
  configureApi({ baseUrl: 'http://127.0.0.1:9/api/' });
  try {
    await expect(callApi('alertsUnread', null)).rejects.toMatchObject({
      status: 0,
      data: { detail: 'Could not reach the server. Check your connection and try again.' },
    });
  } finally {
    const { port } = server.address() as AddressInfo;
    configureApi({ baseUrl: `http://127.0.0.1:${port}/api/` });
  }
});

describe('a request that fails mid-flight (the connection drops before any answer)', () => {
  let flaky: http.Server;
  /** How many requests each path received; the first `drops` of each are cut off unanswered. */
  let received: Map<string, number>;
  let keys: (string | undefined)[];
  let drops = 1;
  /** How many requests after the dropped ones are told the first copy still runs. */
  let running = 0;
  /** Whether that 409 says when to ask again, as our API does for a copy still running. */
  let retryAfter = true;

  beforeAll(async () => {
    flaky = http.createServer((req, res) => {
      const count = (received.get(req.url ?? '') ?? 0) + 1;
      received.set(req.url ?? '', count);
      keys.push(req.headers['idempotency-key'] as string | undefined);
      if (count <= drops) {
        req.socket.destroy();
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      if (count <= drops + running) {
        res.statusCode = 409;
        if (retryAfter) res.setHeader('Retry-After', '1');
        res.end(JSON.stringify({ detail: 'Your earlier attempt is still being processed.' }));
        return;
      }
      res.end(JSON.stringify({ count: 3 }));
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const { port } = flaky.address() as AddressInfo;
    configureApi({ baseUrl: `http://127.0.0.1:${port}/api/` });
  });

  beforeEach(() => {
    received = new Map();
    keys = [];
    drops = 1;
    running = 0;
    retryAfter = true;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => flaky.close(() => resolve()));
    const { port } = server.address() as AddressInfo;
    configureApi({ baseUrl: `http://127.0.0.1:${port}/api/` });
  });

  it('sends a read again, and the caller gets the answer', async () => {
    await expect(callApi('alertsUnread', null)).resolves.toEqual({ count: 3 });
    expect(received.get('/api/alerts/unread/')).toBe(2);
  });

  it('gives up on a read after two more tries, with the status-0 failure', async () => {
    drops = 10;
    await expect(callApi('alertsUnread', null)).rejects.toMatchObject({ status: 0 });
    expect(received.get('/api/alerts/unread/')).toBe(3);
  });

  it('never sends a write again on its own: it may have been applied', async () => {
    await expect(callApi('alertRead', null, { params: { id: 3 } })).rejects.toMatchObject({ status: 0 });
    expect(received.get('/api/alerts/3/read/')).toBe(1);
  });

  it('sends a write with an idempotency key again, with the same key', async () => {
    // The routes that take a key are those whose server honours it (shared/api/idempotency.ts).
    await expect(callApi('affiliateWithdraw', null, { idempotencyKey: 'tap-1' })).resolves.toEqual({ count: 3 });
    expect(received.get('/api/affiliate/withdraw/')).toBe(2);
    expect(keys).toEqual(['tap-1', 'tap-1']);
  });

  it('asks again with the same key while the copy the link lost still runs, and gets its answer', async () => {
    running = 2;
    await expect(callApi('affiliateWithdraw', null, { idempotencyKey: 'tap-2' })).resolves.toEqual({ count: 3 });
    expect(received.get('/api/affiliate/withdraw/')).toBe(4);
    expect(keys).toEqual(['tap-2', 'tap-2', 'tap-2', 'tap-2']);
  });

  it('takes a 409 without Retry-After as the answer: a refusal is not asked again', async () => {
    running = 2;
    retryAfter = false;
    await expect(callApi('affiliateWithdraw', null, { idempotencyKey: 'tap-3' })).rejects.toMatchObject({
      status: 409,
    });
    expect(received.get('/api/affiliate/withdraw/')).toBe(2);
  });
});

describe("a parcel's token provider", () => {
  let scope: SessionScope | null = null;
  /** A parcel's scope, signed in with the same token as the page's session. */
  function parcel(tokenProvider: TokenProvider): SessionScope {
    const { port } = server.address() as AddressInfo;
    scope = openSessionScope({
      name: 'parcel',
      token: 'fresh-access',
      apiBaseUrl: `http://127.0.0.1:${port}/api/`,
      tokenProvider,
    });
    return scope;
  }
  afterEach(() => {
    if (scope) closeSessionScope(scope);
    scope = null;
  });

  it('asks the provider once on a 401, not the refresh endpoint, and retries with its token', async () => {
    validToken = 'from-host';
    const getToken = jest.fn(async () => 'from-host');
    const onRefused = jest.fn();
    const opened = parcel({ getToken, onRefused });
    await Promise.all([callApi('alertsUnread', opened), callApi('alertsUnread', opened)]);
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(onRefused).not.toHaveBeenCalled();
    expect(seen.some((request) => request.url === '/api/users/token/refresh/')).toBe(false);
    expect(seen.filter((request) => request.authorization === 'Bearer from-host')).toHaveLength(2);
    expect(opened.session.getState().token).toBe('from-host');
  });

  it("tells the provider's owner and signs out when the fresh token is refused too", async () => {
    validToken = 'nobody-has-this';
    const onRefused = jest.fn();
    const opened = parcel({ getToken: async () => 'stale-too', onRefused });
    await expect(callApi('alertsUnread', opened)).rejects.toMatchObject({ status: 401 });
    expect(onRefused).toHaveBeenCalled();
    expect(opened.session.getState().token).toBeNull();
  });

  it('treats a provider that throws as a refused session', async () => {
    validToken = 'nobody-has-this';
    const onRefused = jest.fn();
    const opened = parcel({ getToken: () => Promise.reject(new Error('host signed out')), onRefused });
    await expect(callApi('alertsUnread', opened)).rejects.toMatchObject({ status: 401 });
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(opened.session.getState().token).toBeNull();
  });
});

describe('two parcels, two users: each call as the user of its session scope', () => {
  let scopes: SessionScope[] = [];
  const baseUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  function scopeFor(token: string, getToken = async () => token, onRefused = jest.fn()) {
    const scope = openSessionScope({
      name: token,
      token,
      apiBaseUrl: baseUrl(),
      tokenProvider: { getToken, onRefused },
    });
    scopes.push(scope);
    return scope;
  }
  afterEach(() => {
    scopes.forEach(closeSessionScope);
    scopes = [];
  });

  it("sends the token of the session each call names, and never the page's", async () => {
    validToken = 'any'; // the server answers 401 here: only the Authorization header matters
    const alice = scopeFor('alice-token');
    const bob = scopeFor('bob-token');
    // Alice's queries and mutations name her parcel's cache, whose scope it knows.
    const aliceCache = createScopedQueryClient(alice);
    await Promise.allSettled([
      callApi('alertsUnread', aliceCache),
      callApi('alertsUnread', bob),
      // Bob's code running, or Bob's element touched last, changes nothing: the call names Alice.
      callApi('alertsUnread', alice, { signal: new AbortController().signal }),
    ]);
    const firstTries = seen.slice(0, 3).map((request) => request.authorization);
    expect(firstTries.sort()).toEqual(['Bearer alice-token', 'Bearer alice-token', 'Bearer bob-token']);
    expect(seen.some((request) => request.authorization === 'Bearer fresh-access')).toBe(false);
  });

  it("a call naming the page's session (null) sends the page's token while parcels are open", async () => {
    scopeFor('alice-token');
    await callApi('alertsUnread', null);
    expect(seen[0]?.authorization).toBe('Bearer fresh-access');
  });

  it("a 401 asks only that scope's provider and renews only that scope's session", async () => {
    validToken = 'alice-renewed';
    const aliceProvider = jest.fn(async () => 'alice-renewed');
    const bobProvider = jest.fn(async () => 'bob-renewed');
    const alice = scopeFor('alice-old', aliceProvider);
    const bob = scopeFor('bob-token', bobProvider);
    await expect(callApi('alertsUnread', alice)).resolves.toEqual({ results: [], next: null });
    expect(aliceProvider).toHaveBeenCalledTimes(1);
    expect(bobProvider).not.toHaveBeenCalled();
    expect(alice.session.getState().token).toBe('alice-renewed');
    expect(bob.session.getState().token).toBe('bob-token');
    expect(sessionStore.getState().token).toBe('fresh-access'); // the page's session is untouched
  });
});

describe('downloadApi', () => {
  it('fetches a file with the bearer token and keeps its bytes as a Blob', async () => {
    const file = await downloadApi('paymentReceipt', null, { params: { id: 8 }, query: { format: 'pdf' } });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.3 receipt');
    expect(seen.at(-1)).toMatchObject({
      url: '/api/receipts/payment/8/?format=pdf',
      authorization: 'Bearer fresh-access',
    });
  });

  it('rejects a refusal with its JSON body read, as callApi does', async () => {
    await expect(
      downloadApi('returnReceipt', null, { params: { link_id: 9 }, query: { format: 'pdf' } }),
    ).rejects.toEqual({ status: 404, data: { detail: 'Receipt not found.' } });
  });
});
