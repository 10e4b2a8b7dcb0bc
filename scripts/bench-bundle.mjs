// `pnpm bench:bundle`: what the browser downloads, gzipped (level 9, what the budgets count),
// and beside it the bytes on the wire (what the server actually sent: its brotli files), from
// the production builds served as `pnpm start` serves them, in Debian's Chromium. Reports:
//   - the first paint of /signin: every script fetched until the sign-in form can be used (its
//     email field is on the page and React has taken it: a prerendered field is visible from the
//     HTML, and usable once hydrated)
//   - each remote's entry file (remoteEntry.js)
//   - each remote's own code: what its origin sends, beyond the entry, when its first page opens
//     in a shell that already runs (shared React, router… come from the shell and are not
//     downloaded again)
// and exits non-zero when a budget is exceeded.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appDir, browserApps, remotes, shell } from '../tooling/apps.cjs';
import { chromium, kb, serveBuilds } from './bench-kit.mjs';

const budgets = { remoteEntry: 10 * 1024, signinFirstPaint: 200 * 1024, areaOwnCode: 35 * 1024 };
const signinRoute = { mf_auth: '/signin' };
const remoteFirstPage = {
  mf_auth: '/privacy-policy',
  mf_feed: '/consumer',
  mf_alerts: '/consumer/notifications',
  mf_profile: '/consumer/profile',
  mf_wallet: '/consumer/payments',
  mf_posting: '/consumer/add-link',
  mf_affiliate: '/consumer/affiliate',
  mf_reels: '/consumer/video-reels',
  mf_operator: '/operator/signin',
};

const gzipped = (buffer) => gzipSync(buffer, { level: 9 }).length;
const appByPort = (port) => browserApps.find((app) => String(app.port) === port);
const failures = [];

/** Opens `url` and sums gzipped script bytes per app until `ready` resolves. */
async function scriptsUntil(page, url, ready) {
  const responses = [];
  const listener = (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('response', listener);
  const started = Date.now();
  await page.goto(url);
  await ready();
  const elapsed = Date.now() - started;
  page.off('response', listener);
  const files = await Promise.all(
    responses.map(async (response) => ({
      url: new URL(response.url()),
      bytes: gzipped(await response.body()),
      wire: (await response.request().sizes()).responseBodySize,
    })),
  );
  return { files, elapsed };
}

const servers = await serveBuilds();
const browser = await chromium.launch();

try {
  // 1. First paint of /signin, in a fresh browser profile (nothing cached).
  const signedOut = await browser.newContext();
  const paintPage = await signedOut.newPage();
  const paint = await scriptsUntil(paintPage, `http://localhost:${shell.port}${signinRoute.mf_auth}`, () =>
    paintPage.waitForFunction(() => {
      const email = document.querySelector('input[type="email"]');
      return email !== null && Object.keys(email).some((key) => key.startsWith('__reactProps$'));
    }),
  );
  await signedOut.close();
  const perApp = {};
  for (const file of paint.files) {
    const app = appByPort(file.url.port)?.dir ?? file.url.host;
    perApp[app] ??= { bytes: 0, wire: 0 };
    perApp[app].bytes += file.bytes;
    perApp[app].wire += file.wire;
  }
  const paintTotal = paint.files.reduce((sum, file) => sum + file.bytes, 0);
  const paintWire = paint.files.reduce((sum, file) => sum + file.wire, 0);
  if (paintTotal > budgets.signinFirstPaint) {
    failures.push(`first paint of /signin is ${kb(paintTotal)} (budget ${kb(budgets.signinFirstPaint)})`);
  }
  console.log(
    `First paint of /signin: ${kb(paintTotal)} of JavaScript in ${paint.files.length} files, gzipped (budget ${kb(budgets.signinFirstPaint)}); ${kb(paintWire)} on the wire; usable after ${paint.elapsed} ms on localhost`,
  );
  for (const [app, { bytes, wire }] of Object.entries(perApp)) {
    console.log(`  ${app.padEnd(14)} ${kb(bytes).padStart(9)} gzipped ${kb(wire).padStart(9)} on the wire`);
  }

  // 2. Each remote's entry and own code, opened in a signed-in shell.
  console.log(`\nPer remote, gzipped (entry budget ${kb(budgets.remoteEntry)}, own code ${kb(budgets.areaOwnCode)}):`);
  console.log(
    `  ${'remote'.padEnd(14)} ${'entry'.padStart(9)} ${'own code'.padStart(9)} ${'on the wire'.padStart(12)}  first page`,
  );
  for (const remote of remotes) {
    const entry = gzipped(readFileSync(path.join(appDir(remote), 'dist', 'remoteEntry.js')));
    if (entry > budgets.remoteEntry)
      failures.push(`${remote.dir} remoteEntry.js is ${kb(entry)} (budget ${kb(budgets.remoteEntry)})`);
    const context = await browser.newContext();
    if (remote.name !== 'mf_auth') {
      await context.addInitScript(() => {
        localStorage.setItem('token', 'bench');
        localStorage.setItem('userType', 'consumer');
      });
    }
    const page = await context.newPage();
    const route = remoteFirstPage[remote.name];
    const opened = await scriptsUntil(page, `http://localhost:${shell.port}${route}`, () =>
      page.locator('main h1').first().waitFor(),
    );
    await context.close();
    const ownFiles = opened.files.filter(
      (file) => file.url.port === String(remote.port) && !file.url.pathname.endsWith('/remoteEntry.js'),
    );
    const own = ownFiles.reduce((sum, file) => sum + file.bytes, 0);
    const ownWire = ownFiles.reduce((sum, file) => sum + file.wire, 0);
    if (own > budgets.areaOwnCode)
      failures.push(`${remote.dir} own code is ${kb(own)} on its first visit (budget ${kb(budgets.areaOwnCode)})`);
    console.log(
      `  ${remote.dir.padEnd(14)} ${kb(entry).padStart(9)} ${kb(own).padStart(9)} ${kb(ownWire).padStart(12)}  ${route}`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}

if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
