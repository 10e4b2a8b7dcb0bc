// The cluster's PostgreSQL: a database on the local server (created if missing), or a private
// server of its own in a temporary folder that a test may stop and start at will.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../tooling/apps.cjs';

// node-postgres is the API's dependency; the scripts borrow it rather than adding a second one.
const pg = createRequire(path.join(repoRoot, 'api/package.json'))('pg');

/** Creates database `name` on the server of `serverUrl` unless it exists; answers its URL. */
export async function ensureDatabase(serverUrl, name) {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits until the server at `url` answers a query. */
export async function waitForPostgres(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL at ${url} did not answer: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/**
 * The folder of PostgreSQL's server programs: initdb's on the PATH, else Debian's
 * /usr/lib/postgresql/<version>/bin (the newest), which Debian keeps off the PATH.
 */
function serverBinDir() {
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (found) return path.dirname(realpathSync(found));
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(path.join(debian, version, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error("PostgreSQL's server programs (initdb, pg_ctl) are not installed");
  return path.join(debian, versions[0], 'bin');
}

/**
 * A private PostgreSQL in `dir` on 127.0.0.1:`port`, user postgres without a password. PostgreSQL
 * refuses to run as root, so as root it runs as the postgres user. Durability is traded for speed
 * (no fsync): the data is thrown away with the folder.
 */
export function ownPostgres({ dir, port }) {
  const bin = serverBinDir();
  const asRoot = process.getuid?.() === 0;
  const run = (program, args) => {
    const command = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    execFileSync(command[0], command[1], { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  const dataDir = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  let running = false;
  return {
    url,
    get running() {
      return running;
    },
    async start() {
      run('pg_ctl', [
        'start',
        '-w',
        '-t',
        '60',
        '-D',
        dataDir,
        '-l',
        path.join(dir, 'postgres.log'),
        '-o',
        serverOptions,
      ]);
      running = true;
      await waitForPostgres(url);
    },
    /** A fast shutdown: open connections are ended (57P01), as when a server is restarted. */
    async stop() {
      if (!running) return;
      run('pg_ctl', ['stop', '-w', '-t', '60', '-m', 'fast', '-D', dataDir]);
      running = false;
    },
  };
}
