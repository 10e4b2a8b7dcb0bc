/**
 * An app on a fresh test database, for `app.inject` tests. Close it in afterAll.
 *
 * Every answer is checked against its route's documented responses: closing the
 * app fails when a route answered with a status its OpenAPI responses do not declare, so the
 * document cannot drift from what the server does. (ENGAGE_UNDECLARED_LOG=<file> appends them
 * to the file instead, to survey a whole run.)
 */
import { appendFileSync } from 'node:fs';
import { buildApp } from '../src/app';
import type { AppInstance } from '../src/http/app-instance';
import { testConfig, type AppConfig } from '../src/config';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: AppInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** Records `METHOD /route/url STATUS` for each answer whose status the route does not document. */
function watchUndocumentedStatuses(app: AppInstance): Set<string> {
  const undocumented = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    const { url, schema } = request.routeOptions;
    // An unknown path (the not-found handler) is no operation; hidden routes are not documented.
    if (request.is404 || !url?.startsWith('/api/') || !schema || schema.hide) return;
    const declared = Object.keys(schema.response ?? {});
    const status = String(reply.statusCode);
    if (!declared.includes(status)) undocumented.add(`${request.method} ${url} ${status}`);
  });
  return undocumented;
}

export async function openTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    services: { channelPrefix: `${database.namespace}_` },
  });
  const undocumented = watchUndocumentedStatuses(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (undocumented.size === 0) return;
      const lines = [...undocumented].sort();
      if (process.env.ENGAGE_UNDECLARED_LOG) {
        appendFileSync(process.env.ENGAGE_UNDECLARED_LOG, `${lines.join('\n')}\n`);
        return;
      }
      throw new Error(
        `Answers with a status their route's OpenAPI responses do not declare (add them to the route's ` +
          `\`response\`, see api/src/http/openapi.ts):\n${lines.join('\n')}`,
      );
    },
  };
}
