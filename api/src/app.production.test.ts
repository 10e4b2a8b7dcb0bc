/**
 * Sandboxes never run in production. The provider choice is explicit
 * configuration validated at boot; a production server with sandboxes refused has no
 * `/api/sandbox/*` or `/api/dev/*` route, none in its OpenAPI document, and the audit's
 * takeover (consent as the victim on the sandbox Google page, then google-login) fails.
 */
import { buildApp } from './app';
import type { AppInstance } from './http/app-instance';
import { ConfigError, demoSeedRequested, loadConfig, PROVIDER_SETTINGS } from './config';
import { openTestDatabase, type TestDatabase } from '../tests/test-database';
import { signUp } from '../tests/auth-helpers';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-production-secret-0123456789',
  DATA_DIR: '/tmp/engage-never-written',
};
const allOff = Object.fromEntries(Object.values(PROVIDER_SETTINGS).map((setting) => [setting, 'off']));

describe('boot-time provider configuration', () => {
  it('refuses a production server that does not say which provider to use, naming the setting', () => {
    expect(() => loadConfig({ ...production })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production })).toThrow(/GOOGLE_PROVIDER must be set in production/);
  });

  it.each(Object.values(PROVIDER_SETTINGS))('refuses %s=sandbox in production', (setting) => {
    expect(() => loadConfig({ ...production, ...allOff, [setting]: 'sandbox' })).toThrow(
      new RegExp(`${setting}=sandbox is refused in production`),
    );
  });

  it('accepts sandboxes in production only with the demo switch', () => {
    const sandboxes = Object.fromEntries(Object.values(PROVIDER_SETTINGS).map((setting) => [setting, 'sandbox']));
    const demo = loadConfig({ ...production, ...sandboxes, ALLOW_SANDBOX_IN_PRODUCTION: 'true' });
    expect(demo.sandboxInProduction).toBe(true);
    expect(demo.sandboxRoutes).toBe(true);
    expect(() => loadConfig({ ...production, ...sandboxes, ALLOW_SANDBOX_IN_PRODUCTION: 'yes' })).toThrow(
      /ALLOW_SANDBOX_IN_PRODUCTION must be true or false/,
    );
  });

  it('takes PAYPAL_KES_PER_USD as a positive number, required in production with PayPal', () => {
    const paypal = {
      ...production,
      ...allOff,
      CHECKOUT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: 'AbClientId',
      PAYPAL_CLIENT_SECRET: 'EKsecret',
      PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
    };
    expect(() => loadConfig(paypal)).toThrow(/PAYPAL_KES_PER_USD must be set in production/);
    expect(loadConfig({ ...paypal, PAYPAL_KES_PER_USD: '131.25' }).paypalKesPerUsd).toBe(131.25);
    for (const wrong of ['0', '-3', 'abc', '1e3', '12.34567']) {
      expect(() => loadConfig({ ...paypal, PAYPAL_KES_PER_USD: wrong })).toThrow(
        /PAYPAL_KES_PER_USD must be a positive/,
      );
    }
    expect(loadConfig({ ...production, ...allOff }).paypalKesPerUsd).toBe(129.5);
    expect(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/engage-dev-config-test/pglite' }).paypalKesPerUsd,
    ).toBe(129.5);
  });

  it.each([
    ['GOOGLE_PROVIDER', 'google'],
    ['ACCOUNT_LINKING_PROVIDER', 'oauth'],
    ['CHECKOUT_PROVIDER', 'paypal'],
    ['MPESA_PROVIDER', 'daraja'],
    ['TASK_VERIFIER', 'platform'],
  ])('refuses to start with NODE_ENV unset beside %s=%s, naming both', (setting, real) => {
    const unset = { DATA_DIR: '/tmp/engage-dev-config-test/pglite', [setting]: real };
    expect(() => loadConfig(unset)).toThrow(ConfigError);
    expect(() => loadConfig(unset)).toThrow(
      new RegExp(`NODE_ENV is not set, but ${setting}=${real} is a real provider`),
    );
  });

  it('refuses to start with NODE_ENV unset beside a real mail server', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/engage-dev-config-test/pglite', SMTP_URL: 'smtp://mail.example:25' }),
    ).toThrow(/NODE_ENV is not set, but SMTP_URL/);
  });

  it('seeds the demo data only when SEED=demo asks, and never into production', () => {
    const development = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/engage-dev-config-test/pglite' });
    expect(demoSeedRequested({}, development)).toBe(false);
    expect(demoSeedRequested({ SEED: 'none' }, development)).toBe(false);
    expect(demoSeedRequested({ SEED: 'demo' }, development)).toBe(true);
    expect(() => demoSeedRequested({ SEED: 'true' }, development)).toThrow(/SEED must be "demo"/);
    const live = loadConfig({ ...production, ...allOff });
    expect(() => demoSeedRequested({ SEED: 'demo' }, live)).toThrow(/SEED=demo is refused in production/);
  });

  it('keeps the sandboxes as the default in development, so `pnpm start` works offline', () => {
    const development = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/engage-dev-config-test/pglite' });
    expect(Object.values(development.providers)).toEqual(Object.values(PROVIDER_SETTINGS).map(() => 'sandbox'));
    expect(development.sandboxRoutes).toBe(true);
  });
});

describe('a production server with every provider off', () => {
  let app: AppInstance;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config: { ...loadConfig({ ...production, ...allOff }), port: 0 },
      database,
      services: { channelPrefix: `${database.namespace}_` },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('has no sandbox or dev route (404)', async () => {
    for (const [method, url] of [
      ['GET', '/api/sandbox/oauth/google/authorize?redirect_uri=http://localhost:3000/signin'],
      ['POST', '/api/sandbox/oauth/google/authorize'],
      ['GET', '/api/sandbox/oauth/google/userinfo'],
      ['GET', '/api/sandbox/checkout/paypal/approve?token=x'],
      ['POST', '/api/sandbox/payments/ref/refund/?key=x'],
      ['GET', '/api/sandbox/media/engage-demo.webm'],
      ['GET', '/api/dev/outbox/'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 404`);
    }
  });

  it('lists no sandbox or dev route in its OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => /^\/api\/(sandbox|dev)\//.test(path))).toEqual([]);
  });

  it("the audit's takeover fails: no consent page to forge a token, and google-login trusts no sandbox", async () => {
    const victim = await signUp(app, database);
    const consent = await app.inject({
      method: 'POST',
      url: '/api/sandbox/oauth/google/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_uri: 'http://localhost:3000/signin',
        email: victim.email,
        decision: 'allow',
      }).toString(),
    });
    expect(consent.statusCode).toBe(404);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/google-login/',
      payload: { email: victim.email, password: 'any-token', role: 'consumer' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).not.toHaveProperty('access');
    expect(login.json().detail).toBe('Google sign-in is not available on this server yet.');
  });

  it('pays nothing and links nothing through a sandbox', async () => {
    const user = await signUp(app, database);
    const linking = await app.inject({ method: 'POST', url: '/api/users/connect/youtube/', headers: user.headers });
    expect(linking.statusCode).toBe(503);
  });
});

describe('a development server beside a real provider', () => {
  it('serves neither the dev outbox nor the sandbox Google sign-in', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: '/tmp/engage-dev-config-test/pglite',
      TASK_VERIFIER: 'platform',
    });
    expect(config.devBackdoors).toBe(false);
    const app = await buildApp({
      config: { ...config, port: 0 },
      database,
      services: { channelPrefix: `${database.namespace}_` },
    });
    try {
      await app.ready();
      for (const [method, url] of [
        ['GET', '/api/dev/outbox/'],
        ['GET', '/api/sandbox/oauth/google/authorize?redirect_uri=http://localhost:3000/signin'],
        ['GET', '/api/sandbox/oauth/google/userinfo'],
      ] as const) {
        const response = await app.inject({ method, url });
        expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 404`);
      }
      const start = await app.inject({
        method: 'GET',
        url: '/api/users/google/start/?redirect_uri=http://localhost:3000/signin&state=s',
      });
      expect(start.headers.location ?? '').not.toContain('/api/sandbox/');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('a production demo (ALLOW_SANDBOX_IN_PRODUCTION=true)', () => {
  it('says so loudly at boot and keeps its sandbox pages', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const database = await openTestDatabase();
    const sandboxes = Object.fromEntries(Object.values(PROVIDER_SETTINGS).map((setting) => [setting, 'sandbox']));
    const app = await buildApp({
      config: { ...loadConfig({ ...production, ...sandboxes, ALLOW_SANDBOX_IN_PRODUCTION: 'true' }), port: 0 },
      database,
      services: { channelPrefix: `${database.namespace}_` },
    });
    try {
      await app.ready();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('PUBLIC DEMO'));
      const page = await app.inject({
        method: 'GET',
        url: '/api/sandbox/oauth/google/authorize?redirect_uri=http://localhost:3000/signin',
      });
      expect(page.statusCode).toBe(200);
    } finally {
      warn.mockRestore();
      await app.close();
      await database.close();
    }
  });
});
