/**
 * Serves the production builds exactly as `pnpm start` does: each app on its own port, so
 * every remote is a separate origin. Started once for all journey files (global-setup.ts).
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { browserApps, repoRoot, shell } from '@engage/tooling/apps';
import { serveApp } from '@engage/tooling/serve-static';

export interface BrowserApp {
  dir: string;
  name: string;
  port: number;
}

export class AppServers {
  private readonly running = new Map<string, Server>();

  async startAll(): Promise<void> {
    for (const app of browserApps as BrowserApp[]) await this.start(app.dir);
  }

  async start(dir: string): Promise<void> {
    const app = (browserApps as BrowserApp[]).find((candidate) => candidate.dir === dir);
    if (!app) throw new Error(`unknown app ${dir}`);
    const server = await serveApp({
      dir: path.join(repoRoot, app.dir, 'dist'),
      port: app.port,
      spa: app.dir === shell.dir,
      host: 'localhost',
    });
    this.running.set(dir, server);
  }

  async stop(dir: string): Promise<void> {
    const server = this.running.get(dir);
    if (!server) return;
    this.running.delete(dir);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async stopAll(): Promise<void> {
    for (const dir of [...this.running.keys()]) await this.stop(dir);
  }
}

export function appUrl(dir: string, pathname = '/'): string {
  const app = (browserApps as BrowserApp[]).find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`unknown app ${dir}`);
  return `http://localhost:${app.port}${pathname}`;
}
