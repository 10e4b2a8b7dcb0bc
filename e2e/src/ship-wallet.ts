/**
 * Ships the wallet as its team would: `pnpm deploy:area mf-wallet …`, built from the checkout's
 * sources with `edits` applied for the one build, then put back. Journeys run two files at a time
 * and the edits are made in the checkout's own files, so a journey that ships holds the wallet's
 * sources for its whole file (a lock file, `holdWalletSources` in its `beforeAll`): otherwise one
 * journey's build could take the other's edits, or lose its own to the other's putting back, and
 * one journey's builds would starve the other's pages of the machine's two cores.
 */
import { execFile } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '@engage/tooling/apps';

const run = promisify(execFile);
const LOCK = path.join(tmpdir(), 'engage-e2e-wallet-sources.lock');
/** Longer than any build: a lock older than this was left by a journey that was killed. */
const STALE_MS = 10 * 60_000;

export type SourceEdits = Record<string, (text: string) => string>;

/** Whether this journey holds the lock: only the holder may let it go. */
let held = false;

/** Waits until no other journey holds the wallet's sources, then holds them. */
export async function holdWalletSources(): Promise<void> {
  for (;;) {
    try {
      closeSync(openSync(LOCK, 'wx'));
      held = true;
      return;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) unlinkSync(LOCK);
      } catch {
        // released meanwhile: try again
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Runs `deploy-area.mjs mf-wallet ...args` with `env` on top, holding the sources; what it printed. */
export async function shipWallet(
  args: string[],
  edits: SourceEdits = {},
  env: Record<string, string> = {},
): Promise<string> {
  const originals = Object.fromEntries(Object.keys(edits).map((file) => [file, readFileSync(file, 'utf8')]));
  try {
    for (const [file, edit] of Object.entries(edits)) writeFileSync(file, edit(originals[file] ?? ''));
    const { stdout } = await run(
      process.execPath,
      [path.join(repoRoot, 'scripts/deploy-area.mjs'), 'mf-wallet', ...args],
      {
        env: { ...process.env, ...env },
      },
    );
    return stdout;
  } finally {
    for (const [file, text] of Object.entries(originals)) writeFileSync(file, text);
  }
}

export function releaseWalletSources(): void {
  if (!held) return;
  held = false;
  unlinkSync(LOCK);
}
