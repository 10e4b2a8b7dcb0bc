/**
 * One set of servers for every journey file: the production builds, each on its own
 * origin, and our API on a fresh embedded database, started once before the files run in
 * parallel (jest.config.js) and stopped after the last one. Each file has its own browser
 * (journey.ts). No file stops a shared server: platform.e2e simulates a remote's outage in its
 * own browser context.
 */
import { startApi, type RunningApi } from './api-server';
import { AppServers } from './servers';

export interface SharedServers {
  servers: AppServers;
  api: RunningApi;
}

/** Jest runs the global setup and teardown in one process: the handles wait on globalThis. */
export const SHARED_SERVERS = Symbol.for('engage.e2e.servers');

export default async function globalSetup(): Promise<void> {
  const servers = new AppServers();
  await servers.startAll();
  const api = await startApi();
  (globalThis as Record<symbol, SharedServers | undefined>)[SHARED_SERVERS] = { servers, api };
  // The demo operators' one-time enrolment links, as the server printed them, for the journeys
  // that sign an operator in against this server (the test workers inherit the environment).
  process.env.ENGAGE_E2E_OPERATOR_LINKS = api
    .output()
    .split('\n')
    .filter((line) => line.includes('/operator/enrol/'))
    .join('\n');
}
