/**
 * Work judged fairly (docs/review.md), in Chromium against the production builds and a second
 * API deployment whose task verifier is the platform one with no platform's API switched on
 * (`TASK_VERIFIER=platform`, as a server without YouTube or X keys runs): every claim waits for
 * a person. The post's producer reviews a claim on their post and refuses it with a reason; the
 * consumer reads that reason under My claims and appeals once, with a note.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { localRuntimeConfig } from '@engage/tooling/apps';
import { startApi, startProviderFakes, type RunningApi, type RunningFakes } from './api-server';
import {
  api,
  journeyForThisFile,
  liveYoutubeLikesPost,
  linkYoutube,
  PHONE,
  signedInContext,
  verifiedUser,
  type Tokens,
} from './journey';
import { appUrl } from './servers';

jest.setTimeout(120_000);

const journey = journeyForThisFile();
const API_PORT = 4120;
const FAKES_PORT = 4920;
const base = `http://localhost:${API_PORT}/api/`;
/**
 * A server with a real provider (the platform verifier) has no development outbox: its mail goes
 * to the provider fakes' mail server, the only fake this file uses.
 */
const mailbox = `http://127.0.0.1:${FAKES_PORT}/mail/`;

let fakes: RunningFakes | undefined;
let reviewApi: RunningApi;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  fakes = await startProviderFakes(FAKES_PORT, API_PORT);
  reviewApi = await startApi({
    port: API_PORT,
    env: { TASK_VERIFIER: 'platform', SMTP_URL: fakes.env.SMTP_URL ?? '', PUBLIC_URL: `http://localhost:${API_PORT}` },
  });
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await reviewApi?.stop();
  await fakes?.stop();
});

/** The shell for `tokens`, with a runtime config that names this file's API deployment. */
async function openPage(tokens: Tokens, pathname: string, heading: string): Promise<Page> {
  const context = await signedInContext(journey().browser, tokens, PHONE);
  contexts.push(context);
  await context.route(appUrl('shell', '/config.json'), async (route) => {
    const config = localRuntimeConfig('localhost') as { apiBaseUrl: string; wsBaseUrl: string };
    await route.fulfill({
      json: { ...config, apiBaseUrl: base, wsBaseUrl: `ws://localhost:${API_PORT}` },
      headers: { 'cache-control': 'no-cache' },
    });
  });
  const page = await context.newPage();
  await page.goto(appUrl('shell', pathname));
  await page
    .getByRole('heading', { level: 1, name: heading })
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(`${pathname} did not open: ${String(error)}\n${await page.locator('body').innerText()}`);
    });
  return page;
}

/** Links YouTube for `tokens` through this deployment's sandbox consent page. */
it('a producer refuses a claim with a reason; the consumer reads it and appeals once, with a note', async () => {
  const producer = await verifiedUser('review-producer', undefined, base, mailbox);
  const consumer = await verifiedUser('review-consumer', undefined, base, mailbox);
  const { linkId, videoId } = await liveYoutubeLikesPost(producer.tokens, 'Review journey song', base);
  await linkYoutube(consumer.tokens, consumer.email, base);

  // The consumer likes the video: no platform check is on, so the claim waits for the producer.
  const claim = await fetch(`${base}actions/youtube-like/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${consumer.tokens.access}` },
    body: JSON.stringify({ link_id: linkId, video_id: videoId }),
  });
  expect(claim.status).toBe(202);

  // The producer opens the post and sees the claim with the evidence engage holds.
  const producerPage = await openPage(producer.tokens, `/consumer/edit-post/${linkId}`, 'Edit post');
  const review = producerPage.getByRole('region', { name: 'Claims to review' });
  const row = review.getByRole('listitem').first();
  await row.waitFor();
  await expect(row.innerText()).resolves.toMatch(/linked as/);

  // Refusing asks for a reason first.
  await row.getByRole('button', { name: 'Refuse' }).click();
  const refuseDialog = producerPage.getByRole('dialog', { name: 'Refuse this claim' });
  await refuseDialog.getByRole('button', { name: 'Refuse' }).click();
  await refuseDialog.getByText('Write the reason for refusing, so the person knows why.').waitFor();
  await refuseDialog.getByRole('textbox', { name: 'Reason' }).fill('The video shows no like from this account.');
  await refuseDialog.getByRole('button', { name: 'Refuse' }).click();
  await producerPage.getByText('Refused: they are told your reason and may appeal once.').first().waitFor();
  await review.getByText('No claims are waiting for you.').waitFor();

  // The consumer sees the refusal and its reason under My claims, and appeals with a note.
  const consumerPage = await openPage(consumer.tokens, '/consumer/payments', 'Wallet');
  const claims = consumerPage.getByRole('region', { name: 'My claims' });
  const mine = claims.getByRole('listitem').filter({ hasText: 'Review journey song' });
  await mine.getByText('Refused').waitFor();
  await mine.getByText('Reason: The video shows no like from this account.').waitFor();
  await mine.getByRole('button', { name: 'Appeal' }).click();
  const appealDialog = consumerPage.getByRole('dialog', { name: 'Appeal this refusal' });
  await appealDialog.getByRole('button', { name: 'Send appeal' }).click();
  await appealDialog.getByText('Write a note saying why this claim should be paid.').waitFor();
  await appealDialog.getByRole('textbox', { name: 'Your note' }).fill('I liked it from my channel this morning.');
  await appealDialog.getByRole('button', { name: 'Send appeal' }).click();
  await consumerPage.getByText('Appeal sent. engage’s team will decide and tell you.').first().waitFor();

  await mine.getByText('Waiting for review').waitFor();
  await mine.getByText('engage’s team reviews your appeal. Their decision is final.').waitFor();
  await mine.getByText('Your appeal: I liked it from my channel this morning.').waitFor();
  // One appeal per refusal: the button is gone, and the API refuses a second one.
  expect(await mine.getByRole('button', { name: 'Appeal' }).count()).toBe(0);
  const [{ id }] = (await api<{ results: { id: number }[] }>('claims/', { base, token: consumer.tokens.access }))
    .results as [{ id: number }];
  const again = await fetch(`${base}claims/${id}/appeal/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${consumer.tokens.access}` },
    body: JSON.stringify({ note: 'Once more' }),
  });
  expect(again.status).toBe(409);

  // The page fits a 360 px phone: nothing wider than the screen.
  const overflow = await consumerPage.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});
