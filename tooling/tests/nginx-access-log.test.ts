/**
 * @jest-environment node
 *
 * The access log of the cluster's nginx (deploy/nginx.conf.template, rendered by
 * scripts/cluster/nginx-config.mjs) keeps no secret that rides in a URL: the rendered config is
 * run by the real nginx (scripts/setup.sh installs it), asked for URLs carrying a websocket
 * token, a callback key and others, and its log is read back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderNginxConfig } from '../../scripts/cluster/nginx-config.mjs';
import { clusterOrigins, clusterPorts } from '../../scripts/cluster/ports.mjs';

jest.setTimeout(30_000);

const NGINX = '/usr/sbin/nginx';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let runDir: string;
let nginx: ChildProcess;
let apiBase: string;
let config: string;

beforeAll(async () => {
  runDir = mkdtempSync(path.join(tmpdir(), 'engage-nginx-log-'));
  const apiPort = await freePort();
  // clusterPorts puts the API at 4000 + offset; no API instance answers behind it (a 502/503 is
  // logged like any other answer).
  const ports = clusterPorts(apiPort - 4000);
  config = renderNginxConfig({
    ports,
    origins: clusterOrigins(ports, '127.0.0.1'),
    instancePorts: [await freePort()],
    runDir,
    statics: false,
    host: '127.0.0.1',
  });
  const confFile = path.join(runDir, 'nginx.conf');
  writeFileSync(confFile, config);
  nginx = spawn(NGINX, ['-p', runDir, '-c', confFile, '-e', path.join(runDir, 'error.log'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  apiBase = `http://127.0.0.1:${String(apiPort)}`;
  for (let waited = 0; ; waited += 100) {
    if (
      await fetch(`${apiBase}/api/health/`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (waited > 10_000)
      throw new Error(`nginx did not start:\n${readFileSync(path.join(runDir, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  rmSync(runDir, { recursive: true, force: true });
});

test('the generated config logs the path and a masked query, never the request line as sent', () => {
  expect(config).toMatch(
    /log_format engage '\$remote_addr \[\$time_local\] "\$request_method \$logged_path\$logged_query/,
  );
  expect(config).not.toContain('"$request"');
});

test('nginx writes no token or key of a URL to its access log', async () => {
  const asked = [
    '/ws/posts/?token=SECRET-ACCESS-1&latest=true',
    '/api/sandbox/payments/ref/refund/?key=SECRET-KEY-2',
    '/api/users/google/callback/?state=s&access_token=SECRET-3&Token=SECRET-4',
    '/api/links/?page=2&token=SECRET-5&token=SECRET-6&token=SECRET-7',
    '/api/users/connect/twitter/callback/?code=SECRET-8&state=s',
    '/api/feed/?page=3',
  ];
  for (const url of asked) await fetch(`${apiBase}${url}`).then((response) => response.arrayBuffer());
  // The log is buffered (flush=1s): a graceful stop writes it out.
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  nginx.kill('SIGQUIT');
  await exited;
  const log = readFileSync(path.join(runDir, 'access.log'), 'utf8');
  expect(log).not.toMatch(/SECRET/);
  expect(log).toContain('"GET /ws/posts/?token=***&latest=true HTTP/1.1"');
  expect(log).toContain('"GET /api/sandbox/payments/ref/refund/?key=*** HTTP/1.1"');
  expect(log).toContain('"GET /api/users/google/callback/?state=s&access_token=***&Token=*** HTTP/1.1"');
  expect(log).toContain('"GET /api/links/?(query not logged: it holds secrets) HTTP/1.1"');
  expect(log).toContain('"GET /api/users/connect/twitter/callback/?code=***&state=s HTTP/1.1"');
  expect(log).toContain('"GET /api/feed/?page=3 HTTP/1.1"');
});
