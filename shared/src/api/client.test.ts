/** @jest-environment node */
/**
 * The API client against a real HTTP server (spec 000 §6–7, DESIGN §5): bearer on every call
 * but the public ones, one refresh on a 401, sign-out when that fails, and failures rejected
 * with the response itself; in a parcel, the host page's token provider in place of the refresh.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callApi, configureApi, installTokenProvider } from './client';
import { sessionStore, signIn, signOut } from '../session/session-store';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
}

let server: http.Server;
let seen: Seen[] = [];
let validToken = 'fresh-access';
let refreshAllowed = true;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
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

it('sends the bearer token on an ordinary call', async () => {
  await callApi('alertsUnread');
  expect(seen[0]?.authorization).toBe('Bearer fresh-access');
});

it('sends no bearer token to login, and rejects with the response itself', async () => {
  await expect(callApi('login', { body: { email: 'a@b.co', password: 'x' } })).rejects.toEqual({
    status: 400,
    data: { message: 'Invalid credentials' },
  });
  expect(seen[0]?.authorization).toBeUndefined();
});

it('refreshes once on a 401 and retries the call with the new token', async () => {
  validToken = 'second-access';
  await expect(callApi('alertsUnread')).resolves.toEqual({ results: [], next: null });
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
  await Promise.all([callApi('alertsUnread'), callApi('alertsUnread'), callApi('alertsUnread')]);
  expect(seen.filter((request) => request.url === '/api/users/token/refresh/')).toHaveLength(1);
});

it('signs out when the refresh fails', async () => {
  validToken = 'unreachable';
  refreshAllowed = false;
  await expect(callApi('alertsUnread')).rejects.toMatchObject({ status: 401 });
  expect(sessionStore.getState().token).toBeNull();
  expect(sessionStore.getState().userType).toBeNull();
});

it('rejects with status 0 and a readable message when the server cannot be reached', async () => {
  configureApi({ baseUrl: 'http://127.0.0.1:9/api/' });
  try {
    await expect(callApi('alertsUnread')).rejects.toMatchObject({
      status: 0,
      data: { detail: 'Could not reach the server. Check your connection and try again.' },
    });
  } finally {
    const { port } = server.address() as AddressInfo;
    configureApi({ baseUrl: `http://127.0.0.1:${port}/api/` });
  }
});

describe("a parcel's token provider (issue 19 §2)", () => {
  it('asks the provider once on a 401, not the refresh endpoint, and retries with its token', async () => {
    validToken = 'from-host';
    const getToken = jest.fn(async () => 'from-host');
    const onRefused = jest.fn();
    const remove = installTokenProvider({ getToken, onRefused });
    try {
      await Promise.all([callApi('alertsUnread'), callApi('alertsUnread')]);
    } finally {
      remove();
    }
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(onRefused).not.toHaveBeenCalled();
    expect(seen.some((request) => request.url === '/api/users/token/refresh/')).toBe(false);
    expect(seen.filter((request) => request.authorization === 'Bearer from-host')).toHaveLength(2);
    expect(sessionStore.getState().token).toBe('from-host');
  });

  it("tells the provider's owner and signs out when the fresh token is refused too", async () => {
    validToken = 'nobody-has-this';
    const onRefused = jest.fn();
    const remove = installTokenProvider({ getToken: async () => 'stale-too', onRefused });
    try {
      await expect(callApi('alertsUnread')).rejects.toMatchObject({ status: 401 });
    } finally {
      remove();
    }
    expect(onRefused).toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('treats a provider that throws as a refused session', async () => {
    validToken = 'nobody-has-this';
    const onRefused = jest.fn();
    const remove = installTokenProvider({
      getToken: () => Promise.reject(new Error('host signed out')),
      onRefused,
    });
    try {
      await expect(callApi('alertsUnread')).rejects.toMatchObject({ status: 401 });
    } finally {
      remove();
    }
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().token).toBeNull();
  });
});
