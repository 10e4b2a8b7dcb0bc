// `pnpm bench:vitals`: how fast engage opens on a mid-range Android phone on mobile
// data. From the production builds (run `pnpm build` first), served as `pnpm start` serves them,
// against our API in its own process on a fresh demo database, in Debian's Chromium with the
// standard mobile lab profile: 4× CPU slowdown, 1.6 Mb/s down, 750 kb/s up, 150 ms round trip,
// a phone-sized screen and a cold cache (a new browser for every load). The signed-in page is
// a returning user's: opened once before, its storage kept, its HTTP cache empty.
//
// For a cold load of /signin and of /consumer (the demo consumer signed in) it reports, as the
// median of 5 loads: LCP, CLS, INP for one tap (the email field; the feed's first action
// button), the bytes on the wire, and the round trips on the critical path: the longest chain
// of requests each started only after the one before it had finished (document → script →
// config → manifest → chunk → …) up to the largest paint. Exits non-zero past a target.
//
// A returning user's /consumer paints first the picture of the feed kept at the earlier visit
// (shell/src/feed-picture/feed-picture.ts); its LCP is then that picture's, and the time the app's
// own first task card was drawn is reported beside it.
//
// A warm return visit of /consumer is measured beside them: the same phone opened the feed before
// (twice, so the shell's service worker has installed and kept the feed's files), and opens it
// again in a new tab with its HTTP cache, storage and service worker as they were left. Its bytes
// on the wire count what the page and the service worker fetched from the network (a file the
// worker answers from its cache costs none). Targets: LCP ≤ 1.0 s, ≤ 30 kB.
//
// Ports are the usual local ones (3000–3010, API 4000): stop `pnpm start` first.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPort, localApiEnvironment, shell } from '../tooling/apps.cjs';
import {
  CPU_SLOWDOWN,
  chromium,
  demoLogin,
  hostSpeed,
  median,
  serveBuilds,
  startApi,
  storeSession,
} from './bench-kit.mjs';

const RUNS = Number(process.env.VITALS_RUNS ?? 5);
/** VITALS_PAGES=/consumer: measure only the pages named (comma-separated). */
const only = process.env.VITALS_PAGES?.split(',');
/** VITALS_PROFILE=<dir>: a CPU profile of the page's main thread for each load (open in DevTools). */
const profileDir = process.env.VITALS_PROFILE;
if (profileDir) mkdirSync(profileDir, { recursive: true });
// LCP targets are per page (below): a first visit to /signin 1.0 s (its form usable by 2.0 s), a
// returning user's /consumer 1.3 s.
const targets = { cls: 0.1, inp: 200 };
const warmTargets = { bytes: 30 * 1024 };

/** Lighthouse's mobile lab profile ("Slow 4G"): throughput in bytes per second. */
const network = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

/**
 * Collects LCP, CLS and interactions in the page from its first byte on, and notes when the
 * element `readySelector` names is on the page (`window.__ready` resolves then).
 */
function observeVitals(readySelector) {
  const vitals = { lcp: 0, lcpElement: '', cls: 0, interactions: [], live: 0, usable: 0 };
  window.__vitals = vitals;
  let ready;
  window.__ready = new Promise((resolve) => (ready = resolve));
  // Usable: the element is on the page and React has taken it (its props are attached), so its
  // handlers run. A prerendered page shows the element from the HTML's first bytes, and React
  // takes it at hydration, which need not change the document: checked on every frame too.
  const taken = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  let watching = true;
  const check = () => {
    if (!watching) return;
    // When the app itself has drawn a task card (not the picture of the feed kept from the last
    // visit, which lives in a shadow root outside #root): the feed is live from then on.
    if (!vitals.live && document.querySelector('#root article.eg-task')) vitals.live = performance.now();
    const element = document.querySelector(readySelector);
    if (!element || !taken(element)) return;
    vitals.usable = performance.now();
    watching = false;
    ready();
  };
  const observer = new MutationObserver(() => {
    check();
    if (!watching) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  const everyFrame = () => {
    check();
    if (watching) requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      const element = entry.element;
      // No element is named for a paint inside a closed shadow root: the picture of the feed.
      vitals.lcpElement = element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
        : 'the kept picture';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) vitals.interactions.push(entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** Records when every request started and finished, its size and who asked for it. */
function recordNetwork(cdp) {
  const requests = new Map();
  // A response the shell's service worker gave costs the page nothing on the wire: the worker's
  // own fetches, if any, are counted apart (recordWorkerBytes).
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (entry && response.fromServiceWorker) entry.fromWorker = true;
  });
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, timestamp }) => {
    if (requests.has(requestId)) return; // a redirect keeps its first entry
    let parent = initiator.url;
    for (let stack = initiator.stack; !parent && stack; stack = stack.parent) {
      parent = stack.callFrames.find((frame) => frame.url)?.url;
    }
    requests.set(requestId, { url: request.url, parent, started: timestamp, finished: Infinity, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { bytes: entry.fromWorker ? 0 : encodedDataLength, finished: timestamp });
  });
  return requests;
}

/**
 * The round trips on the critical path: the longest chain of requests, each started after the
 * one before had finished, among the requests finished by `until`. Requests in flight together
 * count once; a request that had to wait for another's answer counts again.
 */
function criticalChain(requests, until) {
  const done = [...requests.values()]
    .filter((entry) => entry.finished <= until && !entry.url.startsWith('data:'))
    // A request answered at once (from the page's own cache) can start and finish at the moment
    // another starts: it sorts first, so its depth is known when the other needs it.
    .sort((a, b) => a.started - b.started || a.finished - b.finished);
  const depth = new Map();
  for (const entry of done) {
    const before = done.filter((other) => other.finished <= entry.started);
    // A request reported as finished before it started (seen once on /consumer) sorts after
    // one it is counted before: it counts as one round trip of its own rather than none.
    depth.set(entry, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 1)));
  }
  return Math.max(0, ...depth.values());
}

/** VITALS_TRACE=1: every request of a load, when it started, its size and who asked for it. */
function traceRequests(requests, navigationStarted) {
  const short = (url) => url?.replace(/^https?:\/\/localhost/, '').slice(0, 70);
  for (const entry of [...requests.values()].sort((a, b) => a.started - b.started)) {
    const at = (time) => String(Math.round((time - navigationStarted) * 1000)).padStart(6);
    console.log(
      `    ${at(entry.started)} → ${at(entry.finished)} ms ${(entry.bytes / 1024).toFixed(1).padStart(6)} kB  ${short(entry.url)}  ← ${short(entry.parent) ?? '-'}`,
    );
  }
}

/**
 * Bytes the shell's service worker fetched from the network (its requests are not the page's, so
 * the page's DevTools session does not see them): headers and encoded body of each.
 */
function recordWorkerBytes(context) {
  const counted = { bytes: 0, requests: 0 };
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker()) return;
    counted.requests += 1;
    void request.sizes().then((sizes) => {
      counted.bytes += sizes.responseHeadersSize + Math.max(0, sizes.responseBodySize);
    });
  });
  return counted;
}

/**
 * Gives the shell's service worker the page's slow network too: DevTools' emulation is per target,
 * and the worker's own fetches (network-first release files) would otherwise run at full speed.
 */
async function throttleServiceWorkers(browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const workers = targetInfos.filter((info) => info.type === 'service_worker');
  if (workers.length === 0) throw new Error('no service worker to throttle: the warm visit would not be one');
  let id = 0;
  for (const target of workers) {
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', { offline: false, ...network }],
    ]) {
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: ++id, method, params }),
      });
    }
  }
}

/**
 * Waits until a signed-in page has kept its picture of the feed for the next visit: the returning
 * user looked at their feed for a moment (the picture is taken when the phone is next idle).
 */
async function pictureKept(page) {
  if (!new URL(page.url()).pathname.startsWith('/consumer')) return;
  await page.waitForFunction(() => localStorage.getItem('engage.feedPicture') !== null, undefined, { timeout: 10_000 });
}

/**
 * Waits for the measured page's `window.__ready` (observeVitals) over the bare DevTools protocol.
 * A Playwright locator would first load Playwright's own script into the page, about 150 ms of
 * the slowed main thread in the middle of start-up, and then query the page on every frame.
 */
async function untilReady(cdp, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  while (Date.now() < deadline) {
    // Until the new document's own scripts run, `__ready` may not be there yet; a page that
    // never gets there leaves the evaluate waiting, so the deadline races it.
    const answer = await Promise.race([
      cdp
        .send('Runtime.evaluate', {
          expression: 'window.__ready ? window.__ready.then(() => true) : false',
          awaitPromise: true,
          returnByValue: true,
        })
        .catch(() => undefined), // the document it asked was replaced
      pause(deadline - Date.now()),
    ]);
    if (answer?.result.value === true) return;
    await pause(50);
  }
  throw new Error('the page never showed what it waits for');
}

/** Opens `url` once in `context` and waits until the shell's service worker controls the page. */
async function visitUnderServiceWorker(context, url, ready) {
  const page = await context.newPage();
  await page.goto(url);
  await ready(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  // The worker took the page after its files had loaded: a second visit goes through it and keeps them.
  await page.reload();
  await ready(page);
  await pictureKept(page);
  await page.waitForLoadState('networkidle');
  await page.close();
}

async function coldLoad({ name, url, tokens, readySelector, warm = false }) {
  // What the load waits for is also what the user taps (the email field; the first task's action).
  const ready = (page) => page.locator(readySelector).first().waitFor();
  const tap = (page) => page.locator(readySelector).first().tap();
  const browser = await chromium.launch();
  try {
    // A signed-in user has opened engage before (they signed in there): the measured load
    // starts with what the app kept in the browser's storage on that visit, in a new context,
    // so with an empty HTTP cache: every file and answer still comes over the slow link.
    let storageState;
    if (tokens && !warm) {
      const earlier = await browser.newContext(phone);
      await storeSession(earlier, tokens);
      const earlierPage = await earlier.newPage();
      await earlierPage.goto(url);
      await ready(earlierPage);
      await pictureKept(earlierPage);
      storageState = await earlier.storageState();
      await earlier.close();
    }
    const context = await browser.newContext({ ...phone, storageState });
    if (warm) {
      await storeSession(context, tokens);
      await visitUnderServiceWorker(context, url, ready);
      await throttleServiceWorkers(browser);
    }
    await context.addInitScript(observeVitals, readySelector);
    const workerBytes = recordWorkerBytes(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const requests = recordNetwork(cdp);
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }

    await page.goto(url, { waitUntil: 'commit' });
    await untilReady(cdp);
    if (profileDir) {
      const { profile } = await cdp.send('Profiler.stop');
      const file = path.join(profileDir, `${name.replace(/\W+/g, '') || 'page'}-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`  CPU profile of the main thread until ready: ${file}`);
    }
    await page.waitForLoadState('load');
    // LCP is final at the first input; give late paints a moment to be reported first.
    await page.waitForTimeout(1500);
    const beforeTap = await page.evaluate(() => ({ ...window.__vitals }));
    await tap(page);
    await page.waitForTimeout(1000);
    const interactions = await page.evaluate(() => window.__vitals.interactions);
    // CDP times are monotonic seconds from the same clock as the document request, which
    // starts the page's own clock (LCP is reported from there).
    const navigationStarted = Math.min(...[...requests.values()].map((entry) => entry.started));
    const lcpAt = navigationStarted + beforeTap.lcp / 1000;
    if (process.env.VITALS_TRACE) traceRequests(requests, navigationStarted);
    return {
      lcp: beforeTap.lcp,
      lcpElement: beforeTap.lcpElement,
      live: beforeTap.live,
      usable: beforeTap.usable,
      cls: beforeTap.cls,
      inp: interactions.length > 0 ? Math.max(...interactions) : 0,
      bytes: [...requests.values()].reduce((sum, entry) => sum + entry.bytes, 0) + workerBytes.bytes,
      requests: [...requests.values()].filter((entry) => !entry.fromWorker).length + workerBytes.requests,
      roundTrips: criticalChain(requests, lcpAt),
    };
  } finally {
    await browser.close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'engage-vitals-'));
const api = await startApi({ ...localApiEnvironment('localhost'), DATA_DIR: path.join(dataDir, 'pglite') });
const servers = await serveBuilds();
const failures = [];
const pages = [
  {
    name: '/signin',
    lcpTarget: 1000,
    usableTarget: 2000,
    url: `http://localhost:${shell.port}/signin`,
    readySelector: 'input[type="email"]',
  },
  {
    name: '/consumer',
    lcpTarget: 1300,
    url: `http://localhost:${shell.port}/consumer`,
    signedIn: true,
    readySelector: 'article.eg-task .eg-task__action',
  },
  {
    name: 'warm',
    label: '/consumer, warm return visit (service worker)',
    lcpTarget: 1000,
    url: `http://localhost:${shell.port}/consumer`,
    signedIn: true,
    warm: true,
    readySelector: 'article.eg-task .eg-task__action',
  },
];

try {
  const tokens = await demoLogin(`http://localhost:${apiPort}/api/`);
  const measuring = await chromium.launch();
  console.log(await hostSpeed(measuring));
  await measuring.close();
  console.log(
    `Loads on a phone profile (${CPU_SLOWDOWN}× CPU, 1.6 Mb/s down, 750 kb/s up, 150 ms RTT), cold but for "warm", median of ${RUNS}:\n`,
  );
  console.log(
    `  ${'page'.padEnd(10)} ${'LCP'.padStart(8)} ${'CLS'.padStart(6)} ${'INP'.padStart(7)} ${'on the wire'.padStart(12)} ${'requests'.padStart(9)} ${'round trips'.padStart(12)}  LCP element`,
  );
  for (const target of pages.filter((page) => !only || only.includes(page.name))) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await coldLoad({ ...target, tokens: target.signedIn ? tokens : undefined }));
    }
    const result = {
      lcp: median(runs.map((run) => run.lcp)),
      cls: median(runs.map((run) => run.cls)),
      inp: median(runs.map((run) => run.inp)),
      bytes: median(runs.map((run) => run.bytes)),
      requests: median(runs.map((run) => run.requests)),
      roundTrips: median(runs.map((run) => run.roundTrips)),
    };
    console.log(
      `  ${target.name.padEnd(10)} ${`${Math.round(result.lcp)} ms`.padStart(8)} ${result.cls.toFixed(3).padStart(6)} ${`${Math.round(result.inp)} ms`.padStart(7)} ${`${(result.bytes / 1024).toFixed(1)} kB`.padStart(12)} ${String(result.requests).padStart(9)} ${String(result.roundTrips).padStart(12)}  ${runs.at(-1).lcpElement}`,
    );
    console.log(`  ${''.padEnd(10)} LCP of each load: ${runs.map((run) => Math.round(run.lcp)).join(', ')} ms`);
    const usable = median(runs.map((run) => run.usable));
    console.log(
      `  ${''.padEnd(10)} usable (${target.readySelector} on the page and taken by React) at ${Math.round(usable)} ms (median; ${runs.map((run) => Math.round(run.usable)).join(', ')})`,
    );
    if (target.usableTarget && usable > target.usableTarget)
      failures.push(`${target.name}: usable at ${Math.round(usable)} ms (target ${target.usableTarget})`);
    if (target.signedIn)
      console.log(
        `  ${''.padEnd(10)} the app's own first task card drawn at ${Math.round(median(runs.map((run) => run.live)))} ms (median)`,
      );
    if (result.lcp > target.lcpTarget)
      failures.push(`${target.label ?? target.name}: LCP ${Math.round(result.lcp)} ms (target ${target.lcpTarget})`);
    if (result.cls > targets.cls) failures.push(`${target.name}: CLS ${result.cls.toFixed(3)} (target ${targets.cls})`);
    if (result.inp > targets.inp)
      failures.push(`${target.name}: INP ${Math.round(result.inp)} ms (target ${targets.inp})`);
    if (target.warm) {
      console.log(
        `  ${''.padEnd(10)} ${target.label}: on the wire ${runs.map((run) => (run.bytes / 1024).toFixed(1)).join(', ')} kB`,
      );
      if (result.bytes > warmTargets.bytes)
        failures.push(
          `${target.label}: ${(result.bytes / 1024).toFixed(1)} kB (target ${warmTargets.bytes / 1024} kB)`,
        );
    }
  }
} finally {
  for (const server of servers) server.close();
  api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\nPast a target:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery target met.');
