// One API process of a cluster: `node api/dist/server.js` on its own port, which can be killed,
// stopped (SIGTERM: it drains) and started again, as an operator or a fault test would.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../tooling/apps.cjs';

const serverEntry = path.join(repoRoot, 'api/dist/server.js');
/** Lines of output kept to explain a failed start. */
const KEPT_LINES = 60;

/** Polls `url` until it answers 2xx, the child exits, or the time is up. */
async function waitUntilReady(url, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the API instance exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    }
    const ready = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    if (Date.now() > deadline)
      throw new Error(`the API instance was not ready at ${url} in ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * @param {object} options
 * @param {string} options.id INSTANCE_ID
 * @param {number} options.port
 * @param {Record<string, string>} options.env everything else it needs (DATABASE_URL, origins…)
 * @param {'inherit' | 'ignore' | string | ((line: string) => void)} options.log its output: ours, nowhere, appended to a file; a function gets only the cluster's own lines
 */
export function apiInstance({ id, port, env, log }) {
  let child;
  let recent = [];
  const output = () => recent.join('\n');
  const keep = (text) => {
    recent = [...recent, ...text.split('\n').filter(Boolean)].slice(-KEPT_LINES);
    if (typeof log === 'string' && log !== 'inherit' && log !== 'ignore') appendFileSync(log, text);
    if (log === 'inherit') process.stdout.write(text.replace(/^(?=.)/gm, `[${id}] `));
  };
  const exited = () => !child || child.exitCode !== null || child.signalCode !== null;
  const waitForExit = () =>
    exited() ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

  const instance = {
    id,
    port,
    get pid() {
      return exited() ? undefined : child.pid;
    },
    get running() {
      return !exited();
    },
    /** What it printed last, for a failure message. */
    output,
    /** Starts it (again); resolves once its own /api/health/ready/ answers. */
    async start(timeoutMs = 60_000) {
      if (!exited()) return;
      recent = [];
      child = spawn(process.execPath, [serverEntry], {
        cwd: path.join(repoRoot, 'api'),
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', INSTANCE_ID: id },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: Ctrl+C in a terminal reaches the cluster, which drains it,
        // rather than every process at once.
        detached: true,
      });
      child.stdout.setEncoding('utf8').on('data', keep);
      child.stderr.setEncoding('utf8').on('data', keep);
      await waitUntilReady(`http://127.0.0.1:${port}/api/health/ready/`, child, output, timeoutMs);
    },
    /** Sends `signal` (SIGKILL: a crash); resolves once the process has exited. */
    async kill(signal = 'SIGKILL') {
      if (exited()) return;
      const done = waitForExit();
      child.kill(signal);
      await done;
    },
    /** SIGTERM: it drains and exits; resolves once it has. */
    stop() {
      return instance.kill('SIGTERM');
    },
  };
  return instance;
}
