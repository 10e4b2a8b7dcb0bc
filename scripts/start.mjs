// `pnpm start`: build every app in production mode, serve each from its own port (separate
// origins, as separate deploys), start the API server, and print the URL to open.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPort, appDir, browserApps, integrator, localApiEnvironment, repoRoot, shell } from '../tooling/apps.cjs';
import { liveSecurityHeaders } from '../tooling/security-headers.cjs';
import { distDir, serveApp } from '../tooling/serve-static.cjs';
import { clusterOrigins, clusterPorts } from './cluster/ports.mjs';

const skipBuild = process.argv.includes('--no-build');
const children = [];

function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

/**
 * The key that encrypts linked accounts' tokens on this machine: TOKEN_ENCRYPTION_KEY, else one
 * made once and kept beside the API's local data, so links survive a restart.
 */
function devTokenEncryptionKey() {
  if (process.env.TOKEN_ENCRYPTION_KEY) return process.env.TOKEN_ENCRYPTION_KEY;
  const dataDir = process.env.DATA_DIR ? path.dirname(process.env.DATA_DIR) : path.join(repoRoot, 'api/.data');
  const file = path.join(dataDir, 'token-encryption-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * ENGAGE_PROVIDERS=fakes: every real provider adapter — Daraja, PayPal, Google sign-in, YouTube
 * and X linking (OAuth), the platform verifier — against local fakes of each (api/src/fakes),
 * so the real code paths can be watched in the browser. Answers the settings that point the
 * API at them.
 */
async function startProviderFakes() {
  const envFile = path.join(mkdtempSync(path.join(tmpdir(), 'engage-fakes-')), 'env.json');
  // Node itself, not through pnpm, so that stopping it stops the server.
  const fakes = run(process.execPath, ['--import', 'tsx', 'src/fakes/run-fakes.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      FAKES_ENV_FILE: envFile,
      FAKES_API_URL: `http://localhost:${apiPort}`,
      TOKEN_ENCRYPTION_KEY: devTokenEncryptionKey(),
    },
  });
  for (let waited = 0; !existsSync(envFile); waited += 200) {
    if (fakes.exitCode !== null || waited > 60_000) {
      console.error('The provider fakes did not start; nothing else was started.');
      stopAll();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return JSON.parse(readFileSync(envFile, 'utf8'));
}

if (!skipBuild) {
  const build = run(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')]);
  const code = await new Promise((resolve) => build.on('exit', resolve));
  if (code !== 0) {
    console.error('The build failed; nothing was started.');
    process.exit(1);
  }
}

const apiEntry = path.join(repoRoot, 'api/src/server.ts');
if (existsSync(apiEntry)) {
  // The API runs from its build (api/dist); `--no-build` with no build yet still starts it.
  if (!existsSync(path.join(repoRoot, 'api/dist/server.js'))) {
    const build = run(process.execPath, [path.join(repoRoot, 'api/scripts/build.mjs')]);
    await new Promise((resolve) => build.on('exit', resolve));
  }
  // The provider fakes are real adapters as far as the API can tell: a server with NODE_ENV unset
  // refuses them, so this local run says it is development.
  const providers =
    process.env.ENGAGE_PROVIDERS === 'fakes'
      ? { NODE_ENV: process.env.NODE_ENV || 'development', ...(await startProviderFakes()) }
      : {};
  run('pnpm', ['--filter', '@engage/api', 'start'], {
    // The demo accounts and their tasks are loaded only when asked for.
    env: { ...process.env, SEED: 'demo', ...localApiEnvironment(), ...providers },
  });
} else {
  console.log('The API server is not built yet: the app starts without it.');
}

// The same security headers as nginx sends in a cluster (tooling/security-headers.cjs),
// among this machine's origins: the cluster's ports without an offset are `pnpm start`'s.
const origins = clusterOrigins(clusterPorts(0), 'localhost');
for (const app of browserApps) {
  const dir = distDir(appDir(app));
  const headers = liveSecurityHeaders(app, origins, dir);
  await serveApp({ dir, port: app.port, spa: app === shell, host: 'localhost', headers });
}

console.log(`
engage is running.

  Open the app:        http://localhost:${shell.port}/
  Integrator example:  http://localhost:${integrator.port}/
  API:                 http://localhost:${apiPort}/api/

Each area is served from its own origin: ${browserApps
  .filter((app) => app !== shell && app !== integrator)
  .map((app) => `${app.dir} :${app.port}`)
  .join(', ')}.
Press Ctrl+C to stop.`);
