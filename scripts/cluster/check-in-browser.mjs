// Checks a running cluster as a person would, in Chromium: the shell opens through nginx under
// its Content-Security-Policy, the demo user signs in, the feed shows tasks, the alerts websocket
// connects through nginx, and the page reports no CSP violation and no error.
//
//   pnpm cluster            (in another terminal)
//   node scripts/cluster/check-in-browser.mjs [http://localhost:3000/]
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../tooling/apps.cjs';
import { chromiumLaunchOptions } from '../../tooling/chromium.cjs';

// playwright-core is the browser tests' dependency.
const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))('playwright-core');

const DEMO_EMAIL = 'demo@engage.test';
const DEMO_PASSWORD = 'demo-password-1';
const shellUrl = process.argv[2] ?? 'http://localhost:3000/';

const browser = await chromium.launch(chromiumLaunchOptions());
const problems = [];
try {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    globalThis.document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  page.on('console', (message) => {
    // Reported below with its address, by 'requestfailed'.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: net::')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    // Third-party pictures (YouTube thumbnails) on a machine without internet are not ours to fix.
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    } else console.log(`· not reachable from here: ${url.origin} (${request.failure()?.errorText})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const alertsSocket = new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/ws/alerts/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"connected"')) resolve(socket.url().replace(/token=[^&]+/, 'token=…'));
      });
    });
  });

  const started = Date.now();
  await page.goto(new URL('/signin', shellUrl).toString());
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/consumer/, { timeout: 30_000 });
  await page.getByRole('article').first().waitFor({ timeout: 30_000 });
  const tasks = await page.getByRole('article').count();
  const socketUrl = await Promise.race([
    alertsSocket,
    new Promise((_resolve, reject) =>
      setTimeout(() => reject(new Error('the alerts websocket did not connect')), 15_000),
    ),
  ]);
  console.log(`✓ signed in as ${DEMO_EMAIL}; the feed shows ${tasks} tasks (${Date.now() - started} ms)`);
  console.log(`✓ alerts websocket connected: ${socketUrl}`);
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await browser.close();
}
if (problems.length > 0) {
  console.error(`✗ ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('✓ no CSP violation, no console error');
