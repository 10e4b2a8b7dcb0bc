// `pnpm bench:feed`: the home feed on a phone-class CPU. From the production builds
// (run `pnpm build` first), served as `pnpm start` serves them, against our API in its own
// process with 1,000 extra live tasks (api/bench/feed-bench-server.ts). In Debian's Chromium:
//   1. the feed area's own JavaScript on its first visit in a running shell, gzipped, counted
//      until the first task card is on screen (budget 35 kB, the shared kit included);
//   2. with 1,000 tasks loaded and the CPU slowed 4× (DevTools throttling), the page scrolled
//      from the top one step per frame, and when each frame reached the screen, from the
//      compositor's reports in a trace (the events DevTools' Frames track draws). The frame time
//      is the time between two frames shown, in whole vsyncs of a 60 Hz display: p50, p95
//      (target ≤ 16.7 ms: a new frame every vsync), max, the frames late by a vsync or more, the
//      intervals as headless Chromium presented them, and how many task cards the DOM held
//      (virtualised: only those on screen). Beside it, the intervals between the page's own
//      animation-frame callbacks; then a static page of text scrolled the same way, for scale,
//      and the same page holding the main thread for 25 ms every tenth frame, to check the
//      measure by.
//      FEED_TRACE=<file> writes a fuller performance trace of the steady scroll,
//      FEED_PROFILE=<file> a CPU profile of each scroll (<file>-40px, <file>-120px).
// Ports are the usual local ones (3000–3010, API 4000): stop `pnpm start` first.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { apiPort, localApiEnvironment, remotes, shell } from '../tooling/apps.cjs';
import { CPU_SLOWDOWN, chromium, demoLogin, hostSpeed, kb, serveBuilds, storeSession, startApi } from './bench-kit.mjs';

const TASKS = 1000;
const budgets = { ownCode: 35 * 1024, frameP95: 16.7 };
const feed = remotes.find((remote) => remote.name === 'mf_feed');

/**
 * Scrolls the page one step per animation frame, 1,500 frames from where it is, timing the
 * intervals between the frames' callbacks; marks where the scroll starts and ends for the trace,
 * and notes how many task cards the DOM held at most. With `busyEvery`, every so many frames
 * hold the main thread for 25 ms: a known share of late frames, to check the measure by.
 */
function scrollFrames(page, pixels, busyEvery = 0) {
  return page.evaluate(
    ([step, busyEvery]) =>
      new Promise((resolve) => {
        const callbacks = [];
        let last = performance.now();
        let maxCards = 0;
        performance.mark('bench-scroll-start');
        const tick = () => {
          const now = performance.now();
          callbacks.push(now - last);
          last = now;
          maxCards = Math.max(maxCards, document.querySelectorAll('article.eg-task').length);
          if (callbacks.length > 1500) {
            performance.mark('bench-scroll-end');
            resolve({ callbacks: callbacks.slice(1), maxCards, y: window.scrollY });
            return;
          }
          if (busyEvery && callbacks.length % busyEvery === 0) {
            const started = performance.now();
            while (performance.now() - started < 25);
          }
          window.scrollBy(0, step);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [pixels, busyEvery],
  );
}

/**
 * When each of the page's frames reached the screen during the scroll, from the compositor's
 * reports in a trace: a report opens when a frame begins, on a vsync, and closes when the frame is
 * presented. Frames that carried the page's new content and were presented whole count; `times`
 * are the intervals between two of them reaching the screen. Headless Chromium presents a frame as
 * soon as it is drawn, not on a vsync, so those intervals jitter by a few ms either way even on a
 * static page; a phone's display shows frames only on its vsyncs. `vsyncs` is each interval in
 * whole vsyncs (the nearest): 1 for a frame on time, 2 or more for a late one, 0 for a frame
 * overtaken before the display could show it. (A report's own "dropped" state is no guide here:
 * headless Chromium presents a late frame rather than drop it.)
 */
function presentedFrames(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const mark = (name) => events.find((event) => event.name === name && event.ph !== 'e')?.ts;
  const [start, end] = [mark('bench-scroll-start'), mark('bench-scroll-end')];
  const reports = events.filter((event) => event.name === 'PipelineReporter').sort((a, b) => a.ts - b.ts);
  // Report ids are reused: each open report closes before its id opens another.
  const open = new Map();
  const frames = [];
  for (const event of reports) {
    const id = `${event.tid} ${JSON.stringify(event.id2 ?? event.id)}`;
    if (event.ph === 'b') open.set(id, event);
    if (event.ph !== 'e' || !open.has(id)) continue;
    const begun = open.get(id);
    open.delete(id);
    const report = begun.args.frame_reporter;
    const whole = report.state === 'STATE_PRESENTED_ALL' && report.has_main_animation;
    if (whole && begun.ts >= start && begun.ts <= end) {
      frames.push({ vsync: report.frame_sequence, begun: begun.ts, presented: event.ts });
    }
  }
  // The vsync interval, from the frames' begin times and sequence numbers.
  frames.sort((a, b) => a.vsync - b.vsync);
  const interval = (frames.at(-1).begun - frames[0].begun) / (frames.at(-1).vsync - frames[0].vsync) / 1000;
  const shown = frames.map((frame) => frame.presented).sort((a, b) => a - b);
  const times = shown.slice(1).map((ts, index) => (ts - shown[index]) / 1000);
  return { times, interval, vsyncs: times.map((time) => Math.round(time / interval)) };
}

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { p50: at(50), p95: at(95), max: sorted.at(-1) };
}
const ms = (value) => `${value.toFixed(1)} ms`;

/** Scrolls `step` px a frame for 1,500 frames from the top under a trace; see the header. */
async function measureScroll(browser, page, step, { fullTrace, busyEvery } = {}) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1000);
  const categories = ['disabled-by-default-devtools.timeline.frame', 'blink.user_timing'];
  if (fullTrace) categories.push('devtools.timeline', 'disabled-by-default-devtools.timeline');
  await browser.startTracing(page, { categories });
  const result = await scrollFrames(page, step, busyEvery);
  const trace = await browser.stopTracing();
  if (fullTrace) writeFileSync(fullTrace, trace);
  return { ...result, ...presentedFrames(trace) };
}

function describe(result) {
  // On a display: the frames it shows, each held for its whole vsyncs.
  const onScreen = result.vsyncs.filter((vsyncs) => vsyncs > 0).map((vsyncs) => vsyncs * result.interval);
  const frames = percentiles(onScreen);
  const presented = percentiles(result.times);
  const callbacks = percentiles(result.callbacks);
  // A vsync or more without a new frame: on a phone's display, a frame dropped.
  const late = result.vsyncs.filter((vsyncs) => vsyncs >= 2).length;
  return {
    p95: frames.p95,
    text:
      `frame time p50 ${ms(frames.p50)}, p95 ${ms(frames.p95)}, max ${ms(frames.max)}; ` +
      `${late} of ${onScreen.length} frames late by a vsync or more ` +
      `(${((100 * late) / onScreen.length).toFixed(1)} %); ` +
      `intervals as presented p95 ${ms(presented.p95)}; ` +
      `animation-frame callbacks p50 ${ms(callbacks.p50)}, p95 ${ms(callbacks.p95)}`,
  };
}

const apiProcess = await startApi(
  { ...localApiEnvironment('localhost'), BENCH_TASKS: String(TASKS), SEED: 'true' },
  'bench/feed-bench-server.ts',
);
const servers = await serveBuilds();
const browser = await chromium.launch();
console.log(await hostSpeed(browser));
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

  // 3. Scroll with the CPU slowed 4×, one step per frame: a steady thumb scroll (40 px a frame,
  //    2,400 px/s) and a hard fling (120 px a frame, 7,200 px/s), each over 1,500 frames from
  //    the top.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scrolls = [
    ['steady scroll', 40],
    ['fast fling', 120],
  ];
  const profileFile = process.env.FEED_PROFILE;
  for (const [name, step] of scrolls) {
    if (profileFile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const result = await measureScroll(browser, page, step, { fullTrace: step === 40 && process.env.FEED_TRACE });
    if (profileFile) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(`${profileFile}-${step}px`, JSON.stringify(profile));
    }
    const { p95, text } = describe(result);
    console.log(
      `${name} (${step} px a frame, ${CPU_SLOWDOWN}× CPU slowdown, to y=${Math.round(result.y)}): ${text}; ` +
        `at most ${result.maxCards} task cards in the DOM`,
    );
    results[name] = p95;
  }
  // For scale: a static page of text lines, scrolled the same way at the same slowdown; then
  // the same page holding the main thread for 25 ms every tenth frame, which a phone's display
  // would show as about one frame in ten dropped.
  await page.setContent(
    `<main style="font: 16px sans-serif">${'<p>A line of text in a static page.</p>'.repeat(4000)}</main>`,
  );
  for (const [name, step] of scrolls) {
    console.log(
      `a static page, ${name} (${step} px a frame): ${describe(await measureScroll(browser, page, step)).text}`,
    );
  }
  const busy = await measureScroll(browser, page, 40, { busyEvery: 10 });
  console.log(`the static page, 25 ms busy every tenth frame (40 px a frame): ${describe(busy).text}`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The budget is held on the steady scroll; the fling is reported.
  if (results['steady scroll'] > budgets.frameP95) {
    failures.push(`steady-scroll frame time p95 is ${ms(results['steady scroll'])} (target ≤ 16.7 ms)`);
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
