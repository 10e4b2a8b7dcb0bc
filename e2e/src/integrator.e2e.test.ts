/**
 * Embedding one area in a foreign page, in Chromium against the
 * production builds: the integrator example (a page with no React) signs in against our API,
 * mounts each of the eight consumer areas as a single-spa parcel with a token provider, hears what the
 * area reports (navigation, toasts, a session it lost), and unmounts it without leaving a React
 * root, a listener or a websocket behind. A remote that is down is reported to the page. Two
 * parcels for two users side by side each show their own user's data, and a dialog or toast of
 * one stays inside its box while the page around stays usable.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { embeddableRemotes } from '@engage/tooling/apps';
import { api, eventually, journeyForThisFile, stepUp, verifiedUser } from './journey';
import { rendererMarkers } from './renderer-markers';
import { appUrl } from './servers';

const journey = journeyForThisFile();
const password = 'integrator-pass-1';
let email: string;
let context: BrowserContext;

beforeAll(async () => {
  ({ email } = await verifiedUser('integrator', password));
});

afterEach(async () => {
  await context?.close();
});

interface Probe {
  /** Websockets opened and still open since the page loaded. */
  sockets: { opened: number; open: number };
  /** Listeners on window and document right now. */
  listeners: number;
}

declare global {
  interface Window {
    engageProbe?: () => Probe;
  }
}

/**
 * The partner page in a fresh browser, with a probe counting the websockets it opens and the
 * listeners on window and document (installed before any script of the page runs).
 */
async function partnerPage(beforeOpening: (page: Page) => void = () => undefined): Promise<Page> {
  context = await journey().browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const sockets = { opened: 0, open: 0 };
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        sockets.opened += 1;
        sockets.open += 1;
        this.addEventListener('close', () => (sockets.open -= 1));
      }
    };
    const listeners = new Set<string>();
    const ids = new WeakMap<object, number>();
    let next = 0;
    const key = (target: EventTarget, type: string, listener: unknown, options: unknown) => {
      if (typeof listener !== 'function' && (typeof listener !== 'object' || listener === null)) return null;
      if (!ids.has(listener)) ids.set(listener, (next += 1));
      const capture = typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean })?.capture);
      return `${target === window ? 'window' : 'document'}|${type}|${capture}|${ids.get(listener)}`;
    };
    const { addEventListener, removeEventListener } = EventTarget.prototype;
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      const id = this === window || this === document ? key(this, type, listener, options) : null;
      if (id) listeners.add(id);
      addEventListener.call(this, type, listener, options);
    };
    EventTarget.prototype.removeEventListener = function (type, listener, options) {
      const id = this === window || this === document ? key(this, type, listener, options) : null;
      if (id) listeners.delete(id);
      removeEventListener.call(this, type, listener, options);
    };
    window.engageProbe = () => ({ sockets: { ...sockets }, listeners: listeners.size });
  });
  const page = await context.newPage();
  beforeOpening(page);
  await page.goto(appUrl('integrator', '/'));
  return page;
}

const probe = (page: Page) => page.evaluate(() => window.engageProbe?.() ?? null);
const slot = (page: Page) => page.getByLabel('Embedded engage area');
const events = (page: Page) => page.getByRole('list', { name: 'Area events' });

async function signIn(page: Page): Promise<void> {
  const form = page.locator('#signin');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`Signed in as ${email}.`).waitFor();
}

/** Picks `area` in the page's list and mounts it (or, with one mounted, switches to it). */
async function mount(page: Page, area: string): Promise<void> {
  const switching = await page.getByRole('button', { name: 'Unmount' }).isEnabled();
  await page.getByRole('combobox', { name: 'Area' }).selectOption(area);
  if (!switching) await page.getByRole('button', { name: 'Mount engage area' }).click();
  await page
    .getByRole('status')
    .getByText(`Mounted ${area}.`)
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(`${area} did not mount: ${String(error)}\n${await page.locator('main').innerText()}`);
    });
}

async function unmount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Unmount' }).click();
  await page
    .getByRole('status')
    .getByText(/^Unmounted /)
    .waitFor();
}

/** What each area shows of the signed-in user's own data once mounted. */
const areaChecks: Record<string, { heading: string; data: (page: Page) => Promise<void> }> = {
  mf_auth: {
    heading: 'Sign in',
    data: (page) => slot(page).getByRole('form', { name: 'Sign in' }).getByLabel('Email').waitFor(),
  },
  mf_feed: { heading: 'Home', data: (page) => slot(page).locator('article.eg-task').first().waitFor() },
  mf_alerts: {
    heading: 'Alerts',
    data: (page) => slot(page).locator('article.eg-alert', { hasText: 'Email verified' }).waitFor(),
  },
  mf_profile: {
    heading: 'Profile',
    data: (page) => slot(page).getByText("You've not perfomed any actions yet").waitFor(),
  },
  mf_wallet: {
    heading: 'Wallet',
    data: async (page) => {
      await slot(page).getByTestId('available-earnings').getByText(/^KES /).waitFor();
    },
  },
  mf_posting: {
    heading: 'New post',
    data: (page) => slot(page).getByRole('textbox', { name: 'Link to promote' }).waitFor(),
  },
  mf_affiliate: {
    heading: 'Affiliate',
    data: (page) =>
      slot(page).getByText('No one has signed up with your link yet. Share it to start earning.').waitFor(),
  },
  mf_reels: { heading: 'Reels', data: (page) => slot(page).getByRole('tablist', { name: 'Filter reels' }).waitFor() },
};

it('the page lists the eight areas an integrator may embed (not the operator console), from the ports the platform serves them on', async () => {
  const page = await partnerPage();
  const options = await page
    .getByRole('combobox', { name: 'Area' })
    .locator('option')
    .evaluateAll((found) => found.map((option) => (option as HTMLOptionElement).value));
  expect(options).toEqual(embeddableRemotes.map((remote) => remote.name));
  expect(Object.keys(areaChecks).sort()).toEqual([...options].sort());
});

it('signs in for real, mounts the wallet without React of its own, shows the balance, and unmounts cleanly', async () => {
  const scripts: Response[] = [];
  const page = await partnerPage((opening) =>
    opening.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    }),
  );
  const ownScripts = scripts.filter((response) => response.url().startsWith(appUrl('integrator', '/')));
  expect(ownScripts.length).toBeGreaterThan(0);
  for (const script of ownScripts) expect(await script.text()).not.toContain(rendererMarkers.reactDom);

  await expect(page.getByRole('button', { name: 'Mount engage area' }).isDisabled()).resolves.toBe(true);
  await signIn(page);
  await mount(page, 'mf_wallet');
  await slot(page).getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
  await areaChecks.mf_wallet?.data(page);
  await events(page).getByText('navigate: /consumer/payments').waitFor();
  await unmount(page);
  expect(await slot(page).innerHTML()).toBe('');
  expect((await probe(page))?.sockets).toEqual({ opened: 0, open: 0 });
});

it('mounts every area in turn with the signed-in user’s data; switching unmounts the previous one and leaks nothing', async () => {
  const page = await partnerPage();
  await signIn(page);
  // A first round trip loads what stays for the page's life (React, the router, the HTTP library).
  await mount(page, 'mf_wallet');
  await areaChecks.mf_wallet?.data(page);
  await unmount(page);
  const before = await probe(page);

  for (const remote of embeddableRemotes) {
    const check = areaChecks[remote.name];
    if (!check) throw new Error(`no check for ${remote.name}`);
    await mount(page, remote.name);
    await slot(page).getByRole('heading', { level: 1, name: check.heading }).first().waitFor();
    await check.data(page).catch(async (error: unknown) => {
      throw new Error(`${remote.name} showed no data: ${String(error)}\n${await slot(page).innerText()}`);
    });
    // Only the new area is in the slot: the previous one's root went before this one mounted.
    expect(await slot(page).getByRole('heading', { level: 1 }).count()).toBe(1);
  }
  await unmount(page);
  expect(await slot(page).innerHTML()).toBe('');
  const after = await probe(page);
  expect(after?.sockets).toEqual({ opened: 0, open: 0 });
  expect(after?.listeners).toBe(before?.listeners);
}, 120_000);

it('survives an expired access token: the area asks the page’s provider once and shows its data', async () => {
  const page = await partnerPage();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  await signIn(page);
  await page.getByRole('button', { name: 'Expire the access token' }).click();
  await mount(page, 'mf_wallet');
  await areaChecks.mf_wallet?.data(page);
  await events(page).getByText('token: refreshed after a 401').waitFor();
  expect(refused.length).toBeGreaterThan(0);
  // Concurrent 401s shared one call to the provider.
  expect(await events(page).getByText('token: refreshed after a 401').count()).toBe(1);

  // The fresh token carries on into the next area.
  await mount(page, 'mf_alerts');
  await areaChecks.mf_alerts?.data(page);
  expect(
    await events(page)
      .getByText(/^signed out/)
      .count(),
  ).toBe(0);
});

it('tells the page when the provider cannot renew the token (token-refused), and the page takes the area away', async () => {
  const page = await partnerPage();
  await context.route('**/api/users/token/refresh/', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"detail":"Session expired"}' }),
  );
  await signIn(page);
  await page.getByRole('button', { name: 'Expire the access token' }).click();
  await mount(page, 'mf_wallet');
  await events(page).getByText('signed out: token-refused').waitFor();
  await page.getByRole('alert').getByText('mf_wallet ended its session (token-refused). Sign in again.').waitFor();
  await page.getByRole('status').getByText('Unmounted mf_wallet.').waitFor();
  expect(await slot(page).innerHTML()).toBe('');
  await page.getByText('Not signed in.').waitFor();
});

it('reports navigation inside the area, hands its toasts to the page and tells it the profile changed', async () => {
  const page = await partnerPage();
  await signIn(page);
  await mount(page, 'mf_profile');
  await events(page).getByText('navigate: /consumer/profile', { exact: true }).waitFor();
  await slot(page).getByRole('link', { name: 'Settings' }).click();
  await slot(page).getByRole('heading', { level: 1, name: 'Profile settings' }).waitFor();
  await events(page).getByText('navigate: /consumer/profile/settings').waitFor();

  await slot(page).getByRole('group', { name: 'Profile visibility' }).getByLabel('Private').check();
  await page.getByLabel('Partner toasts').getByText('Account updated successfully!').waitFor();
  await events(page).getByText('toast loading: Updating...').waitFor();
  await events(page).getByText('toast success: Account updated successfully!').waitFor();
  await events(page).getByText('profile changed').waitFor();
  // The page shows them: the area mounted no toast container of its own.
  expect(await slot(page).locator('.Toastify').count()).toBe(0);
});

it('reports a remote that is down to the page, and mounts it once it is back', async () => {
  const page = await partnerPage();
  const walletFiles = `${appUrl('mf-wallet', '/')}**`;
  await context.route(walletFiles, (route) => route.abort('connectionrefused'));
  await signIn(page);
  await page.getByRole('combobox', { name: 'Area' }).selectOption('mf_wallet');
  await page.getByRole('button', { name: 'Mount engage area' }).click();
  await page
    .getByRole('alert')
    .getByText(/^mf_wallet could not be loaded: /)
    .waitFor();
  await page.getByRole('status').getByText('Not mounted.').waitFor();
  expect(await slot(page).innerHTML()).toBe('');

  // Another area still mounts, and the wallet does once its server answers again.
  await mount(page, 'mf_alerts');
  await areaChecks.mf_alerts?.data(page);
  await context.unroute(walletFiles);
  await mount(page, 'mf_wallet');
  await areaChecks.mf_wallet?.data(page);
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether `inner` lies within `outer` (a pixel of rounding allowed). */
function within(inner: Box | null, outer: Box | null): boolean {
  if (!inner || !outer) return false;
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

/** Signs `seat` in as `who` and mounts `area` in its box. */
async function seatMount(page: Page, seat: 'A' | 'B', who: string, area: string): Promise<void> {
  const form = page.getByRole('form', { name: `User ${seat}` });
  await form.getByLabel('Email').fill(who);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel(`Remote for user ${seat}`).selectOption(area);
  await form.getByRole('button', { name: `Sign in and mount for user ${seat}` }).click();
  await page
    .getByRole('status', { name: `User ${seat} status` })
    .getByText(`Mounted ${area} for user ${seat}`)
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(`${area} did not mount for ${seat}: ${String(error)}\n${await page.locator('main').innerText()}`);
    });
}

it('two users side by side: each parcel shows its own user; a dialog and a toast stay inside their parcel, and the page stays usable', async () => {
  const userA = await verifiedUser('integrator-a', password);
  const userB = await verifiedUser('integrator-b', password);
  // Each has an M-PESA method in their own name: the wallet shows whose it is.
  // One M-PESA number and one national ID per account: each their own.
  for (const [user, firstName, lastName, phone, idNumber] of [
    [userA, 'Wanjiru', 'Kamau', '254722333444', '23456789'],
    [userB, 'Otieno', 'Barasa', '254733444555', '34567890'],
  ] as const) {
    await stepUp(user.tokens, password);
    await api('wallet/withdrawal-methods/', {
      token: user.tokens.access,
      body: {
        method_type: 'mpesa',
        mpesa_phone: phone,
        first_name: firstName,
        last_name: lastName,
        country: 'Kenya',
        id_number: idNumber,
      },
    });
  }

  const page = await partnerPage();
  const boxA = page.getByRole('region', { name: 'Engage area for user A' });
  const boxB = page.getByRole('region', { name: 'Engage area for user B' });
  await seatMount(page, 'A', userA.email, 'mf_wallet');
  await boxA.getByText('Wanjiru Kamau', { exact: false }).waitFor();
  await seatMount(page, 'B', userB.email, 'mf_wallet');

  // Each shows its own user's data: B's wallet is B's, and A's is still A's.
  await boxB
    .getByText('Otieno Barasa', { exact: false })
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(`B's box does not show B's method: ${String(error)}\n${await boxB.innerText()}`);
    });
  await boxA.getByText('Wanjiru Kamau', { exact: false }).waitFor();
  expect(await boxB.getByText('Wanjiru Kamau', { exact: false }).count()).toBe(0);
  expect(await boxA.getByText('Otieno Barasa', { exact: false }).count()).toBe(0);

  // A dialog opened in A's wallet lies within A's box, and the page's own button still works.
  await boxA.getByRole('button', { name: 'Update M-PESA' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(within(await dialog.boundingBox(), await boxA.boundingBox())).toBe(true);
  expect(await boxA.getByRole('dialog').count()).toBe(1);
  await page.getByRole('button', { name: 'Partner button' }).click({ timeout: 5_000 });
  await page.getByRole('status', { name: 'Partner button' }).getByText('Pressed 1 time.').waitFor();
  await boxB.getByText('Otieno Barasa', { exact: false }).click({ timeout: 5_000 });
  // Escape closes it (focus is inside it).
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // A's schedule saved in A's box: the toast shows within A's box, and it is A's schedule that changed.
  await boxA.getByRole('radio', { name: 'Monthly' }).check();
  await boxA.getByRole('button', { name: 'Save schedule' }).click();
  const toast = boxA.getByText('Withdrawal method updated successfully', { exact: true });
  await toast.waitFor();
  // Once it has slid in (react-toastify's entrance starts above the window).
  await eventually(async () => within(await toast.boundingBox(), await boxA.boundingBox()), true, 5_000).catch(
    async (error: unknown) => {
      throw new Error(
        `${String(error)}: toast ${JSON.stringify(await toast.boundingBox())}, box ${JSON.stringify(await boxA.boundingBox())}`,
      );
    },
  );
  expect(await boxB.getByText('Withdrawal method updated successfully').count()).toBe(0);
  const scheduleA = await api<{ frequency: string }>('wallet/schedule/', { token: userA.tokens.access });
  const scheduleB = await api<{ frequency: string }>('wallet/schedule/', { token: userB.tokens.access });
  expect(scheduleA.frequency).toBe('monthly');
  expect(scheduleB.frequency).not.toBe('monthly');
}, 120_000);
