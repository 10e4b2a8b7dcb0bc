/**
 * The profile and its settings (spec 001 §2 "Profile screen" and "Profile settings", §4, §5,
 * §7, §8), in Chromium against the production builds and our real API, on a 360 px phone
 * unless a test needs the desktop sidebar. The scene (posts, drafts, likes, task actions) is
 * set through the API "from a second device"; every assertion is on what the page shows.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import {
  api,
  confirmItIsYou,
  eventually,
  journeyForThisFile,
  openSignedIn,
  paidPost,
  verifiedUser,
  xPost,
  type Tokens,
} from './journey';
import { fundPostWithPaypal } from './referral-kit';
import { appUrl } from './servers';

const journey = journeyForThisFile();
const open = (tokens: Tokens, path: string, heading: string, options?: BrowserContextOptions) =>
  openSignedIn(journey().browser, tokens, path, heading, options);

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const profilePage = (tokens: Tokens, options?: BrowserContextOptions) =>
  open(tokens, '/consumer/profile', 'Profile', options);
const settingsPage = (tokens: Tokens) => open(tokens, '/consumer/profile/settings', 'Profile settings');
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

function postBody(isDraft: boolean, title: string) {
  return xPost(title, { is_draft: isDraft, post_descrption: `${title}: a post of the profile journey.` });
}

async function savePost(tokens: Tokens, isDraft: boolean, title: string): Promise<number> {
  const saved = await api<{ link_id: number }>('links/save/', { token: tokens.access, body: postBody(isDraft, title) });
  return saved.link_id;
}

/** A small PNG (1×1), an image over the server's 2 MB limit and a text named as a GIF, as files to upload. */
function imageFiles(): { small: string; large: string; notAnImage: string } {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const small = join(tmpdir(), `profile-e2e-${Date.now()}.png`);
  const large = join(tmpdir(), `profile-e2e-${Date.now()}-large.png`);
  writeFileSync(small, png);
  writeFileSync(large, Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]));
  const notAnImage = join(tmpdir(), `profile-e2e-${Date.now()}-text.gif`);
  writeFileSync(notAnImage, 'these are notes, not a picture');
  return { small, large, notAnImage };
}

it('shows the four tabs empty with the spec texts', async () => {
  const { tokens } = await verifiedUser('profileempty');
  const page = await profilePage(tokens);
  await page.getByText("You've not perfomed any actions yet").waitFor();
  await tab(page, 'My posts').click();
  await page.getByText('No posts available').waitFor();
  await tab(page, 'Liked posts').click();
  await page.getByText('No liked posts available').waitFor();
  await tab(page, 'Drafted posts').click();
  await page.getByText('No draft posts available').waitFor();
  // Spec 001 §9 "Profile defaults: location 'Nairobi, Kenya'" (the header's 'Add address' has a component test).
  await page.getByText('Nairobi, Kenya').first().waitFor();
}, 60_000);

it('lists my posts, liked posts and drafts with counts; deletes a draft; Edit opens the posting form', async () => {
  const { tokens } = await verifiedUser('profilelists');
  await savePost(tokens, false, 'Published post');
  const draftId = await savePost(tokens, true, 'Draft post');
  // Like a reel of someone else (spec 001 §7 "Reel interaction").
  const reels = await api<{ results: { link_id: number }[] }>('reels/?filter=all&page=1', { token: tokens.access });
  const reel = reels.results[0];
  if (!reel) throw new Error('the demo data has reels');
  await api('reels/interact/', { token: tokens.access, body: { link_id: reel.link_id, action: 'like' } });

  const page = await profilePage(tokens);
  // The counts arrive with the lists.
  await page.getByRole('tab', { name: /^My posts\s*1$/ }).waitFor();
  await page.getByRole('tab', { name: /^Liked posts\s*1$/ }).waitFor();
  await page.getByRole('tab', { name: /^Drafted posts\s*1$/ }).waitFor();
  await tab(page, 'My posts').click();
  await page.getByRole('article').filter({ hasText: 'Published post' }).waitFor();
  await tab(page, 'Liked posts').click();
  await page.getByRole('article').first().waitFor();

  await tab(page, 'Drafted posts').click();
  const draft = page.getByRole('article').filter({ hasText: 'Draft post' });
  await draft.getByRole('button', { name: 'Options for this draft' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.waitForURL(new RegExp(`/consumer/edit-post/${draftId}$`));
  await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();

  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await tab(page, 'Drafted posts').click();
  await draft.getByRole('button', { name: 'Options for this draft' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this draft?' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Post deleted successfully!').waitFor();
  await page.getByText('No draft posts available').waitFor();
}, 90_000);

it('an unpaid post in My posts is no dead end: Pay opens its payment and it goes live; Delete removes another', async () => {
  const { tokens } = await verifiedUser('profileunpaid');
  const unpaidId = await savePost(tokens, false, 'Unpaid post');
  await savePost(tokens, false, 'Unwanted post');
  const page = await profilePage(tokens);
  await tab(page, 'My posts').click();

  // Delete one (after asking): it leaves the list, and the API has it no more.
  const unwanted = page.getByRole('article').filter({ hasText: 'Unwanted post' });
  await unwanted.getByRole('button', { name: 'Options for this post' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Post deleted successfully!').first().waitFor();
  await unwanted.waitFor({ state: 'detached' });

  // Pay the other: its payment dialog opens on the post's pay page; M-PESA (the sandbox settles it).
  const unpaid = page.getByRole('article').filter({ hasText: 'Unpaid post' });
  await unpaid.getByText('pending payment').waitFor();
  await unpaid.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(new RegExp(`/consumer/edit-post/${unpaidId}$`));
  const dialog = page.getByRole('dialog', { name: 'Pay for your post' });
  await dialog.getByText('Total: KES 1,500.00').waitFor();
  await dialog.getByRole('radio', { name: 'M-PESA' }).check();
  await dialog.getByRole('textbox', { name: 'M-PESA number' }).fill('0712345678');
  await dialog.getByRole('button', { name: 'Pay KES 1,500.00' }).click();
  await page.waitForURL((address) => address.pathname === '/consumer/profile', { timeout: 30_000 });
  await page.getByText('Payment received. Your post is live.').first().waitFor();
  const post = await api<{ status: string }>(`links/${unpaidId}/`, { token: tokens.access });
  expect(post.status).toBe('active');
}, 90_000);

it('a live post is paused, resumed and cancelled from My posts; its report and receipt say where the money went; the unspent budget is back in the wallet and pays the next post', async () => {
  const { tokens } = await verifiedUser('profilepostlife');
  const title = 'Post life song';
  const linkId = await paidPost(tokens, postBody(false, title));
  const status = async () => (await api<{ status: string }>(`links/${linkId}/`, { token: tokens.access })).status;
  await eventually(status, 'active');
  const page = await profilePage(tokens);
  await tab(page, 'My posts').click();
  const post = page.getByRole('article').filter({ hasText: title });
  const choose = async (item: string) => {
    await post.getByRole('button', { name: 'Options for this post' }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  };
  await post.getByText('Live', { exact: true }).waitFor();
  await post.getByText(/^Ends /).waitFor();

  await choose('Pause');
  await page.getByText('Your post is paused. It is out of the feed until you resume it.').first().waitFor();
  await post.getByText('Paused', { exact: true }).waitFor();
  await choose('Resume');
  await page.getByText('Your post is live again.').first().waitFor();
  await post.getByText('Live', { exact: true }).waitFor();
  expect(await status()).toBe('active');

  // Cancel asks first, saying about how much comes back; nothing was spent, so all of it does.
  await choose('Cancel');
  const dialog = page.getByRole('dialog', { name: 'Cancel this post?' });
  await dialog.getByText(/about KES [\d,]+\.\d\d, goes back to your engage balance/).waitFor();
  await dialog.getByRole('button', { name: 'Cancel post' }).click();
  const returnedNow = async () =>
    (await api<{ returned: number }>(`links/${linkId}/`, { token: tokens.access })).returned;
  await eventually(async () => (await returnedNow()) > 0, true);
  const returned = await returnedNow();
  const kes = `KES ${returned.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await page.getByText(`Your post is cancelled. ${kes} went back to your engage balance.`).first().waitFor();
  await post.getByText(`Cancelled — ${kes} returned`).waitFor();

  // Its report: where the money went, and the receipts; the payment's receipt downloads as a PDF.
  await choose('Report');
  await page.getByRole('heading', { level: 1, name: 'Post report' }).waitFor();
  const money = page.getByRole('table', { name: 'Money' });
  await money.getByRole('row', { name: /Paid.*KES 1,500\.00/ }).waitFor();
  await money
    .getByRole('row', { name: new RegExp(`Returned to your engage balance.*${kes.replace('.', '\\.')}`) })
    .waitFor();
  const receipts = page.getByRole('region', { name: 'Receipts' });
  await receipts.getByText(`Unspent budget returned: ${kes}`).waitFor();
  const download = page.waitForEvent('download');
  await receipts.getByRole('button', { name: 'Download PDF', description: 'Payment of KES 1,500.00' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^engage-receipt-payment-\d+\.pdf$/);
  const saved = await pdf.createReadStream();
  const head = await new Promise<string>((resolve) =>
    saved.once('data', (chunk) => resolve(String(chunk).slice(0, 4))),
  );
  expect(head).toBe('%PDF');

  // The wallet: withdrawable now, with a line that says where it came from.
  await page.goto(appUrl('shell', '/consumer/payments'));
  await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
  const history = page.getByRole('table', { name: 'Transaction history' });
  await history.getByText(`Unspent budget returned: ${title}`).waitFor();
  await expect(history.locator('tbody tr').first().locator('td').last().textContent()).resolves.toContain(kes);

  // The next post (KES 1,000) is paid from that balance, at once, from its Pay button.
  const { link_id: nextId } = await api<{ link_id: number }>('links/save/', {
    token: tokens.access,
    body: xPost('Paid from the balance', { producer_amount: 1000, targets_needed: 100 }),
  });
  await page.goto(appUrl('shell', '/consumer/profile'));
  await tab(page, 'My posts').click();
  await page
    .getByRole('article')
    .filter({ hasText: 'Paid from the balance' })
    .getByRole('button', { name: 'Pay' })
    .click();
  const pay = page.getByRole('dialog', { name: 'Pay for your post' });
  await pay.getByText(`You have ${kes}`).waitFor();
  await pay.getByRole('radio', { name: /engage balance/ }).check();
  await pay.getByRole('button', { name: 'Pay KES 1,000.00' }).click();
  await page.waitForURL((address) => address.pathname === '/consumer/profile');
  await page.getByText('Paid KES 1,000.00 from your engage balance. Your post is live.').first().waitFor();
  expect((await api<{ status: string }>(`links/${nextId}/`, { token: tokens.access })).status).toBe('active');
}, 120_000);

it('a post paid by M-PESA is cancelled with its unspent budget refunded to the paying number; the report says so', async () => {
  const { tokens } = await verifiedUser('profilerefund');
  const title = 'Refunded song';
  const linkId = await paidPost(tokens, postBody(false, title));
  await eventually(
    async () => (await api<{ status: string }>(`links/${linkId}/`, { token: tokens.access })).status,
    'active',
  );
  const page = await profilePage(tokens);
  await tab(page, 'My posts').click();
  const post = page.getByRole('article').filter({ hasText: title });
  const choose = async (item: string) => {
    await post.getByRole('button', { name: 'Options for this post' }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  };
  await post.getByText('Live', { exact: true }).waitFor();

  await choose('Cancel');
  const dialog = page.getByRole('dialog', { name: 'Cancel this post?' });
  const choice = dialog.getByRole('group', { name: 'Where the unspent budget goes' });
  await choice.getByRole('radio', { name: 'engage balance' }).waitFor();
  await choice.getByRole('radio', { name: 'M-PESA 0712345678' }).check();
  await dialog.getByText(/about KES [\d,]+\.\d\d, is refunded to M-PESA 0712345678/).waitFor();
  await dialog.getByRole('button', { name: 'Cancel post' }).click();
  const returnedNow = async () =>
    (await api<{ returned: number }>(`links/${linkId}/`, { token: tokens.access })).returned;
  await eventually(async () => (await returnedNow()) > 0, true);
  const returned = await returnedNow();
  const kes = `KES ${returned.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await page.getByText(`Your post is cancelled. ${kes} is being refunded to M-PESA 0712345678.`).first().waitFor();
  await post.getByText(`Cancelled — ${kes} returned`).waitFor();

  // The sandbox's B2C answers a moment later: the report shows the refund booked (whole shillings;
  // any cents went to the balance).
  const refunds = async () =>
    (
      await api<{ money: { refunds: { state: string; amount: number }[] } }>(`links/${linkId}/report/`, {
        token: tokens.access,
        method: 'GET',
      })
    ).money.refunds;
  await eventually(async () => (await refunds()).map((refund) => refund.state).join(), 'refunded');
  const [refund] = await refunds();
  const refunded = `KES ${(refund?.amount ?? 0).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await choose('Report');
  await page.getByRole('heading', { level: 1, name: 'Post report' }).waitFor();
  await page.getByText(`Refunded to M-PESA 0712345678: ${refunded}`).waitFor();
}, 120_000);

it('a post paid by PayPal is cancelled to the engage balance: the dialog says a withdrawal of it waits for a check, and an alert says why', async () => {
  const { tokens } = await verifiedUser('profilecardreturn');
  const title = 'Card money song';
  const linkId = await fundPostWithPaypal(tokens, 2000, title);
  const page = await profilePage(tokens);
  await tab(page, 'My posts').click();
  const post = page.getByRole('article').filter({ hasText: title });
  await post.getByText('Live', { exact: true }).waitFor();
  await post.getByRole('button', { name: 'Options for this post' }).click();
  await page.getByRole('menuitem', { name: 'Cancel', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel this post?' });
  await dialog.getByRole('group', { name: 'Where the unspent budget goes' }).waitFor();
  await dialog
    .getByText(
      /goes back to your engage balance: it can pay for your next post at once, and a withdrawal of it waits for our team to check the card or PayPal payment\.$/,
    )
    .waitFor();
  await dialog.getByRole('button', { name: 'Cancel post' }).click();
  await eventually(
    async () => (await api<{ returned: number }>(`links/${linkId}/`, { token: tokens.access })).returned > 0,
    true,
  );

  await page.goto(appUrl('shell', '/consumer/notifications'));
  const alert = page.locator('article.eg-alert', { hasText: 'Your withdrawals will be reviewed' });
  await alert.getByText(/money from a post paid by card or PayPal came back to your balance/).waitFor();
}, 120_000);

it('the posting area preselects Drafted posts through navigation state', async () => {
  const { tokens } = await verifiedUser('profiledrafttab');
  await savePost(tokens, true, 'Saved draft');
  const page = await profilePage(tokens);
  // The shell's router carries history state; push the state the posting area sends after a save.
  await page.evaluate(() => {
    window.history.pushState({ usr: { tab: 'Drafted posts' }, key: 'e2e', idx: 1 }, '', '/consumer/profile');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await page.reload();
  await expect(tab(page, 'Drafted posts').getAttribute('aria-selected')).resolves.toBe('true');
}, 60_000);

it('edits the profile in two steps and sees it saved after a reload', async () => {
  const { tokens } = await verifiedUser('profileedit');
  const page = await profilePage(tokens);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByLabel('Username').fill('');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Username is required').waitFor();
  const username = `wanjiku${Date.now() % 100000}`;
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('About me').fill('I make music in Nairobi.');
  await dialog.getByText('24/250').waitFor();
  await dialog.getByLabel('Location').fill('Na');
  await dialog.getByRole('list', { name: 'Location suggestions' }).getByRole('button').first().click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Job title').fill('Producer');
  await dialog.getByLabel('Day').selectOption('3');
  await dialog.getByLabel('Month').selectOption('3');
  await dialog.getByLabel('Year').selectOption('2000');
  await dialog.getByRole('button', { name: 'SAVE PROFILE' }).click();
  await page.getByText('Account updated successfully!').waitFor();

  await page.reload();
  await page.getByRole('heading', { name: username }).waitFor();
  await page.getByText('I make music in Nairobi.').waitFor();
  await page.getByText('March 3rd, 2000').waitFor();
  await page.getByText('Producer').waitFor();
}, 60_000);

it('uploads an avatar that shows in the sidebar at once, and refuses a too-large image', async () => {
  const { tokens } = await verifiedUser('profileavatar');
  const page = await profilePage(tokens, desktop);
  const files = imageFiles();
  await page.getByTestId('avatar-input').setInputFiles(files.small);
  await page.getByText('Profile image updated!').waitFor();
  // The sidebar's avatar is now the uploaded picture (no reload).
  await page.locator('.eg-sidebar__profile img.eg-avatar[src*="/avatars/"]').first().waitFor();
  await page.locator('.eg-profile__avatar img.eg-avatar[src*="/avatars/"]').waitFor();

  await page.getByTestId('avatar-input').setInputFiles(files.large);
  await page.getByText('Failed to upload, image too large').waitFor();

  // A file that claims to be a picture but is not one: the server's reason, not "too large".
  await page.getByTestId('avatar-input').setInputFiles(files.notAnImage);
  await page.getByText('Upload a PNG, JPEG, GIF or WebP image.').waitFor();
}, 60_000);

it('Start verification says why it cannot start here and what to do', async () => {
  const { tokens } = await verifiedUser('profileidentity');
  const page = await profilePage(tokens);
  await page.getByRole('button', { name: 'Verify account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your identity' });
  await dialog.getByRole('button', { name: 'Start verification' }).click();
  await dialog.getByRole('status').filter({ hasText: 'Open the mobile app to start it.' }).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}, 60_000);

it('changes visibility, interests and experience, and they stay after a reload', async () => {
  const { tokens } = await verifiedUser('profilesettings');
  const page = await settingsPage(tokens);
  await page.getByRole('group', { name: 'Profile visibility' }).getByLabel('Private').check();
  await page.getByText('Account updated successfully!').first().waitFor();
  await page.getByRole('combobox', { name: 'Choose an interest' }).selectOption('Valleyball');
  await page.getByRole('button', { name: 'Add interest' }).click();
  // The interest is saved before the reload: its Remove button is disabled while its save runs.
  await page.getByRole('button', { name: 'Remove Valleyball', disabled: false }).waitFor();
  // The choice is saved before the reload, however long the save takes.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/users/account/') && response.request().method() === 'PUT',
  );
  await page.getByRole('group', { name: 'Experience level' }).getByLabel('Expert').check();
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Profile settings' }).waitFor();
  await expect(page.getByRole('group', { name: 'Profile visibility' }).getByLabel('Private').isChecked()).resolves.toBe(
    true,
  );
  await page.getByRole('button', { name: 'Remove Valleyball' }).waitFor();
  await expect(page.getByRole('group', { name: 'Experience level' }).getByLabel('Expert').isChecked()).resolves.toBe(
    true,
  );
}, 60_000);

it('Linked accounts in settings: Link goes to the consent page, whose Cancel needs no email and comes back in words; Allow links, Unlink asks first, then unlinks', async () => {
  const { email, tokens } = await verifiedUser('profilelinked');
  const page = await settingsPage(tokens);
  const linked = page.locator('section', { has: page.getByRole('heading', { name: 'Linked accounts' }) });
  await linked.getByText('Not available yet').first().waitFor();

  // Cancel on the sandbox consent page, with the email field left empty.
  await linked.getByRole('button', { name: 'Link Youtube' }).click();
  await page.getByRole('heading', { level: 1, name: 'Connect your YouTube channel' }).waitFor();
  await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe('');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText('You cancelled linking Youtube. Nothing was changed.').waitFor();
  await expect(page.getByText('access_denied').count()).resolves.toBe(0);

  // Allow links it; the settings say so, and Unlink takes it off.
  await page.goto(page.url().replace(/\/consumer.*$/, '/consumer/profile/settings'));
  await linked.getByRole('button', { name: 'Link Youtube' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.getByText('Youtube linked. Its tasks are open to you now.').waitFor();
  await page.goto(page.url().replace(/\/consumer.*$/, '/consumer/profile/settings'));
  // Unlink asks first; Escape keeps the link.
  await linked.getByRole('button', { name: 'Unlink Youtube' }).click();
  const asking = page.getByRole('dialog', { name: 'Unlink Youtube?' });
  await asking.getByText('Tasks on Youtube will stop paying until you link it again.').waitFor();
  await page.keyboard.press('Escape');
  await asking.waitFor({ state: 'detached' });
  await linked.getByText('Linked', { exact: true }).waitFor();
  await linked.getByRole('button', { name: 'Unlink Youtube' }).click();
  await asking.getByRole('button', { name: 'Unlink Youtube' }).click();
  await page.getByText('Youtube disconnected successfully').waitFor();
  await linked.getByRole('button', { name: 'Link Youtube' }).waitFor();
}, 90_000);

it('validates contact and location info', async () => {
  const { tokens } = await verifiedUser('profilecontact');
  const page = await settingsPage(tokens);
  await page.getByRole('tab', { name: 'Personal info' }).click();
  const contact = page.locator('form', { has: page.getByRole('heading', { name: 'Contact info' }) });
  await contact.getByRole('button', { name: 'Edit' }).click();
  await contact.getByLabel('Username').fill('');
  await contact.getByRole('button', { name: 'Save' }).click();
  await contact.getByText('Username is required').waitFor();
  await contact.getByText('First name is required').waitFor();
  await contact.getByText('Last name is required').waitFor();
  await contact.getByLabel('Username').fill(`contact${Date.now() % 100000}`);
  await contact.getByLabel('First name').fill('Wanjiku');
  await contact.getByLabel('Last name').fill('Kamau');
  await contact.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Account updated successfully!').waitFor();

  const location = page.locator('form', { has: page.getByRole('heading', { name: 'Location' }) });
  await location.getByLabel('Address').fill('');
  await location.getByLabel('Mobile number').fill('');
  await location.getByRole('button', { name: 'Save' }).click();
  await location.getByText('Address is required').waitFor();
  await location.getByText('Mobile number is required').waitFor();
  await location.getByLabel('Address').fill('Moi Avenue');
  await location.getByLabel('Mobile number').fill('07a12345678');
  await expect(location.getByLabel('Mobile number').inputValue()).resolves.toBe('0712345678');
  await location.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Account updated successfully!').first().waitFor();
}, 60_000);

it('deletes the account and lands signed out', async () => {
  const { tokens } = await verifiedUser('profiledelete');
  const page = await settingsPage(tokens);
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete account' })
    .click();
  // Deleting the account needs the password first.
  await confirmItIsYou(page, 'profiledelete-pass-1');
  await page.getByText('Account deletion successful!').waitFor();
  await page.waitForURL(/\/(signup|signin)/);
  await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
}, 60_000);
