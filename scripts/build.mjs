// Builds every browser app in production mode in one webpack process (a MultiCompiler shares
// start-up and caches across the ten builds, which matters on two cores), and the API server
// into `api/dist/` (what `pnpm --filter @engage/api start` runs), unless `--only=` leaves it out.
// Then the public pages are prerendered into the shell's build (scripts/prerender.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { appDir, browserApps } from '../tooling/apps.cjs';

// webpack is a dependency of the build preset's package (tooling/), so resolve it from there.
const require = createRequire(new URL('../tooling/package.json', import.meta.url));
const webpack = require('webpack');

const mode = process.argv.includes('--development') ? 'development' : 'production';
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const apps = only ? browserApps.filter((app) => only.includes(app.dir)) : browserApps;

if (!only || only.includes('api')) {
  execFileSync(process.execPath, [fileURLToPath(new URL('../api/scripts/build.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
}
if (apps.length === 0) process.exit(0);

const configs = await Promise.all(
  apps.map(async (app) => {
    const { default: config } = await import(`${appDir(app)}/webpack.config.js`);
    return { ...config({}, { mode }), name: app.dir };
  }),
);

const started = Date.now();
const stats = await new Promise((resolve, reject) => {
  webpack(configs, (error, result) => (error ? reject(error) : resolve(result)));
});
const failed = stats.stats.filter((entry) => entry.hasErrors());
for (const entry of failed) {
  console.error(`\n✗ ${entry.compilation.name}\n${entry.toString('errors-only')}`);
}
console.log(
  `built ${apps.length - failed.length}/${apps.length} apps (${mode}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (failed.length > 0) process.exit(1);

// The public pages' HTML, drawn from the shell's and mf-auth's code (scripts/prerender.mjs), into
// the shell's build: again when either was built (mf-auth alone, onto the shell's last build).
const shellBuilt = existsSync(new URL('../shell/dist/index.html', import.meta.url));
if (shellBuilt && apps.some((app) => app.dir === 'shell' || app.dir === 'mf-auth')) {
  const { prerenderPublicPages } = await import('./prerender.mjs');
  await prerenderPublicPages();
}
