/**
 * The integrator example (issue 2 §7): a page with no React and no shell mounts one engage
 * remote's `./parcel` with single-spa, passing the API URL and a token, and unmounts it.
 * The remote brings its own React; this page only brings single-spa and the federation
 * runtime (which remotes expect the host page to provide).
 */
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

const query = new URLSearchParams(location.search);
const host = location.hostname;

function input(id: string): HTMLInputElement {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement)) throw new Error(`#${id} is missing`);
  return element;
}

function button(id: string): HTMLButtonElement {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLButtonElement)) throw new Error(`#${id} is missing`);
  return element;
}

const fields = {
  manifest: input('manifest'),
  area: input('area'),
  api: input('api'),
  token: input('token'),
};
fields.area.value = query.get('area') ?? fields.area.value;
fields.manifest.value = query.get('manifest') ?? `http://${host}:3005/mf-manifest.json`;
fields.api.value = query.get('api') ?? `http://${host}:4000/api/`;
fields.token.value = query.get('token') ?? '';

const status = document.getElementById('status');
const slot = document.getElementById('engage-slot');
const mountButton = button('mount');
const unmountButton = button('unmount');
let parcel: Parcel | null = null;

function say(text: string): void {
  if (status) status.textContent = text;
}

mountButton.addEventListener('click', async () => {
  if (!slot || parcel) return;
  mountButton.disabled = true;
  say('Loading…');
  try {
    const area = fields.area.value;
    registerRemotes([{ name: area, entry: fields.manifest.value }], { force: true });
    const config = await loadRemote<ParcelConfig>(`${area}/parcel`);
    if (!config) throw new Error(`${area} has no parcel`);
    parcel = mountRootParcel(config, {
      domElement: slot,
      apiBaseUrl: fields.api.value,
      token: fields.token.value || undefined,
    });
    await parcel.mountPromise;
    unmountButton.disabled = false;
    say('Mounted.');
  } catch (error) {
    console.error(error);
    parcel = null;
    mountButton.disabled = false;
    say('The engage area could not be loaded. Is its server running?');
  }
});

unmountButton.addEventListener('click', async () => {
  if (!parcel) return;
  unmountButton.disabled = true;
  await parcel.unmount();
  parcel = null;
  mountButton.disabled = false;
  say('Unmounted.');
});
