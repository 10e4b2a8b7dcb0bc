/**
 * The data saver, in the production builds against the real API: switched on in Preferences,
 * the feed shows its placeholder tiles and requests no thumbnail until one is tapped; the choice
 * outlives a reload; with the browser's Save-Data on and no choice made, it is on by itself.
 *
 * The demo's thumbnails live on i.ytimg.com, out of reach of a machine without internet: each
 * context answers them with a small picture of its own and counts the requests.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import {
  journeyForThisFile,
  paidPost,
  PHONE,
  scrolledTo,
  signedInContext,
  untilInFeed,
  verifiedUser,
  xPost,
  type Tokens,
} from './journey';
import { appUrl } from './servers';

const journey = journeyForThisFile();
const THUMBNAILS = /^https:\/\/i\.ytimg\.com\//;
// A 1×1 PNG: enough for the browser to decode and show.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Another producer's live post with a thumbnail, so that one is near the top of the feed however
 * many posts without one other journeys have made.
 */
let ours: string;
beforeAll(async () => {
  const { tokens: producer } = await verifiedUser('saverproducer');
  const linkId = await paidPost(
    producer,
    xPost('Data saver post', { post_thumbnail: 'https://i.ytimg.com/vi/engage-e2e/hqdefault.jpg' }),
  );
  const { tokens: reader } = await verifiedUser('saverreader');
  await untilInFeed(reader, linkId);
  ours = `article.eg-task[data-link-id="${String(linkId)}"]`;
});

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** The feed in a signed-in context whose thumbnail requests are answered and listed. */
async function openFeed(
  tokens: Tokens,
  options: BrowserContextOptions,
  prepare: (opened: BrowserContext) => Promise<unknown> = async () => undefined,
): Promise<{ page: Page; requested: string[] }> {
  context = await signedInContext(journey().browser, tokens, options);
  await prepare(context);
  const requested: string[] = [];
  await context.route(THUMBNAILS, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
  });
  const page = await context.newPage();
  await page.goto(appUrl('shell', '/consumer'));
  await page.locator('article.eg-task').first().waitFor();
  return { page, requested };
}

it('switched on in Preferences: smaller pages, placeholders and no thumbnail request; "Show image" loads that one; kept after a reload', async () => {
  const { tokens } = await verifiedUser('datasaver');
  // Desktop width: the sidebar with Preferences' "Edit" is open beside the feed.
  const { page, requested } = await openFeed(tokens, { viewport: { width: 1280, height: 900 } });

  await page.getByRole('button', { name: 'Edit' }).click();
  const preferences = page.getByRole('dialog', { name: 'Edit Preferences' });
  const saver = preferences.getByRole('checkbox', { name: 'Data saver' });
  await saver.waitFor();
  if (await saver.isChecked()) throw new Error('the data saver was on before it was chosen');
  await saver.check();
  await preferences.getByRole('button', { name: 'Close' }).click();

  // Smaller pages: the feed asks for five tasks a page.
  const feedPage = page.waitForRequest((request) => /\/api\/all\/\?/.test(request.url()));
  await page.reload();
  expect(new URL((await feedPage).url()).searchParams.get('page_size')).toBe('5');
  await page.locator('article.eg-task').first().waitFor();
  requested.length = 0;
  const show = await scrolledTo(page, `${ours} .eg-task__show-image`);
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
  expect(await page.locator('article.eg-task img.eg-task__thumb-img').count()).toBe(0);

  const card = page.locator(ours);
  await show.click();
  const image = card.locator('img.eg-task__thumb-img');
  await image.waitFor();
  await page.waitForFunction(
    (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
    await image.elementHandle(),
  );
  expect(requested).toHaveLength(1);
  expect(requested[0]).toBe(await image.getAttribute('src'));

  // The choice is kept on this device.
  await page.reload();
  await page.locator('article.eg-task').first().waitFor();
  await page.getByRole('button', { name: 'Edit' }).click();
  expect(
    await page
      .getByRole('dialog', { name: 'Edit Preferences' })
      .getByRole('checkbox', { name: 'Data saver' })
      .isChecked(),
  ).toBe(true);
});

it("with the browser's Save-Data on and no choice made, the data saver is on by itself (on a 360 px phone)", async () => {
  const { tokens } = await verifiedUser('savedata');
  // What Chromium reports with its Save-Data setting on.
  const { page, requested } = await openFeed(tokens, PHONE, (opened) =>
    opened.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: Object.assign(new EventTarget(), { saveData: true }),
      });
    }),
  );
  await scrolledTo(page, `${ours} .eg-task__show-image`);
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
});
