/**
 * @jest-environment node
 *
 * `pnpm start` serves every app with the security headers nginx sends in a cluster: a real
 * static server over real HTTP, answering a page, a file and a 404.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { integrator, remotes, shell } from '../apps.cjs';
import { liveSecurityHeaders, type AppOrigins } from '../security-headers.cjs';
import { serveApp } from '../serve-static.cjs';

const origins: AppOrigins = {
  shell: 'http://localhost:3000',
  areas: remotes.map((remote) => `http://localhost:${String(remote.port)}`),
  integrator: 'http://localhost:3010',
  api: 'http://localhost:4000',
  ws: 'ws://localhost:4000',
};
const wallet = remotes.find((remote) => remote.dir === 'mf-wallet');
const INLINE_START = 'window.engageStarted = true;';

let dir: string;
const servers: Server[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'engage-static-headers-'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><script>${INLINE_START}</script>`);
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'export {};');
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

async function served(app: typeof shell, asked: string) {
  const server = await serveApp({ dir, port: 0, spa: app === shell, headers: liveSecurityHeaders(app, origins, dir) });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${String(port)}${asked}`);
}

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

test.each(['/', '/remoteEntry.js', '/missing.js'])('an area answers %s with the security headers', async (asked) => {
  if (!wallet) throw new Error('no mf-wallet in apps.cjs');
  const response = await served(wallet, asked);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(expect.arrayContaining([origins.api, origins.ws, ...origins.areas]));
  expect(csp.get('script-src')).toEqual(expect.arrayContaining([origins.shell, 'https://www.youtube.com']));
  expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://www.youtube.com']));
  // Post thumbnails: the image hosts the API takes them from (platform-images.ts).
  expect(csp.get('img-src')).toEqual(
    expect.arrayContaining([origins.api, 'https://i.ytimg.com', 'https://img.youtube.com', 'https://pbs.twimg.com']),
  );
  expect(csp.get('object-src')).toEqual(["'none'"]);
  // Integrators embed areas (docs/integrators.md): the example page may frame one.
  expect(csp.get('frame-ancestors')).toEqual(["'self'", origins.integrator]);
});

test('the operators’ console is framed by nobody else, not even the integrator’s page', async () => {
  const operator = remotes.find((remote) => remote.dir === 'mf-operator');
  if (!operator) throw new Error('no mf-operator in apps.cjs');
  const csp = directives((await served(operator, '/remoteEntry.js')).headers.get('content-security-policy'));
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(expect.arrayContaining([origins.api]));
});

test("the shell's page lets its own inline start-up script run, and is framed by nobody else", async () => {
  const response = await served(shell, '/consumer');
  const csp = directives(response.headers.get('content-security-policy'));
  const hash = `'sha256-${createHash('sha256').update(INLINE_START).digest('base64')}'`;
  expect(csp.get('script-src')).toContain(hash);
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  const example = directives((await served(integrator, '/')).headers.get('content-security-policy'));
  expect(example.get('frame-ancestors')).toEqual(["'self'"]);
});
