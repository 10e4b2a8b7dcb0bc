/**
 * Test helpers (imported by tests only): the area's App at one path, as the shell renders it,
 * with the toasts mounted and the current location readable.
 */
import { render, type RenderResult } from '@testing-library/react';
import { AreaRoutes } from '@engage/shared/federation/area-pages';
import { StandaloneProviders } from '@engage/shared/federation/standalone-providers';
import { MemoryRouter, useLocation } from '@engage/shared/router';
import { setReferralId, signOut } from '@engage/shared/session';
import { notify } from '@engage/shared/ui/toasts';
import App from '../App';

interface CurrentLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export function renderAuth(path: string): RenderResult & { location: () => CurrentLocation } {
  let current: CurrentLocation = { pathname: '', search: '', hash: '', state: null };
  function LocationProbe() {
    const { pathname, search, hash, state } = useLocation();
    current = { pathname, search, hash, state: state as unknown };
    return null;
  }
  const view = render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={[path]}>
        <AreaRoutes area="mf_auth">
          <App />
        </AreaRoutes>
        <LocationProbe />
      </MemoryRouter>
    </StandaloneProviders>,
  );
  return { ...view, location: () => current };
}

/** A signed-out visitor with nothing stored, before each test. */
export function resetSession(): void {
  notify.dismiss();
  signOut();
  setReferralId(null);
  localStorage.clear();
  sessionStorage.clear();
}

/** A promise the test settles itself, to see what shows while a call is in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
