// `pnpm --filter mf-<area> check`: everything one team runs to validate its area
// without the other areas' suites. From the area's folder:
//   1. type-check the area against the `@engage/shared` in this checkout (a contract change in
//      shared that breaks the area fails here, as it fails `pnpm typecheck` for every area);
//   2. lint and format check of the area's files;
//   3. its unit and component tests;
//   4. its own browser journeys (`e2e/src/<area>.e2e.test.ts`) against the production builds:
//      the area is rebuilt, the shell and the other apps are built only if they have no build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { appDir, browserApps, remotes, repoRoot } from '../tooling/apps.cjs';

const area = remotes.find((remote) => appDir(remote) === process.cwd());
if (!area) {
  console.error('Run this from an area folder: pnpm --filter mf-<area> check');
  process.exit(2);
}
const journeys = `src/${area.dir.replace(/^mf-/, '')}.e2e.test.ts`;

function step(title, command, args, cwd = repoRoot) {
  console.log(`\n› ${title}`);
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`✗ ${area.dir}: ${title} failed`);
    process.exit(status ?? 1);
  }
}

const unbuilt = browserApps.filter((app) => app !== area && !existsSync(path.join(appDir(app), 'dist')));
step('type-check', 'pnpm', ['exec', 'tsc', '-b', area.dir]);
step('lint', 'pnpm', ['exec', 'eslint', area.dir, '--max-warnings=0']);
step('format', 'pnpm', ['exec', 'prettier', '--check', area.dir]);
step('unit and component tests', 'pnpm', ['exec', 'jest'], appDir(area));
step(`production build of ${[area, ...unbuilt].map((app) => app.dir).join(', ')}`, process.execPath, [
  'scripts/build.mjs',
  `--only=${[area, ...unbuilt].map((app) => app.dir).join(',')}`,
]);
if (existsSync(path.join(repoRoot, 'e2e', journeys))) {
  step(`browser journeys (e2e/${journeys})`, 'pnpm', ['--filter', '@engage/e2e', 'exec', 'jest', journeys]);
} else {
  console.log(`\n(no e2e/${journeys} yet)`);
}
console.log(`\n✓ ${area.dir} is ready to ship: pnpm deploy:area ${area.dir} <folder>`);
