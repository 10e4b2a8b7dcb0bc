/**
 * engage in Kiswahili: a consumer whose phone speaks Kiswahili signs in and walks the money
 * path — the feed, a task done and credited, the wallet, M-PESA set up, a withdrawal paid — and
 * at every step no English is left on the page besides what users wrote (task titles, names).
 * Their account keeps the language, and the API answers them in it. A new user on an English
 * phone picks Kiswahili on the sign-in page and walks every page: no English word left in any
 * visible text (alerts written before the switch, the statement, interest categories and the
 * target location included), and nothing cut off on a 360 px screen.
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
import { allCatalogs, catalogsOf, englishLabels, englishOnlyWords, englishPhrases, type Catalogs } from './catalogs';
import { apiUrl } from './api-server';
import { doFirstTask } from './referral-kit';
import { appUrl } from './servers';

jest.setTimeout(180_000);

const journey = journeyForThisFile();
const AMANI = { email: 'amani@engage.test', password: 'demo-password-1' };

let phrases: string[];
let englishWords: Set<string>;
let labels: string[];
let auth: Catalogs;
let feed: Catalogs;
let wallet: Catalogs;
let stepUp: Catalogs;
let posting: Catalogs;

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
  englishWords = englishOnlyWords(catalogs);
  auth = await catalogsOf('mf-auth/src/messages.ts');
  feed = await catalogsOf('mf-feed/src/messages.ts');
  wallet = await catalogsOf('mf-wallet/src/messages.ts');
  stepUp = await catalogsOf('ui/src/step-up-messages.tsx');
  posting = await catalogsOf('mf-posting/src/messages.ts');
});

const sw = (catalogs: Catalogs, key: string): string => {
  const message = catalogs.sw[key];
  if (typeof message !== 'string') throw new Error(`no Kiswahili string for ${key}`);
  return message;
};

/**
 * What users wrote, in whatever language they wrote it: task and post descriptions, titles and
 * tags, a reel's title (its play button names it), people's names.
 */
const USER_CONTENT = [
  '.eg-task__description, .eg-task__thumb-title, .eg-task__post-title, .eg-task__tags, .eg-task__producer, .eg-avatar',
  '.eg-task__thumb--play, .eg-reel__by, .eg-reel__text, .eg-reel__title, .eg-reel__play-button',
  '.eg-post__description, .eg-post__tags, .eg-post__own-title',
].join(', ');

/** Whether `text` holds `phrase` as whole words ('s of' is not in 'hits of the week'). */
function holdsPhrase(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = text.charAt(at - 1);
    const after = text.charAt(at + phrase.length);
    if (!/\p{L}/u.test(before) && !/\p{L}/u.test(after)) return true;
  }
  return false;
}

/**
 * Every English message found on the page (in its text, or a control's name or placeholder),
 * each with where it stands, so a failure says what to translate. What users wrote is left out:
 * a task's description, its post's title (on the card, the tile and My posts) and its tags are in
 * whatever language the producer wrote them (other journeys sharing the database post English
 * ones, 'Pay with M-PESA').
 */
async function englishOn(page: Page): Promise<string[]> {
  const seen = await page.evaluate((userContent) => {
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
  }, USER_CONTENT);
  const everything = [{ text: seen.text, where: 'the page text' }, ...seen.shown];
  return [
    ...phrases.flatMap((phrase) =>
      everything.filter((item) => holdsPhrase(item.text, phrase)).map((item) => `"${phrase}" in ${item.where}`),
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

/**
 * What users wrote, and names that are the same in every language: never taken for English.
 * Brands and products stay as they are (docs/glossary.md), and each language names itself.
 */
const NAMES = [
  'engage',
  'M-PESA',
  'YouTube',
  'PayPal',
  'TikTok',
  'Instagram',
  'Facebook',
  'Twitter',
  'Google',
  'English',
];

/**
 * Every visible text on the page (text nodes, and the names and placeholders of controls) that
 * holds a word only English uses: a word of the English catalogs no Kiswahili catalog has
 * ('Task', 'credited', 'Anywhere', 'Football'). Numbers, amounts, dates, email addresses, the names
 * above and what users wrote (task descriptions, titles and tags) are left out.
 */
async function englishTextOn(page: Page, own: string[]): Promise<string[]> {
  const texts = await page.evaluate((userContent) => {
    const shown = (element: Element | null): element is HTMLElement =>
      element instanceof HTMLElement &&
      !element.closest(userContent) &&
      !element.closest('[aria-hidden="true"], [hidden]') &&
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      element.getClientRects().length > 0;
    const found: { text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text && shown(node.parentElement)) found.push({ text, where: node.parentElement.outerHTML.slice(0, 140) });
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const text = element.getAttribute(name)?.trim();
        if (text) found.push({ text, where: element.outerHTML.slice(0, 140) });
      }
    }
    return found;
  }, USER_CONTENT);
  const allowed = [...NAMES, ...own].map((name) => name.toLowerCase());
  return texts
    .filter(({ text }) => {
      // An email address (the privacy contact) is an address, not words.
      let rest = text.toLowerCase().replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, ' ');
      for (const name of allowed) rest = rest.split(name).join(' ');
      return (rest.match(/\p{L}+/gu) ?? []).some((word) => englishWords.has(word));
    })
    .map(({ text, where }) => `"${text}" in ${where}`);
}

/**
 * Every text cut short on the page: an element whose text is wider than its box where the box
 * hides the rest (overflow hidden or clipped, or an ellipsis), and a placeholder wider than its field.
 */
async function cutOffOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const where = (element: Element) => element.outerHTML.slice(0, 140);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      // Read by screen readers only (a 1 px clipped box): never seen, never cut off.
      if (element.closest('.eg-visually-hidden')) continue;
      if (!element.checkVisibility() || element.getClientRects().length === 0) continue;
      const hasText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!hasText) continue;
      const style = getComputedStyle(element);
      const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (hides && element.scrollWidth > element.clientWidth + 1)
        cut.push(`"${element.innerText}" in ${where(element)}`);
    }
    const context = document.createElement('canvas').getContext('2d');
    for (const field of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))) {
      if (!context || field.value || !field.checkVisibility() || field.getClientRects().length === 0) continue;
      const style = getComputedStyle(field);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(field.placeholder).width > room + 1)
        cut.push(`placeholder "${field.placeholder}" in ${where(field)}`);
    }
    return cut;
  });
}

it('a new user picks Kiswahili before signing in and finds no English and nothing cut off on any page', async () => {
  const password = 'mpya-password-1';
  const { email, tokens: english } = await verifiedUser('mpya', password);
  await doFirstTask(english, email);
  // Written in English, for an account that has not chosen another language yet.
  const before = await api<{ results: { alert_title: string }[] }>('alerts/', { token: english.access });
  expect(before.results.map((alert) => alert.alert_title)).toContain('Task credited');

  const context = await journey().browser.newContext({ ...PHONE, locale: 'en-KE' });
  const page = await context.newPage();
  const own = [email, email.split('@')[0] ?? email];
  const problems: string[] = [];
  const look = async (where: string) => {
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('sw-KE');
    problems.push(
      ...(await englishOn(page)).map((found) => `${where}: English ${found}`),
      ...(await englishTextOn(page, own)).map((found) => `${where}: English ${found}`),
      ...(await cutOffOn(page)).map((found) => `${where}: cut off ${found}`),
    );
  };
  try {
    // An English phone: the sign-in page in English, with the language links.
    await page.goto(appUrl('shell', '/signin'));
    await page.getByRole('heading', { level: 1, name: auth.en.signInTitle as string }).waitFor();
    await page.getByRole('link', { name: 'Kiswahili', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: sw(auth, 'signInTitle') }).waitFor();
    await look('/signin');
    await page.getByLabel(sw(auth, 'email')).fill(email);
    await page.getByLabel(sw(auth, 'password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: sw(auth, 'signIn'), exact: true }).click();

    // The account takes the language chosen before sign-in.
    await page.locator('article.eg-task').first().waitFor();
    await eventually(
      async () =>
        (await api<{ language: string | null }>('users/profile-details/', { token: english.access })).language,
      'sw',
    );
    await look('feed');

    const visit = async (path: string, ready: (page: Page) => Promise<unknown>) => {
      await page.goto(appUrl('shell', path));
      await ready(page);
      await look(path);
    };
    await visit('/consumer/video-reels', (p) => p.locator('h1').first().waitFor());
    await visit('/consumer/payments', async (p) => {
      await p.getByRole('heading', { level: 1, name: sw(wallet, 'walletTitle') }).waitFor();
      // The statement's line for the task, in Kiswahili.
      await p.getByText(sw(wallet, 'linePending')).first().waitFor();
    });
    // The alert written in English before the switch now reads in Kiswahili.
    await visit('/consumer/notifications', (p) => p.getByText('Kazi imelipwa').first().waitFor());
    await visit('/consumer/profile', (p) => p.locator('h1').first().waitFor());
    // The interests to choose from, named in Kiswahili (the saved value stays 'Football').
    await visit('/consumer/profile/settings', (p) =>
      p.locator('option[value="Football"]', { hasText: 'Kandanda' }).waitFor({ state: 'attached' }),
    );
    // A new post's form: the target location reads 'Popote' (the API keeps 'Anywhere').
    await visit('/consumer/add-link', async (p) => {
      await p.getByRole('textbox', { name: sw(posting, 'pasteLabel') }).fill(`https://x.com/mpya/status/${Date.now()}`);
      await p.getByRole('button', { name: sw(posting, 'pasteContinue') }).click();
      const location = p.getByRole('combobox', { name: sw(posting, 'location') });
      await location.waitFor();
      expect(await location.inputValue()).toBe('Popote');
    });
    await visit('/consumer/affiliate', (p) => p.locator('h1').first().waitFor());
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
