/**
 * engage in Kiswahili: a consumer whose phone speaks Kiswahili signs in and walks the money
 * path — the feed, a task done and credited, the wallet, M-PESA set up, a withdrawal paid — and
 * at every step no English is left on the page besides what users wrote (task titles, names).
 * Their account keeps the language, and the API answers them in it.
 */
import type { Page } from 'playwright-core';
import {
  api,
  coolOff,
  eventually,
  journeyForThisFile,
  paidPost,
  payoutNumberId,
  PHONE,
  scrolledTo,
  untilInFeed,
  verifiedUser,
  xPost,
  type Tokens,
  uniquePayoutIdentity,
} from './journey';
import { allCatalogs, catalogsOf, englishLabels, englishPhrases, type Catalogs } from './catalogs';
import { apiUrl } from './api-server';
import { appUrl } from './servers';

jest.setTimeout(180_000);

const journey = journeyForThisFile();
const AMANI = { email: 'amani@engage.test', password: 'demo-password-1' };

let phrases: string[];
let labels: string[];
let auth: Catalogs;
let feed: Catalogs;
let wallet: Catalogs;
let stepUp: Catalogs;

/**
 * Another producer's live post, written in English in words the app also uses ('Pay with'): it
 * is the user's content, in the feed the Kiswahili reader sees, and must not be taken for an
 * untranslated message.
 */
async function englishPostInTheFeed(): Promise<void> {
  const { tokens } = await verifiedUser('english-producer');
  const linkId = await paidPost(
    tokens,
    xPost('Pay with M-PESA', { post_descrption: 'Pay with M-PESA and get more likes today.' }),
  );
  // Live once its payment is in, in anyone's feed but its producer's.
  const { tokens: reader } = await verifiedUser('english-reader');
  await untilInFeed(reader, linkId);
}

beforeAll(async () => {
  await englishPostInTheFeed();
  const catalogs = await allCatalogs();
  phrases = englishPhrases(catalogs);
  labels = englishLabels(catalogs);
  auth = await catalogsOf('mf-auth/src/messages.ts');
  feed = await catalogsOf('mf-feed/src/messages.ts');
  wallet = await catalogsOf('mf-wallet/src/messages.ts');
  stepUp = await catalogsOf('ui/src/step-up-messages.tsx');
});

const sw = (catalogs: Catalogs, key: string): string => {
  const message = catalogs.sw[key];
  if (typeof message !== 'string') throw new Error(`no Kiswahili string for ${key}`);
  return message;
};

/**
 * Every English message found on the page (in its text, or a control's name or placeholder),
 * each with where it stands, so a failure says what to translate. What users wrote is left out:
 * a task's description, its post's title on the tile and its tags are in whatever language the
 * producer wrote them (other journeys sharing the database post English ones, 'Pay with M-PESA').
 */
async function englishOn(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => {
    const userContent = '.eg-task__description, .eg-task__thumb-title, .eg-task__tags';
    const withoutUserContent = () => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(userContent).forEach((written) => written.remove());
      // innerText needs the copy laid out: on the page, hidden from view and from readers.
      copy.setAttribute('aria-hidden', 'true');
      copy.style.cssText = 'position:absolute;left:-10000px;top:0;width:100%';
      document.documentElement.appendChild(copy);
      const text = copy.innerText;
      copy.remove();
      return text;
    };
    const where = (element: Element) => element.outerHTML.slice(0, 160);
    const named = Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')).flatMap(
      (element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => ({
          text: element.getAttribute(name) ?? '',
          where: where(element),
        })),
    );
    const controls = Array.from(
      document.querySelectorAll('button, a, h1, h2, h3, label, th, dt, [role="tab"], [role="status"], [role="alert"]'),
    ).map((element) => {
      const copy = element.cloneNode(true) as Element;
      copy.querySelectorAll(userContent).forEach((written) => written.remove());
      return { text: copy.textContent?.trim() ?? '', where: where(element) };
    });
    return { text: withoutUserContent(), shown: [...controls, ...named] };
  });
  const everything = [{ text: seen.text, where: 'the page text' }, ...seen.shown];
  return [
    ...phrases.flatMap((phrase) =>
      everything.filter((item) => item.text.includes(phrase)).map((item) => `"${phrase}" in ${item.where}`),
    ),
    ...labels.flatMap((label) =>
      seen.shown.filter((item) => item.text === label).map((item) => `"${label}" in ${item.where}`),
    ),
  ];
}

async function expectKiswahili(page: Page): Promise<void> {
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('sw-KE');
  expect(await englishOn(page)).toEqual([]);
}

it('signs in with Kiswahili chosen and walks feed → task → wallet → withdrawal with no English left', async () => {
  const context = await journey().browser.newContext({ ...PHONE, locale: 'sw-KE' });
  const page = await context.newPage();
  try {
    // Before sign-in: the browser's language.
    await page.goto(appUrl('shell', '/signin'));
    await page.getByRole('heading', { level: 1, name: sw(auth, 'signInTitle') }).waitFor();
    await expectKiswahili(page);
    await page.getByLabel(sw(auth, 'email')).fill(AMANI.email);
    await page.getByLabel(sw(auth, 'password'), { exact: true }).fill(AMANI.password);
    await page.getByRole('button', { name: sw(auth, 'signIn'), exact: true }).click();

    // The feed.
    await page.locator('article.eg-task').first().waitFor();
    await expectKiswahili(page);
    const tokens: Tokens = await page.evaluate(() => ({
      access: localStorage.getItem('token') ?? '',
      refresh: localStorage.getItem('refresh') ?? '',
      session_id: localStorage.getItem('session_id') ?? '',
    }));
    // The account now keeps the language the user reads in.
    await eventually(
      async () => (await api<{ language: string | null }>('users/profile-details/', { token: tokens.access })).language,
      'sw',
    );

    // A task: a YouTube like, credited in Kiswahili (money as Kenya writes it in Kiswahili).
    await page.goto(appUrl('shell', '/consumer?platform=youtube'));
    const first = await scrolledTo(page, `article.eg-task button:text-is("${sw(feed, 'actionLikes')}")`);
    const linkId = await first.evaluate((button) => button.closest('article')?.dataset.linkId ?? '');
    const card = page.locator(`article.eg-task[data-link-id="${linkId}"]`);
    await card.getByRole('button', { name: sw(feed, 'actionLikes'), exact: true }).click();
    // 'Imefanikiwa! Ksh 5.00 zimeongezwa…': the API's answer, in the reader's language.
    await page
      .getByText(/Ksh\s?[\d,]+\.\d\d/)
      .and(page.getByText(/zimeongezwa/))
      .first()
      .waitFor();
    await card.getByRole('button', { name: sw(feed, 'actionLikes'), exact: true }).waitFor({ state: 'detached' });
    await expectKiswahili(page);

    // The wallet: set up M-PESA, then withdraw everything available.
    await page.locator('a[href="/consumer/payments"]').first().click();
    await page.getByRole('heading', { level: 1, name: sw(wallet, 'walletTitle') }).waitFor();
    const available = page.getByTestId('available-earnings');
    await available.filter({ hasText: /Ksh\s?[1-9]/ }).waitFor();
    await expectKiswahili(page);
    await page.getByRole('button', { name: `${sw(wallet, 'setup')} M-PESA` }).click();
    const setup = page.getByRole('dialog', { name: sw(wallet, 'mpesaSetupTitle') });
    await setup.getByRole('button', { name: sw(wallet, 'save') }).click();
    await expectKiswahili(page);
    const payout = uniquePayoutIdentity();
    await setup.getByLabel(sw(wallet, 'firstName')).fill('Amani');
    await setup.getByLabel(sw(wallet, 'lastName')).fill('Mwinyi');
    await setup.getByLabel(sw(wallet, 'idNumber')).fill(payout.idNumber);
    await setup.getByLabel(sw(wallet, 'phone')).fill(payout.phone);
    await setup.getByRole('button', { name: sw(wallet, 'save') }).click();
    // A payout number is money: the password first, asked in Kiswahili.
    const confirm = page.getByRole('dialog', { name: sw(stepUp, 'title') });
    await confirm.waitFor();
    await expectKiswahili(page);
    await confirm.getByLabel(sw(stepUp, 'password'), { exact: true }).fill(AMANI.password);
    await confirm.getByRole('button', { name: sw(stepUp, 'confirm') }).click();
    await page.getByText(sw(wallet, 'setupDone')).waitFor();
    // The new number's cooling-off passes (security.e2e.test.ts shows it).
    await coolOff(tokens, await payoutNumberId(tokens));

    const before = (await available.textContent()) ?? '';
    await page.getByRole('button', { name: sw(wallet, 'withdraw'), exact: true }).click();
    const withdraw = page.getByRole('dialog', { name: sw(wallet, 'withdrawTitle') });
    await expectKiswahili(page);
    await withdraw.getByRole('button', { name: sw(wallet, 'confirmWithdraw') }).click();
    await page.getByText(sw(wallet, 'withdrawn')).first().waitFor();
    // The payout's alert is written in the account's language, and the balance is spent.
    await available.getByText(/Ksh\s?0\.00/).waitFor({ timeout: 20_000 });
    expect(before).not.toMatch(/Ksh\s?0\.00/);
    await expectKiswahili(page);

    // The API answers them in Kiswahili too: a second withdrawal, with nothing left, is refused in it.
    const refusal = async (language: string) => {
      const response = await fetch(`${apiUrl}wallet/withdraw/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${tokens.access}`,
          'Accept-Language': language,
        },
        body: JSON.stringify({}),
      });
      expect(response.ok).toBe(false);
      return ((await response.json()) as { message: string }).message;
    };
    const [english, swahili] = await Promise.all([refusal('en'), refusal('sw-KE')]);
    expect(swahili).not.toBe(english);
    expect(phrases.filter((phrase) => swahili.includes(phrase))).toEqual([]);
  } finally {
    await context.close();
  }
});
