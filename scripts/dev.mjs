// `pnpm dev`: every app on webpack-dev-server with hot reload, on the same ports as
// `pnpm start`, plus the API server in watch mode.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { browserApps, localApiEnvironment, repoRoot, shell } from '../tooling/apps.cjs';

const children = [];
function run(args, env = {}) {
  const child = spawn('pnpm', args, { stdio: 'inherit', cwd: repoRoot, env: { ...process.env, ...env } });
  children.push(child);
}
function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

if (existsSync(path.join(repoRoot, 'api/src/server.ts'))) {
  // The demo accounts and their tasks are loaded only when asked for.
  run(['--filter', '@engage/api', 'dev'], { SEED: 'demo', ...localApiEnvironment() });
}
for (const app of browserApps) run(['--dir', app.dir, 'exec', 'webpack', 'serve', '--mode', 'development']);

console.log(`Starting dev servers… open http://localhost:${shell.port}/ once they report "compiled".`);
