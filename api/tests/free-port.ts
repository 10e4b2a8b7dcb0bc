/**
 * A free port on this machine, for a server whose address must be known before it starts.
 *
 * The port comes from below the kernel's ephemeral range (32768 and up on Linux), in a block of
 * its own for each Jest worker. A port the kernel handed out for `listen(0)` and that the probe
 * then released could be handed out again to the next `listen(0)`, in this test or in a worker
 * running beside it, before the server that was meant to have it starts.
 */
import { createServer } from 'node:net';

const FIRST_PORT = 20_000;
const PORTS_PER_WORKER = 400;

const worker = Number(process.env.JEST_WORKER_ID ?? '1');
let next = FIRST_PORT + ((worker - 1) % 30) * PORTS_PER_WORKER;
const last = next + PORTS_PER_WORKER;

async function isFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise<boolean>((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  while (next < last) {
    const port = next;
    next += 1;
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port left in this worker's block (below ${String(last)})`);
}
