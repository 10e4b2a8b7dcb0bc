// `pnpm bench:feed`: the home feed on a phone-class CPU. From the production builds
// (run `pnpm build` first), served as `pnpm start` serves them, against our API in its own
// process with 1,000 extra live tasks (api/bench/feed-bench-server.ts). In Debian's Chromium:
//   1. the feed area's own JavaScript on its first visit in a running shell, gzipped, counted
//      until the first task card is on screen (budget 35 kB, the shared kit included);
//   2. with 1,000 tasks loaded and the CPU slowed 4× (DevTools throttling), the time between
//      frames while the page scrolls from top to bottom: p50, p95 (target ≤ 16 ms — rAF frames
//      at 60 Hz are 16.7 ms, so "≤ 16 ms" reads as "no frame dropped": p95 at one vsync), max,
//      and how many task cards the DOM holds (virtualised: only those on screen); then a static
//      page of text scrolled the same way, for scale. FEED_TRACE=<file> writes a performance
//      trace of the steady scroll, FEED_PROFILE=<file> a CPU profile of it.
// Ports are the usual local ones (3000–3010, API 4000): stop `pnpm start` first.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { apiPort, localApiEnvironment, remotes, shell } from '../shared/build/apps.cjs';
import { chromium, demoLogin, kb, serveBuilds, storeSession, startApi } from './bench-kit.mjs';

const TASKS = 1000;
const budgets = { ownCode: 35 * 1024, frameP95: 16.7 };
const feed = remotes.find((remote) => remote.name === 'mf_feed');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Scrolls the page one step per animation frame, 1,500 frames from where it is, and times every
 * frame; also notes how many task cards the DOM held at most.
 */
function scrollFrames(page, pixels) {
  return page.evaluate(
    (step) =>
      new Promise((resolve) => {
        const frames = [];
        let last = performance.now();
        let maxCards = 0;
        const tick = () => {
          const now = performance.now();
          frames.push(now - last);
          last = now;
          maxCards = Math.max(maxCards, document.querySelectorAll('article.eg-task').length);
          if (frames.length > 1500) {
            resolve({ frames: frames.slice(1), maxCards, y: window.scrollY });
            return;
          }
          window.scrollBy(0, step);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    pixels,
  );
}

const apiProcess = await startApi(
  { ...localApiEnvironment('localhost'), BENCH_TASKS: String(TASKS), SEED: 'true' },
  'bench/feed-bench-server.ts',
);
const servers = await serveBuilds();
const browser = await chromium.launch();
const failures = [];
const results = {};

try {
  const tokens = await demoLogin(`http://localhost:${apiPort}/api/`);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await storeSession(context, tokens);
  const page = await context.newPage();

  // 1. The feed's own code on its first visit: the shell is already running (it opened on the
  //    FAQ page, a shell page), then the user taps Home.
  await page.goto(`http://localhost:${shell.port}/faq`);
  await page.locator('main h1').first().waitFor();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.evaluate(() => {
    history.pushState({}, '', '/consumer');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.locator('article.eg-task').first().waitFor();
  const files = await Promise.all(
    scripts
      .filter((response) => new URL(response.url()).port === String(feed.port))
      .map(async (response) => ({ url: response.url(), bytes: gzipSync(await response.body(), { level: 9 }).length })),
  );
  const own = files.filter((file) => !file.url.endsWith('/remoteEntry.js')).reduce((sum, file) => sum + file.bytes, 0);
  const entry = files.filter((file) => file.url.endsWith('/remoteEntry.js')).reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `Feed area, first visit in a running shell: own code ${kb(own)} (budget ${kb(budgets.ownCode)}), remoteEntry ${kb(entry)}`,
  );
  if (own > budgets.ownCode) failures.push(`the feed's own code is ${kb(own)} (budget ${kb(budgets.ownCode)})`);

  // 2. Load 1,000 tasks by scrolling (unthrottled: this part is not measured).
  let loaded = 0;
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.port === String(apiPort) && /^\/api\/all\/$/.test(url.pathname) && response.ok()) {
      const body = await response.json().catch(() => ({ results: [] }));
      loaded += body.results?.length ?? 0;
    }
  });
  const started = Date.now();
  while (loaded < TASKS && Date.now() - started < 240_000) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
  }
  console.log(`Loaded ${loaded} tasks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (loaded < TASKS) failures.push(`only ${loaded} of ${TASKS} tasks loaded`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);

  // 3. Scroll with the CPU slowed 4×, one step per frame, timing every frame: a steady thumb
  //    scroll (40 px a frame, 2,400 px/s) and a hard fling (120 px a frame, 7,200 px/s), each
  //    over 1,500 frames from the top.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const [name, step] of [
    ['steady scroll', 40],
    ['fast fling', 120],
  ]) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(1000);
    const tracing = process.env.FEED_TRACE && step === 40;
    const profiling = process.env.FEED_PROFILE && step === 40;
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    if (tracing) {
      await browser.startTracing(page, {
        path: process.env.FEED_TRACE,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
      });
    }
    const result = await scrollFrames(page, step);
    if (tracing) await browser.stopTracing();
    if (profiling) writeFileSync(process.env.FEED_PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const sorted = [...result.frames].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    console.log(
      `${name} (${step} px a frame, 4× CPU slowdown, ${sorted.length} frames to y=${Math.round(result.y)}): ` +
        `frame time p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms; ` +
        `at most ${result.maxCards} task cards in the DOM`,
    );
    results[name] = p95;
  }
  // For scale: a static page of text lines, scrolled the same way at the same slowdown, drops
  // no frame for its content, so its p95 is what this browser's frame timing allows.
  await page.setContent(
    `<main style="font: 16px sans-serif">${'<p>A line of text in a static page.</p>'.repeat(4000)}</main>`,
  );
  for (const [name, step] of [
    ['steady scroll', 40],
    ['fast fling', 120],
  ]) {
    await page.waitForTimeout(1000);
    const result = await scrollFrames(page, step);
    const sorted = [...result.frames].sort((a, b) => a - b);
    console.log(
      `a static page, ${name} (${step} px a frame, 4× CPU slowdown): ` +
        `frame time p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The budget (≤ 16 ms at p95, i.e. no dropped frame at 60 Hz within measurement noise) is
  // held on the steady scroll; the fling is reported.
  if (results['steady scroll'] > budgets.frameP95) {
    failures.push(`steady-scroll frame time p95 is ${results['steady scroll'].toFixed(1)} ms (target ≤ 16 ms)`);
  }
  await context.close();
} finally {
  await browser.close();
  for (const server of servers) server.close();
  apiProcess.stop();
}

if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nFeed budgets met.');
