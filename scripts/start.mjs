// `pnpm start`: build every app in production mode, serve each from its own port (separate
// origins, as separate deploys), start the API server, and print the URL to open.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  apiPort,
  appDir,
  browserApps,
  integrator,
  localApiEnvironment,
  repoRoot,
  shell,
} from '../shared/build/apps.cjs';
import { distDir, serveApp } from '../shared/build/serve-static.cjs';

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
  run('pnpm', ['--filter', '@engage/api', 'start'], { env: { ...process.env, ...localApiEnvironment() } });
} else {
  console.log('The API server is not built yet: the app starts without it.');
}

for (const app of browserApps) {
  await serveApp({ dir: distDir(appDir(app)), port: app.port, spa: app === shell, host: 'localhost' });
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
