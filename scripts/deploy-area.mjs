// `pnpm deploy:area <area> <folder> [--url <base URL>]`: builds one remote in
// production mode and publishes it into a folder a static server or CDN serves, without building
// or touching anything else. Prints the manifest URL to put in the shell's config.json.
//
//   pnpm deploy:area mf-wallet /srv/cdn/mf-wallet --url https://cdn.example.com/mf-wallet/
//
// The build goes to a staging folder first. Publishing copies the content-hashed files, then
// remoteEntry.js, then mf-manifest.json last, so a page that reads the new manifest finds every
// file it names; files of earlier releases stay, so a page still running one can finish loading it.
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { appDir, remotes } from '../tooling/apps.cjs';

const [name, target, ...options] = process.argv.slice(2);
const remote = remotes.find((candidate) => candidate.dir === name || candidate.dir === `mf-${name}`);
if (!remote || !target) {
  console.error(
    `Usage: pnpm deploy:area <area> <folder> [--url <base URL>]\n  area: one of ${remotes.map((r) => r.dir).join(', ')}`,
  );
  process.exit(2);
}
const urlOption = options.indexOf('--url');
const baseUrl = urlOption >= 0 ? options[urlOption + 1] : undefined;

const require = createRequire(new URL('../tooling/package.json', import.meta.url));
const webpack = require('webpack');
const staging = mkdtempSync(path.join(tmpdir(), `${remote.dir}-release-`));

try {
  const { default: configure } = await import(pathToFileURL(path.join(appDir(remote), 'webpack.config.js')).href);
  const config = configure({}, { mode: 'production' });
  config.output = { ...config.output, path: staging };
  const started = Date.now();
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) {
    console.error(stats.toString('errors-only'));
    process.exit(1);
  }

  const files = readdirSync(staging, { recursive: true }).filter((file) => statSync(path.join(staging, file)).isFile());
  const last = (file) =>
    path.basename(file).startsWith('mf-manifest.json') ? 2 : path.basename(file).startsWith('remoteEntry.js') ? 1 : 0;
  for (const file of files.sort((a, b) => last(a) - last(b))) {
    cpSync(path.join(staging, file), path.join(target, file));
  }

  const manifest = baseUrl ? new URL('mf-manifest.json', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href : null;
  console.log(`Built ${remote.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s and published it to ${path.resolve(target)}.
Point the shell's config.json at it:
  "remotes": { "${remote.name}": "${manifest ?? '<the URL that folder is served at>/mf-manifest.json'}" }
Pages already open pick the new release up the next time they open ${remote.dir}.`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
