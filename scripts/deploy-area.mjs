// `pnpm deploy:area`: builds one remote in production mode and publishes it into the folder a
// static server or CDN serves for that area, without building or touching anything else; with the
// API's release registry (docs/canary-releases.md) it can go out as a canary first.
//
//   pnpm deploy:area mf-wallet /srv/cdn/mf-wallet --url https://cdn.example.com/mf-wallet/
//   pnpm deploy:area mf-wallet /srv/cdn/mf-wallet --url https://cdn.example.com/mf-wallet/ --canary 10
//   pnpm deploy:area mf-wallet /srv/cdn/mf-wallet --promote
//   pnpm deploy:area mf-wallet --rollback
//   pnpm deploy:area mf-wallet --status
//
// Every release goes into a folder of its own, `releases/<hash>/`, never overwritten: a canary is
// served from there, support can pin a user to any release, and a page still running an older one
// can finish loading it. A stable release (a plain deploy, or a promoted canary) is then copied to
// the area folder's top level, which the shell's config.json names: the content-hashed files
// first, remoteEntry.js next, mf-manifest.json last, so a page that reads the new manifest finds
// every file it names.
//
// The registry is reached at ENGAGE_API_URL (default http://localhost:4000/api/) with
// ENGAGE_DEPLOY_TOKEN (the API's DEPLOY_TOKEN; on a development machine the one the local API
// made in api/.data/deploy-token). A plain deploy without --url, or without a registry, publishes
// the files only.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { appDir, remotes } from '../tooling/apps.cjs';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const usage = `Usage:
  pnpm deploy:area <area> <folder> [--url <base URL>] [--canary <percent>]
  pnpm deploy:area <area> <folder> --promote
  pnpm deploy:area <area> --rollback | --status
  area: one of ${remotes.map((r) => r.dir).join(', ')}`;

function fail(message) {
  console.error(message);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      canary: { type: 'string' },
      promote: { type: 'boolean' },
      rollback: { type: 'boolean' },
      status: { type: 'boolean' },
    },
  });
} catch (error) {
  fail(`${error.message}\n${usage}`);
}
const { values: options, positionals } = parsed;
const [name, target] = positionals;
const remote = remotes.find((candidate) => candidate.dir === name || candidate.dir === `mf-${name}`);
if (!remote) fail(usage);
const commands = ['canary', 'promote', 'rollback', 'status'].filter((option) => options[option] !== undefined);
if (commands.length > 1) fail(`Choose one of --${commands.join(', --')}.\n${usage}`);
const percent = options.canary === undefined ? undefined : Number(options.canary);
if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 50)) {
  fail(`--canary takes a whole percent from 1 to 50, got "${options.canary}".`);
}
if (!target && !options.rollback && !options.status) fail(usage);
if (percent !== undefined && !options.url) fail('--canary needs --url: the API tells browsers where the canary is.');

/** The registry's base URL and token, or null when none is configured. */
function registry() {
  const base = process.env.ENGAGE_API_URL || 'http://localhost:4000/api/';
  let token = process.env.ENGAGE_DEPLOY_TOKEN;
  const localToken = path.join(repoRoot, 'api/.data/deploy-token');
  if (!token && existsSync(localToken)) token = readFileSync(localToken, 'utf8').trim();
  return token ? { base: base.endsWith('/') ? base : `${base}/`, token } : null;
}

/**
 * Calls a deploy route; exits with the API's own words when it refuses. With `optional` (a plain
 * deploy, live once its files are published), a refusal is only said, and null returned.
 */
async function callRegistry(method, route, body, { optional = false } = {}) {
  const reached = registry();
  if (!reached) fail('No deploy token: set ENGAGE_DEPLOY_TOKEN to the API’s DEPLOY_TOKEN (and ENGAGE_API_URL).');
  const refuse = (message) => {
    if (optional) {
      console.warn(`${message}\nThe files are published; register the release later by deploying it again.`);
      return null;
    }
    console.error(message);
    process.exit(1);
  };
  let response;
  try {
    response = await fetch(new URL(route, reached.base), {
      method,
      headers: { authorization: `Bearer ${reached.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    return refuse(
      `The release registry at ${reached.base} could not be reached: ${error.cause?.message ?? error.message}`,
    );
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok)
    return refuse(`The release registry refused (HTTP ${response.status}): ${answer.detail ?? response.statusText}`);
  return answer;
}

const describe = (release) => {
  const share = release.state === 'canary' ? ` for ${release.percent} % of users` : '';
  const lines = [`${release.release}  ${release.state}${share}  since ${release.created_at}`];
  if (release.health) {
    const { health } = release;
    lines.push(
      `    page views ${health.views} (stable ${health.stable_views}), errors per 1,000 views ${health.error_rate ?? '–'} (stable ${health.stable_error_rate ?? '–'}), p75 LCP ${health.lcp_p75 ?? '–'} ms (stable ${health.stable_lcp_p75 ?? '–'} ms)`,
    );
  }
  if (release.ended_reason) lines.push(`    ${release.ended_reason}`);
  return lines.join('\n');
};

/** Copies a release folder's files to `to`: content-hashed files, then the entry, then the manifest. */
function publish(from, to) {
  const files = readdirSync(from, { recursive: true }).filter((file) => statSync(path.join(from, file)).isFile());
  const last = (file) =>
    path.basename(file).startsWith('mf-manifest.json') ? 2 : path.basename(file).startsWith('remoteEntry.js') ? 1 : 0;
  for (const file of files.sort((a, b) => last(a) - last(b))) cpSync(path.join(from, file), path.join(to, file));
}

async function build() {
  const require = createRequire(new URL('../tooling/package.json', import.meta.url));
  const webpack = require('webpack');
  const staging = mkdtempSync(path.join(tmpdir(), `${remote.dir}-release-`));
  const { default: configure } = await import(pathToFileURL(path.join(appDir(remote), 'webpack.config.js')).href);
  const config = configure({}, { mode: 'production' });
  config.output = { ...config.output, path: staging };
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) {
    console.error(stats.toString('errors-only'));
    rmSync(staging, { recursive: true, force: true });
    process.exit(1);
  }
  return staging;
}

const area = remote.name;

if (options.status) {
  const { results } = await callRegistry('GET', `deploys/releases/?area=${area}`);
  console.log(results.length === 0 ? `${remote.dir} has no registered release.` : results.map(describe).join('\n'));
} else if (options.rollback) {
  const release = await callRegistry('POST', 'deploys/releases/rollback/', { area });
  console.log(`Rolled back ${remote.dir}'s canary ${release.release}: every user loads the stable release again.`);
} else if (options.promote) {
  const { results } = await callRegistry('GET', `deploys/releases/?area=${area}`);
  const canary = results.find((release) => release.state === 'canary');
  if (!canary) fail(`${remote.dir} has no canary to promote.`);
  const folder = path.join(target, 'releases', path.basename(path.dirname(new URL(canary.manifest_url).pathname)));
  if (!existsSync(path.join(folder, 'mf-manifest.json'))) fail(`${folder} does not hold the canary's files.`);
  publish(folder, target);
  await callRegistry('POST', 'deploys/releases/promote/', { area });
  console.log(`Promoted ${remote.dir} ${canary.release}: it is every user's release now.`);
} else {
  const started = Date.now();
  const staging = await build();
  try {
    const manifestText = readFileSync(path.join(staging, 'mf-manifest.json'), 'utf8');
    const folderName = createHash('sha256').update(manifestText).digest('hex').slice(0, 12);
    const releaseFolder = path.join(target, 'releases', folderName);
    publish(staging, releaseFolder);
    const base = options.url ? (options.url.endsWith('/') ? options.url : `${options.url}/`) : undefined;
    const manifestUrl = base && new URL(`releases/${folderName}/mf-manifest.json`, base).href;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    if (percent !== undefined) {
      const release = await callRegistry('POST', 'deploys/releases/', {
        area,
        manifest_url: manifestUrl,
        manifest: JSON.parse(manifestText),
        percent,
      });
      console.log(`Built ${remote.dir} in ${seconds} s and published release ${release.release} to ${releaseFolder}.
It is a canary for ${percent} % of users (sticky per user). Follow it with --status, then --promote or --rollback;
the API rolls it back by itself if its errors or LCP are worse than the stable release's.`);
    } else {
      publish(staging, target);
      let registered = 'It was not registered with a release registry (no --url or no deploy token).';
      if (manifestUrl && registry()) {
        const release = await callRegistry(
          'POST',
          'deploys/releases/',
          { area, manifest_url: manifestUrl, manifest: JSON.parse(manifestText) },
          { optional: true },
        );
        registered = release
          ? `It is registered as ${remote.dir}'s stable release ${release.release}.`
          : 'It is not registered with the release registry (above).';
      }
      const manifest = base ? new URL('mf-manifest.json', base).href : null;
      console.log(`Built ${remote.dir} in ${seconds} s and published it to ${path.resolve(target)}. ${registered}
Point the shell's config.json at it:
  "remotes": { "${remote.name}": "${manifest ?? '<the URL that folder is served at>/mf-manifest.json'}" }
Pages already open pick the new release up the next time they open ${remote.dir}.`);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
