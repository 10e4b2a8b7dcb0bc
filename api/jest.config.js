/**
 * Two projects run the same suites: `pglite` always, `postgres` when TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test) answers. With CI=true the postgres project
 * is always included, so an unreachable server fails the run instead of skipping it.
 */
import { spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { availableParallelism } from 'node:os';

// PGlite's loader runs `await import('node:module')`, which jest's VM only allows under
// --experimental-vm-modules. So that a bare `npx jest` works (in band or with workers), the CLI
// re-runs itself once with the flag; the child sees ENGAGE_JEST_VM_MODULES and goes on.
if (!process.execArgv.includes('--experimental-vm-modules') && !process.env.ENGAGE_JEST_VM_MODULES) {
  const child = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, ENGAGE_JEST_VM_MODULES: '1', NODE_NO_WARNINGS: '1' },
    },
  );
  process.exit(child.status ?? 1);
}
import { jestConfig } from '@engage/tooling/jest-preset';

// A minute per test and hook: a file's setup signs up users and operators (argon2 hashes) while
// two workers share two cores with PostgreSQL, which on a loaded machine has passed 30 s.
const testTimeout = 60_000;
const base = jestConfig({ environment: 'node', testTimeout });
const [tsPattern, tsTransform] = Object.entries(base.transform)[0];
const shared = {
  ...base,
  // typebox 1.x, cookie 2 (fastify's inject), content-disposition 3 (@fastify/static) and
  // @apidevtools/json-schema-ref-parser (the OpenAPI validator's), and otplib's @scure/@noble ship ESM only; jest 30 on Node 20
  // cannot require ESM, so SWC compiles them to CommonJS like our own sources.
  transform: { [tsPattern]: tsTransform, '^.+\\.mjs$': tsTransform },
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/(typebox|cookie|content-disposition|@apidevtools|oidc-provider|openid-client|oauth4webapi|jose|koa|@scure|@noble)[@+]|(typebox|cookie|content-disposition|@apidevtools|oidc-provider|openid-client|oauth4webapi|jose|koa|@scure|@noble)/)',
  ],
};

const databaseUrl = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');

function reachable(url) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export default async function config() {
  // Crash tests and `*.postgres.test.ts` need what PGlite cannot give (a second process or
  // connection on the same database, real concurrency): only the postgres project runs them.
  const projects = [
    {
      ...shared,
      displayName: 'pglite',
      globalSetup: '<rootDir>/tests/global-setup-pglite.ts',
      testPathIgnorePatterns: ['/node_modules/', '\\.(crash|postgres)\\.test\\.ts$'],
    },
  ];
  const ci = process.env.CI === 'true';
  if (ci || (await reachable(databaseUrl))) {
    projects.push({
      ...shared,
      displayName: 'postgres',
      globalSetup: '<rootDir>/tests/global-setup-postgres.ts',
      setupFiles: ['<rootDir>/tests/engine-postgres.ts'],
    });
  } else {
    console.warn(`[api tests] PostgreSQL at ${databaseUrl.host} unreachable: running on PGlite only`);
  }
  // Each test file has a database of its own (a copy of the PGlite template, or a schema), so files
  // can run side by side. Jest's default, one worker fewer than the cores, runs them one at a time
  // on a 2-core machine, where the postgres project's files mostly wait on the server.
  // A worker keeps part of every PGlite instance and module graph its files loaded; after some
  // fifty files its heap passed 4 GB and it spent most of its time collecting garbage until it
  // crashed. A worker that has grown past the limit is replaced between files.
  return {
    projects,
    testTimeout,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    workerIdleMemoryLimit: '1GB',
  };
}
