/** Stops the servers the global setup started (global-setup.ts). */
import { SHARED_SERVERS, type SharedServers } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const shared = (globalThis as Record<symbol, SharedServers | undefined>)[SHARED_SERVERS];
  if (!shared) return;
  await shared.api.stop();
  await shared.servers.stopAll();
}
