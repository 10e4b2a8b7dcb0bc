/**
 * New post and checkout (spec 001 §2 "Add/edit post form", §4 Post and "Payment return", §5 link
 * URL and post form rules, §7, §8, §9), in Chromium against the production builds, our
 * real API and its sandbox providers: PayPal's approve page (api/src/modules/checkout) and the
 * sandbox M-PESA, which settles an STK push by itself after 3 s.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Link, LinkPage } from '@engage/shared/contract/links';
import { api, eventually, journeyForThisFile, scrolledTo, signedInContext, verifiedUser, type Tokens } from './journey';
import { apiUrl } from './api-server';
import { appUrl } from './servers';

const journey = journeyForThisFile();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

async function openPage(tokens: Tokens, path: string): Promise<Page> {
  const context = await signedInContext(journey().browser, tokens, phone);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(appUrl('shell', path));
  return page;
}

const xLink = (name: string) => `https://x.com/${name}/status/${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The link-paste dialog, then the form for that link. */
async function pasteLink(page: Page, url: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
  await page.getByRole('textbox', { name: 'Link to promote' }).fill(url);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Description' }).waitFor();
}

async function fillForm(page: Page, description: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('textbox', { name: 'Tags' }).fill('music, kenya');
}

async function drafts(tokens: Tokens): Promise<Link[]> {
  return (await api<LinkPage>('links/drafts/', { token: tokens.access })).results;
}

async function postStatus(tokens: Tokens, linkId: number): Promise<string> {
  return (await api<{ status: string }>(`links/${linkId}/`, { token: tokens.access })).status;
}

/** A second user sees the post live in the feed. */
async function seenInFeedByAnother(linkId: number): Promise<void> {
  const { tokens } = await verifiedUser('posting-viewer');
  const page = await openPage(tokens, '/consumer');
  await page.locator(`article.eg-task[data-link-id="${linkId}"]`).waitFor({ timeout: 20_000 });
}

/** Paste → form → Save as draft → listed by the API → edit page (no navigation state). */
async function draftThenEdit(
  tokens: Tokens,
  url: string,
  description: string,
): Promise<{ page: Page; linkId: number }> {
  const page = await openPage(tokens, '/consumer/add-link');
  await pasteLink(page, url);
  await fillForm(page, description);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await page.getByText('Post added successifully to draft').first().waitFor();
  await page.waitForURL((address) => address.pathname === '/consumer/profile');
  const draft = (await drafts(tokens)).find((link) => link.link_url === url);
  if (!draft) throw new Error(`the draft of ${url} is not listed by links/drafts/`);
  expect(draft).toMatchObject({ is_draft: true, post_descrption: description, post_tags: 'music, kenya' });

  await page.goto(appUrl('shell', `/consumer/edit-post/${draft.link_id}`));
  await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
  const box = page.getByRole('textbox', { name: 'Description' });
  await box.waitFor();
  expect(await box.inputValue()).toBe(description);
  await box.fill(`${description} (edited)`);
  await page.getByRole('textbox', { name: 'Amount (KES)' }).fill('2000');
  expect(await page.getByRole('textbox', { name: 'Total people' }).inputValue()).toBe('200');
  return { page, linkId: draft.link_id };
}

it('X link → draft → edit → Post → PayPal sandbox → return page → My posts; another user sees it live', async () => {
  const { tokens } = await verifiedUser('posting-paypal');
  const url = xLink('posting_paypal');
  const { page, linkId } = await draftThenEdit(tokens, url, 'Support Kenyan music on X');

  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay for your post' });
  await dialog.getByText('Total: KES 2,000.00').waitFor();
  await dialog.getByText('About USD 15.45 (KES 2,000 at KES 129.5 per USD)').waitFor();
  await dialog.getByRole('button', { name: 'Pay USD 15.45' }).click();

  // The sandbox PayPal approve page (checkout.routes.ts), then back to the return page.
  await page.getByRole('heading', { name: 'PayPal (sandbox)' }).waitFor();
  await page.getByText('Pay USD 15.45').waitFor();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL((address) => address.pathname === '/consumer/profile', { timeout: 20_000 });
  // The same words as M-PESA's, and the post itself, under My posts.
  await page.getByText('Payment received. Your post is live.').first().waitFor();
  await page.getByText('Your new post, now live').waitFor();

  const saved = await api<{ status: string; post_descrption: string; producer_amount: number }>(`links/${linkId}/`, {
    token: tokens.access,
  });
  expect(saved).toMatchObject({
    status: 'active',
    post_descrption: 'Support Kenyan music on X (edited)',
    producer_amount: 2000,
  });
  await seenInFeedByAnother(linkId);
});

it("the same with M-PESA: 'Check your phone' follows the payment until the sandbox callback settles it", async () => {
  const { tokens } = await verifiedUser('posting-mpesa');
  const url = xLink('posting_mpesa');
  const { page, linkId } = await draftThenEdit(tokens, url, 'Pay with M-PESA');

  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay for your post' });
  await dialog.getByRole('radio', { name: 'M-PESA' }).check();
  const number = dialog.getByRole('textbox', { name: 'M-PESA number' });
  await number.fill('07123');
  await dialog.getByRole('button', { name: 'Pay KES 2,000.00' }).click();
  await dialog.getByText('Valid phone number is required').waitFor();
  await number.fill('0712345678');
  await dialog.getByRole('button', { name: 'Pay KES 2,000.00' }).click();

  await page.getByRole('dialog', { name: 'Check your phone' }).waitFor();
  await page.getByText('Enter your M-PESA PIN on 254712345678 to pay KES 2,000.00.').waitFor();
  await page.waitForURL((address) => address.pathname === '/consumer/profile', { timeout: 30_000 });
  await page.getByText('Payment received. Your post is live.').first().waitFor();
  await eventually(() => postStatus(tokens, linkId), 'active');
  await seenInFeedByAnother(linkId);
});

it('a cancelled card checkout says so and offers to pay again; paying again goes live with the same words', async () => {
  const { tokens } = await verifiedUser('posting-cancel');
  const url = xLink('posting_cancel');
  const page = await openPage(tokens, '/consumer/add-link');
  await pasteLink(page, url);
  await fillForm(page, 'Cancel, then pay');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay for your post' });
  await dialog.getByRole('radio', { name: 'Card' }).check();
  await dialog.getByRole('button', { name: 'Pay KES 1,500.00' }).click();

  // The sandbox card page: the payer gives up.
  await page.getByRole('heading', { name: 'Card payment (sandbox)' }).waitFor();
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await page.waitForURL((address) => address.pathname === '/consumer/paypal-redirect');
  expect(new URL(page.url()).searchParams.get('cancelled')).toBe('true');
  await page.getByRole('heading', { level: 1, name: 'Payment cancelled' }).waitFor();
  await page
    .getByText('You cancelled the payment, so nothing was charged. Your post waits under My posts until it is paid.')
    .waitFor();
  expect(await page.getByText('We could not confirm your payment').count()).toBe(0);

  // Pay again: the post's pay page with its payment dialog open; card again, paid this time.
  await page.getByRole('link', { name: 'Pay again' }).click();
  await page.waitForURL((address) => address.pathname.startsWith('/consumer/edit-post/'));
  const linkId = Number(new URL(page.url()).pathname.split('/').pop());
  const again = page.getByRole('dialog', { name: 'Pay for your post' });
  await again.getByRole('radio', { name: 'Card' }).check();
  await again.getByRole('button', { name: 'Pay KES 1,500.00' }).click();
  await page.getByRole('heading', { name: 'Card payment (sandbox)' }).waitFor();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL((address) => address.pathname === '/consumer/profile', { timeout: 20_000 });
  await page.getByText('Payment received. Your post is live.').first().waitFor();
  await eventually(() => postStatus(tokens, linkId), 'active');
});

it('a reload mid-post keeps the pasted link and the description; Discard forgets them', async () => {
  const { tokens } = await verifiedUser('posting-reload-new');
  const url = xLink('posting_reload_new');
  const page = await openPage(tokens, '/consumer/add-link');
  await pasteLink(page, url);
  await page.getByRole('textbox', { name: 'Description' }).fill('Typed before the reload');
  await page.getByRole('textbox', { name: 'Amount (KES)' }).fill('2500');

  await page.reload();
  const box = page.getByRole('textbox', { name: 'Description' });
  await box.waitFor();
  expect(await box.inputValue()).toBe('Typed before the reload');
  expect(await page.getByRole('textbox', { name: 'Link' }).inputValue()).toBe(url);
  expect(await page.getByRole('textbox', { name: 'Total people' }).inputValue()).toBe('250');
  await page.getByText('We kept what you had not saved yet.').waitFor();

  await page.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('dialog', { name: 'Discard this post?' }).getByRole('button', { name: 'Discard' }).click();
  const paste = page.getByRole('textbox', { name: 'Link to promote' });
  await paste.waitFor();
  expect(await paste.inputValue()).toBe('');
  await page.reload();
  await paste.waitFor();
  expect(await paste.inputValue()).toBe('');
  expect((await drafts(tokens)).some((link) => link.link_url === url)).toBe(false);
});

it('an unsupported link is refused with the spec message, and nothing is checked', async () => {
  const { tokens } = await verifiedUser('posting-unsupported');
  const page = await openPage(tokens, '/consumer/add-link');
  await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
  const box = page.getByRole('textbox', { name: 'Link to promote' });
  await box.fill('https://example.com/video');
  expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
  await box.fill('https://www.tiktok.com/@kenya/video/123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByText(
      'We currently accept only YouTube and X (formerly Twitter) links. Please provide a valid link from these platforms.',
    )
    .waitFor();
  expect(await page.getByRole('textbox', { name: 'Description' }).count()).toBe(0);
});

it('shows each validation message, and saves nothing until the form is right', async () => {
  const { tokens } = await verifiedUser('posting-rules');
  const url = xLink('posting_rules');
  const page = await openPage(tokens, '/consumer/add-link');
  await pasteLink(page, url);
  // Spec 001 §9 defaults: the amount, and the people it buys at KES 10 a person (post-form.ts).
  expect(await page.getByRole('textbox', { name: 'Amount (KES)' }).inputValue()).toBe('1500');
  expect(await page.getByRole('textbox', { name: 'Total people' }).inputValue()).toBe('150');
  expect(await page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('Anywhere');

  await page.getByRole('textbox', { name: 'Amount (KES)' }).fill('999');
  await page.getByText('Minimum spend amount is KES 1000.').waitFor();
  expect(await page.getByRole('textbox', { name: 'Total people' }).inputValue()).toBe('0');
  await page.getByRole('textbox', { name: 'Tags' }).fill('music');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await page.getByText('Please add at least two tags to your post.').waitFor();

  // Spec 001 §5: extra words are cut, and the form says so.
  await page.getByRole('textbox', { name: 'Description' }).fill(`${'neno '.repeat(104)}mwisho`);
  await page.getByText('100 / 100 words').waitFor();
  await page.getByText('Only the first 100 words are kept: 5 words were cut.').waitFor();
  expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).not.toContain('mwisho');
  await page.getByRole('textbox', { name: 'Description' }).fill(`${'neno '.repeat(99)}mwisho`);
  await page.getByText('100 / 100 words').waitFor();

  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('Na');
  const options = page.getByRole('listbox', { name: 'Location' }).getByRole('option');
  await options.first().waitFor();
  expect(await options.count()).toBeLessThanOrEqual(8);
  expect((await drafts(tokens)).some((link) => link.link_url === url)).toBe(false);
});

it('the edit page survives a reload: the form is fetched again from the API', async () => {
  const { tokens } = await verifiedUser('posting-reload');
  const url = xLink('posting_reload');
  const saved = await api<{ link_id: number }>('links/save/', {
    token: tokens.access,
    body: {
      link_url: url,
      platform: 'twitter',
      is_draft: true,
      action_type: 'Retweets',
      producer_amount: 3000,
      targets_needed: 300,
      post_title: 'Post Retweets',
      post_descrption: 'A draft opened by its link',
      targets_location: 'Kisumu',
      producer_location: 'Nairobi, Kenya',
      post_tags: 'music, kenya',
      anonymous: false,
      post_thumbnail: null,
    },
  });
  const page = await openPage(tokens, `/consumer/edit-post/${saved.link_id}`);
  for (let visit = 0; visit < 2; visit += 1) {
    if (visit === 1) await page.reload();
    const box = page.getByRole('textbox', { name: 'Description' });
    await box.waitFor();
    expect(await box.inputValue()).toBe('A draft opened by its link');
    expect(await page.getByRole('textbox', { name: 'Amount (KES)' }).inputValue()).toBe('3000');
    expect(await page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('Kisumu');
    expect(await page.getByRole('combobox', { name: 'Engagement type' }).inputValue()).toBe('Retweets');
  }
});

it('posting edges: why Continue is off, a bare youtu.be refused, a long description counted, a title on the card, the live post shown, the M-PESA number prefilled', async () => {
  const { tokens } = await verifiedUser('posting-edges');
  await api('users/profile-details/', { method: 'PUT', token: tokens.access, body: { phone_number: '0722000111' } });
  const page = await openPage(tokens, '/consumer/add-link');
  await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
  const box = page.getByRole('textbox', { name: 'Link to promote' });
  const next = page.getByRole('button', { name: 'Continue' });

  // An unsupported link: Continue is off, and the field says why (Continue points to the reason).
  await box.fill('my video on some site');
  expect(await next.isDisabled()).toBe(true);
  const reason =
    'We currently accept only YouTube and X (formerly Twitter) links. Please provide a valid link from these platforms.';
  await page.getByText(reason).waitFor();
  const describedBy = (await next.getAttribute('aria-describedby')) ?? '';
  expect(describedBy).not.toBe('');
  expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(reason);
  expect(await box.getAttribute('aria-describedby')).toContain(describedBy);

  // youtu.be without a video id: refused on the link field, by the page and by the server.
  await box.fill('https://youtu.be/');
  await next.click();
  await page.getByText('Invalid YouTube URL.').waitFor();
  expect(await box.getAttribute('aria-invalid')).toBe('true');
  expect(await page.getByRole('textbox', { name: 'Description' }).count()).toBe(0);
  const checked = await fetch(`${apiUrl}links/check/?url=${encodeURIComponent('https://youtu.be/')}`, {
    headers: { Authorization: `Bearer ${tokens.access}` },
  });
  expect(checked.status).toBe(400);
  expect(await checked.json()).toMatchObject({ error: 'Invalid YouTube URL.' });

  // A real video: the form, with an optional title.
  const videoId = `pe${Date.now().toString(36)}`.padEnd(11, 'x').slice(0, 11);
  await box.fill(`https://youtu.be/${videoId}`);
  await next.click();
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.waitFor();
  await page.getByRole('textbox', { name: 'Title (optional)' }).fill('Benga night live');

  // A pasted description over 100 words is cut to 100 (spec 001 §5), and the form says so.
  await description.fill(`${'wimbo '.repeat(119)}mwisho`);
  await page.getByText('100 / 100 words').waitFor();
  await page.getByText('Only the first 100 words are kept: 20 words were cut.').waitFor();
  expect(await description.inputValue()).not.toContain('mwisho');
  await page.getByRole('textbox', { name: 'Tags' }).fill('music, kenya');
  await description.fill('Benga from Nairobi, live tonight.');
  await page.getByText('5 / 100 words').waitFor();

  // Post: the M-PESA number is the profile's phone, and can be changed.
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay for your post' });
  await dialog.getByRole('radio', { name: 'M-PESA' }).check();
  const number = dialog.getByRole('textbox', { name: 'M-PESA number' });
  expect(await number.inputValue()).toBe('0722000111');
  await number.fill('0712345678');
  await dialog.getByRole('button', { name: 'Pay KES 1,500.00' }).click();

  // Live: the producer lands on their posts, the new one marked and focused, with its title.
  await page.waitForURL((address) => address.pathname === '/consumer/profile', { timeout: 30_000 });
  await page.getByText('Payment received. Your post is live.').first().waitFor();
  const mine = page.locator('article.eg-post', { hasText: 'Your new post, now live' });
  await mine.getByText('Benga night live').waitFor();
  expect(await mine.evaluate((card) => card === document.activeElement)).toBe(true);
  expect(await page.getByRole('tab', { name: /My posts/ }).getAttribute('aria-selected')).toBe('true');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);

  // Another user's feed card shows the title once, beside the task title, not "YouTube Views" twice.
  const linkId = await ownPostOf(tokens, videoId);
  const { tokens: reader } = await verifiedUser('posting-edges-reader');
  const feed = await openPage(reader, '/consumer?platform=youtube');
  const card = await scrolledTo(feed, `article.eg-task[data-link-id="${linkId}"]`);
  await card.getByText('Benga night live').first().waitFor();
  expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe('YouTube Views');
  expect(await card.getByText('YouTube Views', { exact: true }).count()).toBe(1);
});

/** The id of the user's own post of this YouTube video (links/my-posts/). */
async function ownPostOf(tokens: Tokens, videoId: string): Promise<number> {
  const posts = await api<LinkPage>('links/my-posts/?page=1', { token: tokens.access });
  const post = posts.results.find((link) => link.link_url.includes(videoId));
  if (!post) throw new Error(`no post of ${videoId} under My posts`);
  expect(post.post_title).toBe('Benga night live');
  return post.link_id;
}
