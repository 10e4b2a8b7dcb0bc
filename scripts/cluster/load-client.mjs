// The parent's handle on the load generator (load.mjs): forks it as a separate Node process
// and turns its IPC commands into promises.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const LOAD_SCRIPT = fileURLToPath(new URL('./load.mjs', import.meta.url));
/** tsx (the API's TypeScript runner): the load builds task requests with the feed's own code. */
const TSX = pathToFileURL(createRequire(new URL('../../api/package.json', import.meta.url)).resolve('tsx')).href;

export function startLoad({ log = () => undefined } = {}) {
  const child = fork(LOAD_SCRIPT, [], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], execArgv: ['--import', TSX] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const waiting = new Map();
  const listeners = new Set();
  let sequence = 0;
  child.on('message', (message) => {
    if (message.id === undefined) {
      for (const listener of listeners) listener(message);
      return;
    }
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (!pending) return;
    if (message.error) pending.reject(new Error(`load generator: ${message.error}`));
    else pending.resolve(message);
  });
  child.on('exit', (code, signal) => {
    for (const pending of waiting.values()) {
      pending.reject(new Error(`the load generator exited (${code ?? signal}):\n${output.slice(-2000)}`));
    }
    waiting.clear();
  });

  function send(cmd, body = {}) {
    sequence += 1;
    const id = sequence;
    log(`load: ${cmd}`);
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      child.send({ id, cmd, ...body });
    });
  }

  return {
    pid: child.pid,
    /** Makes (or, given `users`, refreshes) the users; `{ users }`. */
    setup: (options) => send('setup', options),
    /** `{ report }` after `seconds` of load (see load.mjs). */
    run: (options) => send('run', options),
    /** Ends the run under way now (it answers with its report as usual). */
    halt: () => send('halt'),
    money: (options) => send('money', options),
    audit: () => send('audit'),
    loginLimit: (attempts) => send('login-limit', { attempts }),
    users: () => send('users'),
    /** Messages the generator sends on its own (`money-sent`). */
    onEvent: (listener) => listeners.add(listener),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await send('stop').catch(() => undefined);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
