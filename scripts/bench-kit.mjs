// What the browser benchmarks share: Debian's Chromium, the production builds served as
// `pnpm start` serves them, the API in its own process, and the demo consumer's sign-in.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appDir, browserApps, repoRoot, shell } from '../tooling/apps.cjs';
import { chromiumLaunchOptions } from '../tooling/chromium.cjs';
import { serveApp } from '../tooling/serve-static.cjs';

const requireFromE2e = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium: playwrightChromium } = requireFromE2e('playwright-core');

/** Debian's Chromium through Playwright, with the flags our browser tests use. */
export const chromium = { launch: () => playwrightChromium.launch(chromiumLaunchOptions()) };

/** The lab profile's CPU: the machine's own, slowed this many times (DevTools throttling). */
export const CPU_SLOWDOWN = 4;

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Every app's production build, each on its own port, as `pnpm start` serves them. */
export function serveBuilds() {
  return Promise.all(
    browserApps.map((app) =>
      serveApp({ dir: path.join(appDir(app), 'dist'), port: app.port, spa: app === shell, host: 'localhost' }),
    ),
  );
}

/**
 * Starts an API process and resolves once it answers. `script` is an api/ script to run with
 * tsx (a benchmark's own server); without it, the API starts the way `pnpm start` starts it.
 * Resolves to `{ stop() }`.
 */
export async function startApi(env, script) {
  const args = script ? ['exec', 'tsx', script] : ['--filter', '@engage/api', 'start'];
  const child = spawn('pnpm', args, {
    cwd: script ? path.join(repoRoot, 'api') : repoRoot,
    // The benchmarks sign in as the demo consumer: the demo data is asked for.
    env: { ...process.env, SEED: 'demo', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: pnpm and tsx start children of their own, and all must stop.
    detached: true,
  });
  const server = { stop: () => process.kill(-child.pid, 'SIGTERM') };
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the API exited with ${code} before it answered`))),
  );
  const settings = `http://localhost:${env.PORT}/api/settings/`;
  const answered = (async () => {
    for (;;) {
      const ok = await fetch(settings).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return server;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return Promise.race([answered, exited]);
}

/** Signs the demo consumer in through the API: `{ access, refresh, session_id }`. */
export async function demoLogin(apiBaseUrl) {
  const response = await fetch(`${apiBaseUrl}users/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@engage.test', password: 'demo-password-1' }),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status}`);
  return response.json();
}

/** Stores the session in a browser context before the app's scripts run, as signing in leaves it. */
export function storeSession(context, tokens) {
  return context.addInitScript((session) => {
    localStorage.setItem('token', session.access);
    localStorage.setItem('refresh', session.refresh);
    localStorage.setItem('session_id', String(session.session_id));
    localStorage.setItem('userType', 'consumer');
  }, tokens);
}

/**
 * How fast this machine's Chromium runs JavaScript, as Lighthouse's BenchmarkIndex measures it
 * (higher is faster): half a second building a 10,000-character string over and over, half a
 * second copying 100,000 numbers between two arrays, each counted per second over ten, averaged.
 * The lab profile slows the CPU from whatever the host is, so the benches print it beside
 * their figures: the same build reads slower on a slower machine.
 */
export async function benchmarkIndex(browser, cpuSlowdown = 1) {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    return await page.evaluate(() => {
      const perSecondOverTen = (iterations, started) => iterations / 10 / ((Date.now() - started) / 1000);
      let started = Date.now();
      let strings = 0;
      while (Date.now() - started < 500) {
        let text = '';
        for (let i = 0; i < 10000; i++) text += 'a';
        if (text.length !== 10000) throw new Error('the string benchmark was optimised away');
        strings++;
      }
      const stringIndex = perSecondOverTen(strings, started);
      const from = Array.from({ length: 100000 }, (_, i) => i);
      const to = [...from];
      started = Date.now();
      let copies = 0;
      // The clock is read every tenth copy only, as Lighthouse does.
      while (copies % 10 !== 0 || Date.now() - started < 500) {
        const [source, target] = copies % 2 === 0 ? [from, to] : [to, from];
        for (let i = 0; i < source.length; i++) target[i] = source[i];
        copies++;
      }
      return Math.round((stringIndex + perSecondOverTen(copies, started)) / 2);
    });
  } finally {
    await page.close();
  }
}

/** One line on how fast this machine is, for the benches' reports. */
export async function hostSpeed(browser) {
  const [host, slowed] = [await benchmarkIndex(browser), await benchmarkIndex(browser, CPU_SLOWDOWN)];
  return `This machine's Chromium: BenchmarkIndex ${host}, ${slowed} at ${CPU_SLOWDOWN}× CPU slowdown (Lighthouse's measure; higher is faster).`;
}
