/**
 * The integrator example: a page with no React and no shell signs in
 * against the engage API, lets the user pick one of the eight areas and mounts that remote's
 * `./parcel` with single-spa. Below, two more parcels run side by side for two other users, each
 * with its own token provider: each shows its own user's data, dialogs and toasts. The page owns the session: the parcel asks it for a token at mount
 * and again after a 401 (this page then refreshes with the refresh token), and tells it when it
 * navigates, raises a toast or loses its session. The remote brings its own React; this page
 * brings only single-spa and the federation runtime (which remotes expect the host to provide).
 */
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createEngageClient } from '@engage/api-client';
import { subscribe } from '@engage/shared/bus';
import { routesOf, type AreaName } from '@engage/shared/paths';

/** What an engage parcel accepts (`AreaParcelProps` in @engage/shared/federation/create-parcel). */
interface EngageParcelProps {
  apiBaseUrl: string;
  getToken: (reason: 'mount' | 'unauthorized') => Promise<string>;
  initialPath?: string;
  onSignedOut?: (reason: 'token-refused' | 'signed-out') => void;
  onNavigate?: (path: string) => void;
  onToast?: (toast: { id: string; kind: string; message: string; durationMs: number | null }) => void;
}

interface Tokens {
  access: string;
  refresh: string;
}

const query = new URLSearchParams(location.search);
const host = location.hostname;

/**
 * The eight areas and the ports they are served on: the build writes the list from
 * tooling/apps.cjs (webpack-preset.mjs), titled by the area's first route.
 */
declare const __ENGAGE_LOCAL_REMOTES__: { name: AreaName; port: number }[];
const areas = __ENGAGE_LOCAL_REMOTES__.map((remote) => ({
  ...remote,
  title: routesOf(remote.name)[0]?.title ?? remote.name,
}));

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`#${id} is missing`);
  return found;
}

const signInForm = element('signin', HTMLFormElement);
const email = element('email', HTMLInputElement);
const password = element('password', HTMLInputElement);
const api = element('api', HTMLInputElement);
const signedInAs = element('signed-in-as', HTMLElement);
const signOutButton = element('signout', HTMLButtonElement);
const expireButton = element('expire', HTMLButtonElement);
const areaPicker = element('area', HTMLSelectElement);
const mountButton = element('mount', HTMLButtonElement);
const unmountButton = element('unmount', HTMLButtonElement);
const status = element('status', HTMLElement);
const problem = element('problem', HTMLElement);
const events = element('events', HTMLOListElement);
const toasts = element('toasts', HTMLElement);
const slot = element('engage-slot', HTMLElement);

api.value = query.get('api') ?? `http://${host}:4000/api/`;
for (const area of areas) areaPicker.add(new Option(`${area.title} (${area.name})`, area.name));
areaPicker.value = query.get('area') ?? 'mf_wallet';

const manifestOf = (name: string) =>
  `http://${host}:${areas.find((area) => area.name === name)?.port ?? 0}/mf-manifest.json`;
registerRemotes(areas.map((area) => ({ name: area.name, entry: manifestOf(area.name) })));
/** Areas whose last load failed: registered afresh before the next try, so a server back up is seen. */
const failedAreas = new Set<string>();

let tokens: Tokens | null = null;
let parcel: Parcel | null = null;
let mountedArea: string | null = null;
let refreshing: Promise<void> | null = null;
/** Mounts and unmounts run one after another, so a quick second pick waits for the first. */
let lifecycle: Promise<void> = Promise.resolve();

function inTurn(step: () => Promise<void>): void {
  lifecycle = lifecycle.then(step, step);
}

function say(text: string): void {
  status.textContent = text;
}

function complain(text: string): void {
  problem.textContent = text;
  problem.hidden = text === '';
}

function log(text: string): void {
  const item = document.createElement('li');
  item.textContent = text;
  events.append(item);
}

// The bus reaches this page too (its listeners live on globalThis): a page that shows the user's
// name or picture beside the parcel refreshes it when the profile changes inside.
subscribe('profile:changed', () => log('profile changed'));

/**
 * The API as an integrator calls it: through `@engage/api-client`, typed from the API's own
 * OpenAPI document. Its paths start with `/api/`, so it takes the base URL's origin.
 */
function engageApi() {
  return createEngageClient({ baseUrl: new URL(api.value).origin });
}

/** What a refused call says: the API's `detail` or `message`, or its status. */
function refusal(error: unknown, response: Response): Error {
  const body = (error ?? {}) as { detail?: unknown; message?: unknown };
  const text = typeof body.detail === 'string' ? body.detail : typeof body.message === 'string' ? body.message : '';
  return new Error(text || `${response.url} answered ${response.status}`);
}

/** The page's session: signed out, the area controls are disabled. */
function showSession(): void {
  const signedIn = tokens !== null;
  signInForm.hidden = signedIn;
  signedInAs.textContent = signedIn ? `Signed in as ${email.value}.` : 'Not signed in.';
  signOutButton.hidden = !signedIn;
  expireButton.disabled = !signedIn;
  mountButton.disabled = !signedIn;
}

/** The token provider the parcel calls: the current token, or a refreshed one after a 401. */
async function getToken(reason: 'mount' | 'unauthorized'): Promise<string> {
  if (reason === 'unauthorized') {
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    });
    await refreshing;
  }
  if (!tokens) throw new Error('The partner page is signed out.');
  return tokens.access;
}

async function refreshTokens(): Promise<void> {
  if (!tokens) return;
  const { data, error, response } = await engageApi().POST('/api/users/token/refresh/', {
    body: { refresh: tokens.refresh },
  });
  if (!data) throw refusal(error, response);
  tokens = { access: data.access, refresh: data.refresh ?? tokens.refresh };
  log('token: refreshed after a 401');
}

async function unmountArea(): Promise<void> {
  const current = parcel;
  parcel = null;
  unmountButton.disabled = true;
  if (!current) return;
  await current.mountPromise.catch(() => undefined);
  if (current.getStatus() === 'MOUNTED') await current.unmount();
  say(`Unmounted ${mountedArea ?? 'the area'}.`);
  mountedArea = null;
}

async function mountArea(area: string): Promise<void> {
  await unmountArea(); // one area at a time: the previous one goes first, listeners and all
  complain('');
  say(`Loading ${area}…`);
  mountButton.disabled = true;
  try {
    if (failedAreas.delete(area)) registerRemotes([{ name: area, entry: manifestOf(area) }], { force: true });
    const config = await loadRemote<ParcelConfig<EngageParcelProps>>(`${area}/parcel`);
    if (!config) throw new Error('it has no ./parcel');
    const props: EngageParcelProps & { domElement: HTMLElement } = {
      domElement: slot,
      apiBaseUrl: api.value,
      getToken,
      onNavigate: (path) => log(`navigate: ${path}`),
      onToast: (toast) => showToast(toast.id, toast.kind, toast.message, toast.durationMs),
      onSignedOut: (reason) => {
        log(`signed out: ${reason}`);
        complain(`${area} ended its session (${reason}). Sign in again.`);
        tokens = null;
        showSession();
        setTimeout(() => inTurn(unmountArea)); // not from inside the area's own call
      },
    };
    parcel = mountRootParcel(config, props);
    mountedArea = area;
    await parcel.mountPromise;
    unmountButton.disabled = false;
    say(`Mounted ${area}.`);
  } catch (error) {
    console.error(error);
    parcel = null;
    mountedArea = null;
    failedAreas.add(area);
    say('Not mounted.');
    complain(`${area} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    mountButton.disabled = tokens === null;
  }
}

/** The area's toasts, in this page's own style. */
function showToast(id: string, kind: string, message: string, durationMs: number | null): void {
  let toast = toasts.querySelector<HTMLElement>(`[data-toast="${id}"]`);
  if (kind === 'dismiss') {
    toast?.remove();
    return;
  }
  if (!toast) {
    toast = document.createElement('p');
    toast.dataset.toast = id;
    toasts.append(toast);
  }
  toast.className = `toast toast--${kind}`;
  toast.textContent = message;
  log(`toast ${kind}: ${message}`);
  if (durationMs !== null) setTimeout(() => toast.remove(), durationMs);
}

signInForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  complain('');
  try {
    const { data, error, response } = await engageApi().POST('/api/users/login/', {
      body: { email: email.value, password: password.value },
    });
    if (!data) throw refusal(error, response);
    // The parcel gets an embedded area's tokens, not this sign-in's: they cannot change payout
    // numbers, delete the account or step up, whatever script runs in this page.
    const embed = await engageApi().POST('/api/users/token/embed/', {
      headers: { Authorization: `Bearer ${data.access}` },
    });
    if (!embed.data) throw refusal(embed.error, embed.response);
    tokens = { access: embed.data.access, refresh: embed.data.refresh };
    password.value = '';
  } catch (error) {
    complain(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  showSession();
});

signOutButton.addEventListener('click', () =>
  inTurn(async () => {
    await unmountArea();
    tokens = null;
    showSession();
  }),
);

// A demonstration of the provider: the next token the area gets is one the API refuses.
expireButton.addEventListener('click', () => {
  if (!tokens) return;
  tokens = { ...tokens, access: `${tokens.access.slice(0, -4)}xxxx` };
  log('token: the page now holds an expired access token');
});

mountButton.addEventListener('click', () => inTurn(() => mountArea(areaPicker.value)));
areaPicker.addEventListener('change', () => {
  if (parcel) inTurn(() => mountArea(areaPicker.value)); // switching areas
});
unmountButton.addEventListener('click', () => inTurn(unmountArea));

/**
 * Two users side by side: each seat signs in on its own and mounts an area for its own user.
 * No `onToast` here: each area shows its toasts in its own box, and its dialogs stay there too.
 */
function setUpSeat(seat: 'a' | 'b', firstArea: string): void {
  const who = `user ${seat.toUpperCase()}`;
  const form = element(`seat-${seat}-signin`, HTMLFormElement);
  const seatEmail = element(`seat-${seat}-email`, HTMLInputElement);
  const seatPassword = element(`seat-${seat}-password`, HTMLInputElement);
  const seatArea = element(`seat-${seat}-area`, HTMLSelectElement);
  const seatStatus = element(`seat-${seat}-status`, HTMLElement);
  const seatSlot = element(`seat-${seat}-slot`, HTMLElement);
  for (const area of areas) seatArea.add(new Option(`${area.title} (${area.name})`, area.name));
  seatArea.value = firstArea;

  let seatTokens: Tokens | null = null;
  let seatParcel: Parcel | null = null;
  let renewing: Promise<void> | null = null;

  async function renew(): Promise<void> {
    if (!seatTokens) return;
    const { data, error, response } = await engageApi().POST('/api/users/token/refresh/', {
      body: { refresh: seatTokens.refresh },
    });
    if (!data) throw refusal(error, response);
    seatTokens = { access: data.access, refresh: data.refresh ?? seatTokens.refresh };
  }

  async function seatToken(reason: 'mount' | 'unauthorized'): Promise<string> {
    if (reason === 'unauthorized') {
      renewing ??= renew().finally(() => {
        renewing = null;
      });
      await renewing;
    }
    if (!seatTokens) throw new Error(`${who} is signed out.`);
    return seatTokens.access;
  }

  async function signInAndMount(): Promise<void> {
    const area = seatArea.value;
    const previous = seatParcel;
    seatParcel = null;
    if (previous?.getStatus() === 'MOUNTED') await previous.unmount();
    try {
      const { data, error, response } = await engageApi().POST('/api/users/login/', {
        body: { email: seatEmail.value, password: seatPassword.value },
      });
      if (!data) throw refusal(error, response);
      seatTokens = { access: data.access, refresh: data.refresh };
      seatPassword.value = '';
      seatStatus.textContent = `Loading ${area} for ${who}…`;
      const config = await loadRemote<ParcelConfig<EngageParcelProps>>(`${area}/parcel`);
      if (!config) throw new Error('it has no ./parcel');
      const props: EngageParcelProps & { domElement: HTMLElement } = {
        domElement: seatSlot,
        apiBaseUrl: api.value,
        getToken: seatToken,
        onSignedOut: (reason) => {
          seatTokens = null;
          seatStatus.textContent = `${who} signed out (${reason}).`;
        },
      };
      seatParcel = mountRootParcel(config, props);
      await seatParcel.mountPromise;
      seatStatus.textContent = `Mounted ${area} for ${who} (${seatEmail.value}).`;
    } catch (error) {
      console.error(error);
      seatParcel = null;
      seatStatus.textContent = `${who}: not mounted: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    inTurn(signInAndMount);
  });
}

const partnerClicks = element('partner-clicks', HTMLElement);
let partnerPresses = 0;
element('partner-button', HTMLButtonElement).addEventListener('click', () => {
  partnerPresses += 1;
  partnerClicks.textContent = `Pressed ${partnerPresses} ${partnerPresses === 1 ? 'time' : 'times'}.`;
});

setUpSeat('a', 'mf_wallet');
setUpSeat('b', 'mf_profile');
showSession();
