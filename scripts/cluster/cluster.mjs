// `pnpm cluster`: engage as production runs it, on this machine. nginx serves the shell and each
// area from its own origin and spreads the API over several instances (`node api/dist/server.js`)
// on one PostgreSQL, migrated and seeded once before they start.
//
//   pnpm cluster [--no-build] [--instances=3] [--port-offset=0]
//   (API_INSTANCES and DATABASE_URL work too; without DATABASE_URL the local server's
//   engage_cluster database is used, created if missing.)
//
// Tests and benchmarks import `startCluster` and drive the same cluster: kill or restart an
// instance, add or remove one, stop and start a PostgreSQL of its own.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDir, repoRoot, shell } from '../../tooling/apps.cjs';
import { distDir } from '../../tooling/serve-static.cjs';
import { apiInstance } from './api-instance.mjs';
import { renderNginxConfig } from './nginx-config.mjs';
import { ensureDatabase, ownPostgres as privatePostgres } from './postgres.mjs';
import { clusterApiEnvironment, clusterOrigins, clusterPorts, clusterRuntimeConfig } from './ports.mjs';

/** Debian's nginx lives in /usr/sbin, which a user's PATH may not name. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const CLUSTER_DATABASE = 'engage_cluster';
/** Sessions and uploads of the cluster on the local database outlive a restart, like its data. */
const persistentStateDir = path.join(repoRoot, 'api/.data/cluster');

/** What each log choice does with the cluster's own lines and its children's output. */
function logger(log) {
  const line = (text) => {
    if (log === 'inherit') console.log(text);
    else if (typeof log === 'function') log(text);
    else if (typeof log === 'string' && log !== 'ignore') appendFileSync(log, `${text}\n`);
  };
  // A function hears only the cluster's lines: the children's go where 'ignore' sends them.
  const childLog = typeof log === 'function' ? 'ignore' : log;
  return { line, childLog };
}

/** A secret kept in `dir/name`, made once. */
function keptSecret(dir, name, make) {
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Runs `node api/dist/server.js --prepare`: migrations and demo data, once, before the instances. */
function prepareDatabase(env, childLog) {
  const output = [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js'), '--prepare'], {
      cwd: path.join(repoRoot, 'api'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (text) => {
      output.push(text);
      if (childLog === 'inherit') process.stdout.write(text.replace(/^(?=.)/gm, '[prepare] '));
      else if (typeof childLog === 'string' && childLog !== 'ignore') appendFileSync(childLog, text);
    };
    child.stdout.setEncoding('utf8').on('data', keep);
    child.stderr.setEncoding('utf8').on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`migrating the database failed (${code}):\n${output.join('')}`)),
    );
  });
}

/** nginx in the foreground as our child, its config, pid, logs and temporary files in `runDir`. */
function nginxProcess({ runDir, childLog }) {
  const confFile = path.join(runDir, 'nginx.conf');
  const args = ['-p', runDir, '-c', confFile, '-e', path.join(runDir, 'error.log')];
  let child;
  let output = '';
  const exited = () => !child || child.exitCode !== null || child.signalCode !== null;
  return {
    /** Writes the config and checks it with `nginx -t` before anything uses it. */
    configure(text) {
      writeFileSync(confFile, text);
      try {
        execFileSync(NGINX, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'pipe'] });
      } catch (error) {
        throw new Error(`nginx refused the rendered config ${confFile}:\n${error.stderr?.toString() ?? error.message}`);
      }
    },
    start() {
      // Its own process group, like the instances: the cluster decides how it stops.
      child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      const keep = (text) => {
        output = (output + text).slice(-4000);
        if (childLog === 'inherit') process.stderr.write(text.replace(/^(?=.)/gm, '[nginx] '));
        else if (typeof childLog === 'string' && childLog !== 'ignore') appendFileSync(childLog, text);
      };
      child.stdout.setEncoding('utf8').on('data', keep);
      child.stderr.setEncoding('utf8').on('data', keep);
      return child;
    },
    get running() {
      return !exited();
    },
    output: () => output,
    /** Reloads the config: new workers take new connections, the old ones finish theirs. */
    reload() {
      if (!exited()) child.kill('SIGHUP');
    },
    /** A graceful stop (SIGQUIT); resolves once nginx has exited. */
    async stop() {
      if (exited()) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 2xx; gives up at once when `alive()` says the server is gone. */
async function waitForOk(url, timeoutMs, explain, alive) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`the server behind ${url} exited\n${explain()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms\n${explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Which instance answers `GET health/` through nginx, until `id` does (or `tries` run out). */
async function servedBy(apiUrl, id, tries = 60) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const body = await fetch(`${apiUrl}health/`)
      .then((response) => response.json())
      .catch(() => undefined);
    if (body?.instance === id) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * Starts a cluster; nothing is built here (the caller builds, or passes `build: true`).
 *
 * @param {object} [options]
 * @param {number} [options.instances] API processes (3)
 * @param {number} [options.portOffset] added to every port (ports.mjs)
 * @param {string} [options.databaseUrl] PostgreSQL to use; without it, a private one (ownPostgres)
 *   or the local server's engage_cluster database
 * @param {boolean} [options.ownPostgres] initdb a throwaway PostgreSQL on 5800 + offset
 * @param {boolean} [options.statics] serve the shell and the areas too (true)
 * @param {boolean} [options.seed] load the demo data (true)
 * @param {'inherit' | 'ignore' | string | ((line: string) => void)} [options.log] 'ignore' (default),
 *   'inherit' (everything to this process's output), a file path (everything appended), or a
 *   function (the cluster's own progress lines only)
 * @param {Record<string, string>} [options.env] more environment for every instance
 * @param {boolean} [options.build] run `node scripts/build.mjs` first (only the API without statics)
 * @param {{ certificate: string, key: string }} [options.tls] HTTPS with this certificate (and HSTS)
 */
export async function startCluster({
  instances: instanceCount = 3,
  portOffset = 0,
  databaseUrl,
  ownPostgres = false,
  statics = true,
  seed = true,
  log = 'ignore',
  env: extraEnv = {},
  build = false,
  tls,
} = {}) {
  const { line, childLog } = logger(log);
  const ports = clusterPorts(portOffset);
  const origins = clusterOrigins(ports, 'localhost', Boolean(tls));
  const apiUrl = `${origins.api}/api/`;
  const runDir = mkdtempSync(path.join(tmpdir(), 'engage-cluster-'));
  // nginx's workers run as nobody when it is started as root: they read its files from here.
  chmodSync(runDir, 0o755);
  const cleanups = [];
  let stopping = false;
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => line(`! ${error.message}`));
    rmSync(runDir, { recursive: true, force: true });
  };

  try {
    if (build) {
      line('› building');
      execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), ...(statics ? [] : ['--only=api'])], {
        stdio: log === 'inherit' ? 'inherit' : 'ignore',
      });
    }
    if (!existsSync(path.join(repoRoot, 'api/dist/server.js'))) {
      throw new Error('api/dist/server.js is missing: build first (node scripts/build.mjs)');
    }
    if (statics && !existsSync(path.join(distDir(appDir(shell)), 'index.html'))) {
      throw new Error('the shell is not built: build first (node scripts/build.mjs)');
    }

    let postgres;
    if (ownPostgres && !databaseUrl) {
      line(`› starting a private PostgreSQL on ${ports.postgres}`);
      const server = privatePostgres({ dir: path.join(runDir, 'postgres'), port: ports.postgres });
      await server.start();
      cleanups.push(() => server.stop());
      databaseUrl = await ensureDatabase(server.url, CLUSTER_DATABASE);
      postgres = { url: databaseUrl, stop: () => server.stop(), start: () => server.start() };
    } else {
      databaseUrl ??= await ensureDatabase(LOCAL_POSTGRES, CLUSTER_DATABASE);
      const notOurs = async () => {
        throw new Error('this cluster did not start its PostgreSQL (ownPostgres: true gives it one to stop and start)');
      };
      postgres = { url: databaseUrl, stop: notOurs, start: notOurs };
    }

    // Every instance signs and checks the same tokens and keeps uploads in one folder.
    const persistent = !ownPostgres;
    const stateDir = persistent ? persistentStateDir : path.join(runDir, 'state');
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      ...clusterApiEnvironment(ports, 'localhost', Boolean(tls)),
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(stateDir, 'pglite'),
      MEDIA_DIR: path.join(stateDir, 'media'),
      JWT_SECRET: persistent
        ? keptSecret(stateDir, 'jwt-secret', () => randomBytes(48).toString('base64url'))
        : randomBytes(48).toString('base64url'),
      SEED: seed ? 'demo' : 'none',
      ...extraEnv,
    };
    line('› migrating the database' + (seed ? ' and loading the demo data' : ''));
    await prepareDatabase(env, childLog);

    // nginx forwards from loopback: the instances read the client's address from X-Forwarded-For.
    const instanceEnv = { ...env, MIGRATE: 'false', SEED: 'none', TRUST_PROXY: '127.0.0.1,::1' };
    const instances = [];
    /** Instances taken out of nginx's upstream while they drain. */
    const drainingPorts = new Set();
    /** @type {ReturnType<typeof nginxProcess> | undefined} set once nginx is configured */
    let nginx;
    const makeInstance = () => {
      const index = instances.length;
      const instance = apiInstance({
        id: `api-${index + 1}`,
        port: ports.instance(index),
        env: instanceEnv,
        log: childLog,
      });
      // A stop takes the instance out of nginx first, as a rolling release does: nginx would
      // otherwise send a request on a keep-alive connection the draining instance is closing, and
      // it does not retry a POST. A start puts it back once it is ready.
      const drain = instance.stop;
      const begin = instance.start;
      instance.stop = async () => {
        // Only while another instance still serves: an upstream with none left would refuse all.
        const othersServe = instances.some((other) => other !== instance && !drainingPorts.has(other.port));
        if (!stopping && nginx?.running && instance.running && othersServe) {
          drainingPorts.add(instance.port);
          configure();
          nginx.reload();
          // nginx's old workers finish what they hold; new requests go to the other instances.
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        await drain();
      };
      instance.start = async (...args) => {
        await begin(...args);
        if (drainingPorts.delete(instance.port) && nginx?.running) {
          configure();
          nginx.reload();
        }
      };
      instances.push(instance);
      return instance;
    };
    cleanups.push(() => Promise.all(instances.map((instance) => instance.stop())));
    line(`› starting ${instanceCount} API instances on ${ports.instance(0)}–${ports.instance(instanceCount - 1)}`);
    await Promise.all(Array.from({ length: instanceCount }, () => makeInstance().start()));

    let configJson;
    if (statics) {
      // The shell reads where the API and the areas are from config.json: this cluster's, served
      // in place of the built one (a deployment replaces the file, never the shell's code).
      configJson = path.join(runDir, 'config.json');
      writeFileSync(configJson, `${JSON.stringify(clusterRuntimeConfig(ports, 'localhost', Boolean(tls)), null, 2)}\n`);
    }
    nginx = nginxProcess({ runDir, childLog });
    const configure = () =>
      nginx.configure(
        renderNginxConfig({
          ports,
          origins,
          instancePorts: instances.map((instance) => instance.port),
          drainingPorts,
          runDir,
          configJson,
          statics,
          tls,
        }),
      );
    configure();
    line(`› starting nginx on ${ports.api}${statics ? ` and ${ports.app(shell)}–${ports.app(shell) + 10}` : ''}`);
    const nginxChild = nginx.start();
    cleanups.push(() => nginx.stop());
    nginxChild.once('exit', (code, signal) => {
      if (stopping) return;
      line(`! nginx exited (${code ?? signal}):\n${nginx.output()}`);
    });
    await waitForOk(
      `${apiUrl}health/ready/`,
      30_000,
      () => nginx.output(),
      () => nginx.running,
    );

    return {
      apiUrl,
      wsUrl: `${origins.ws}/ws/`,
      shellUrl: `${origins.shell}/`,
      instances,
      postgres,
      /** Starts one more instance, then puts it behind nginx; resolves once it serves through nginx. */
      async addInstance() {
        const instance = makeInstance();
        await instance.start();
        configure();
        nginx.reload();
        if (!(await servedBy(apiUrl, instance.id))) line(`! ${instance.id} was not seen through nginx yet`);
        return instance;
      },
      /** Takes the last instance out of nginx, then stops it (it drains what it still has). */
      async removeInstance() {
        const instance = instances.pop();
        if (!instance) return;
        // No longer listed, so its stop renders nginx without it before it drains.
        await instance.stop();
        drainingPorts.delete(instance.port);
      },
      async stop() {
        if (stopping) return;
        stopping = true;
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function main() {
  const argument = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const instances = Number(argument('instances') ?? process.env.API_INSTANCES ?? 3);
  const portOffset = Number(argument('port-offset') ?? 0);
  if (!Number.isInteger(instances) || instances < 1)
    throw new Error('--instances (API_INSTANCES) must be a positive integer');
  if (!Number.isInteger(portOffset)) throw new Error('--port-offset must be an integer');
  const cluster = await startCluster({
    instances,
    portOffset,
    databaseUrl: process.env.DATABASE_URL || undefined,
    build: !process.argv.includes('--no-build'),
    log: 'inherit',
  });
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n› ${signal}: stopping nginx, draining the instances`);
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  console.log(`
engage is running behind nginx, ${instances} API instances on one PostgreSQL.

  Open the app:   ${cluster.shellUrl}
  API:            ${cluster.apiUrl}  (health/ names the instance that answered)
  Instances:      ${cluster.instances.map((instance) => `${instance.id} :${instance.port}`).join(', ')}
  Database:       ${cluster.postgres.url}

Press Ctrl+C to stop.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
