// `pnpm bench:data-saver`: what the data saver saves a user who pays for mobile data by the
// megabyte. From the production builds (run `pnpm build` first), served as `pnpm start` serves
// them, against our API on a fresh demo database, in Debian's Chromium on a 360 px phone: the
// demo consumer opens the feed, then scrolls it until ten more pages have come, once with the
// data saver off and once on. It reports the bytes on the wire (CDP Network.loadingFinished
// encodedDataLength, every request of the page) for (a) the first feed page and (b) the ten
// scrolled pages, and writes them to docs/data-saver-figures.json.
//
// The demo's YouTube thumbnails live on i.ytimg.com, which a machine without internet cannot
// reach: those requests are answered with a stand-in JPEG of a YouTube hqdefault's usual size
// (THUMBNAIL_BYTES, 24 kB unless set) and counted at that size, so the figures are the same
// offline and on a network. The number of thumbnail requests is reported beside them.
//
// Ports are the usual local ones (3000–3010, API 4000): stop `pnpm start` first.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPort, localApiEnvironment, repoRoot, shell } from '../tooling/apps.cjs';
import { chromium, demoLogin, kb, serveBuilds, startApi, storeSession } from './bench-kit.mjs';

const SCROLLED_PAGES = 10;
const THUMBNAIL_BYTES = Number(process.env.THUMBNAIL_BYTES ?? 24 * 1024);
const THUMBNAIL_HOST = /^https:\/\/i\.ytimg\.com\//;
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
/** A feed page asked of the API: `GET /api/<platform>/?page=n`. */
const feedPage = new RegExp(`^http://localhost:${apiPort}/api/[a-z]+/\\?(?:.*&)?page=(\\d+)`);

/** A JPEG's start and end markers around filler: enough for the byte count, never shown whole. */
const standInThumbnail = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(Math.max(0, THUMBNAIL_BYTES - 6)),
  Buffer.from([0xff, 0xd9]),
]);

/** Bytes on the wire and thumbnail requests since the last `take()`. */
function meter(cdp, page) {
  let bytes = 0;
  let thumbnails = 0;
  let lastFeedPage = 0;
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    urls.set(requestId, request.url);
    const match = feedPage.exec(request.url);
    if (match) lastFeedPage = Math.max(lastFeedPage, Number(match[1]));
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    // Answered by the stand-in below, and counted there.
    if (!THUMBNAIL_HOST.test(urls.get(requestId) ?? '')) bytes += encodedDataLength;
  });
  page.route(THUMBNAIL_HOST, (route) => {
    thumbnails += 1;
    bytes += standInThumbnail.length;
    return route.fulfill({ status: 200, contentType: 'image/jpeg', body: standInThumbnail });
  });
  return {
    lastFeedPage: () => lastFeedPage,
    take() {
      const taken = { bytes, thumbnails };
      bytes = 0;
      thumbnails = 0;
      return taken;
    },
  };
}

/** Lets the page settle: no request for half a second (images still arriving, late pages). */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(500);
}

async function measure(browser, tokens, dataSaver) {
  const context = await browser.newContext(phone);
  await storeSession(context, tokens);
  await context.addInitScript((on) => localStorage.setItem('engage.dataSaver', on ? 'on' : 'off'), dataSaver);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const wire = meter(cdp, page);
  try {
    await page.goto(`http://localhost:${shell.port}/consumer`);
    await page.locator('article.eg-task').first().waitFor();
    await settle(page);
    const first = wire.take();

    const target = wire.lastFeedPage() + SCROLLED_PAGES;
    // Scrolls until ten more pages came, or no page came for 40 steps (the end of the feed).
    for (let idle = 0, seen = wire.lastFeedPage(); idle < 40 && wire.lastFeedPage() < target; idle++) {
      await page.evaluate(() => window.scrollBy(0, 700));
      await page.waitForTimeout(150);
      if (wire.lastFeedPage() > seen) [seen, idle] = [wire.lastFeedPage(), 0];
    }
    await settle(page);
    const scrolled = { ...wire.take(), pages: wire.lastFeedPage() - (target - SCROLLED_PAGES) };
    return { first, scrolled };
  } finally {
    await context.close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'engage-data-saver-'));
const api = await startApi({ ...localApiEnvironment('localhost'), DATA_DIR: path.join(dataDir, 'pglite') });
const servers = await serveBuilds();
const browser = await chromium.launch();
let figures;
try {
  const tokens = await demoLogin(`http://localhost:${apiPort}/api/`);
  const off = await measure(browser, tokens, false);
  const on = await measure(browser, tokens, true);
  figures = { thumbnailStandInBytes: THUMBNAIL_BYTES, off, on };
} finally {
  await browser.close();
  for (const server of servers) server.close();
  api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const saved = (a, b) => `${Math.round((1 - b / a) * 100)} %`;
console.log(`The demo consumer's feed on a 360 px phone, bytes on the wire (cache off):\n`);
console.log(`  ${''.padEnd(28)} ${'saver off'.padStart(12)} ${'saver on'.padStart(12)} ${'saved'.padStart(7)}`);
for (const [label, key] of [
  ['first feed page', 'first'],
  // Each run scrolls as far as ten more pages or the end of the feed: the data saver's pages are smaller.
  [`scrolled on (${figures.off.scrolled.pages} / ${figures.on.scrolled.pages} pages)`, 'scrolled'],
]) {
  const off = figures.off[key];
  const on = figures.on[key];
  console.log(
    `  ${label.padEnd(28)} ${kb(off.bytes).padStart(12)} ${kb(on.bytes).padStart(12)} ${saved(off.bytes, on.bytes).padStart(7)}`,
  );
  console.log(
    `  ${'  thumbnail requests'.padEnd(28)} ${String(off.thumbnails).padStart(12)} ${String(on.thumbnails).padStart(12)}`,
  );
}
const file = path.join(repoRoot, 'docs/data-saver-figures.json');
writeFileSync(file, `${JSON.stringify({ measured: new Date().toISOString(), ...figures }, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(repoRoot, file)}.`);
