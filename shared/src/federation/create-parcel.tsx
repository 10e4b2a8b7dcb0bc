/**
 * Turns a remote's `App` into single-spa parcel lifecycles (DESIGN §3) so an integrator can
 * mount one area in any page, React or not (issue 19 §2). The host page owns the session: it
 * passes a token provider, called at mount and again after a 401 (in place of our refresh-token
 * flow), and hears back through callbacks: signed out, where the area navigated, the toasts it
 * wants shown. The parcel brings its own router (in memory: the host page owns the address bar)
 * and its own query cache; it opens no websockets, and unmounting removes its React root, its
 * listeners and its cache.
 */
import React, { useEffect, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import { MemoryRouter, useLocation } from '@engage/shared/router';
import singleSpaReact from 'single-spa-react';
import { configureApi, hasTokenProvider, installTokenProvider } from '@engage/shared/api/client';
import { queryClient } from '@engage/shared/api/query-client';
import { keepSessionInMemory, sessionStore } from '@engage/shared/session';
import { sendToastsTo, type HostToast } from '@engage/shared/ui/toasts';
import { routesOf, type AreaName } from '@engage/shared/paths';
import { UnavailablePanel } from '@engage/shared/ui/unavailable-panel';
import { AreaRoutes } from '@engage/shared/federation/area-pages';
import { StandaloneProviders } from '@engage/shared/federation/standalone-providers';

export type { HostToast } from '@engage/shared/ui/toasts';

/**
 * Why the area's session ended: the API refused the token the provider gave after a 401 (or
 * the provider threw), or the user signed out inside the area (e.g. deleted their account).
 */
export type SignedOutReason = 'token-refused' | 'signed-out';

/** Why the parcel asks for a token: it is mounting, or the API refused the last one (a 401). */
export type TokenRequestReason = 'mount' | 'unauthorized';

export interface AreaParcelProps {
  /** Base URL of the engage API, ending in "/", e.g. https://api.example.com/api/ */
  apiBaseUrl: string;
  /**
   * A current access token of the signed-in user. Called at mount (`'mount'`), and again after
   * the API answers 401 (`'unauthorized'`, once per 401; concurrent 401s share one call): return
   * a fresh token, or throw. A refused fresh token, or a throw, ends the session (`onSignedOut`).
   */
  getToken: (reason: TokenRequestReason) => Promise<string>;
  /** Which of the area's routes to show first; defaults to the area's first route. */
  initialPath?: string;
  /** The area's session ended; it shows nothing useful until the host mounts it again. */
  onSignedOut?: (reason: SignedOutReason) => void;
  /**
   * The area's page changed (and once at mount), e.g. '/consumer/payments/withdrawal-methods'.
   * A path of another area (see `areaRoutes` in `@engage/shared/paths`) is the host's to open.
   */
  onNavigate?: (path: string) => void;
  /** Given, the host page shows the area's toasts; omitted, the parcel shows them itself. */
  onToast?: (toast: HostToast) => void;
}

type LifecycleProps = AreaParcelProps & AppProps;

function ReportNavigation({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onNavigate(`${pathname}${search}`), [onNavigate, pathname, search]);
  return null;
}

export function createAreaParcel(area: AreaName, App: ComponentType) {
  function ParcelRoot({ initialPath, onNavigate, onToast }: AreaParcelProps) {
    const start = initialPath ?? routesOf(area)[0]?.path ?? '/';
    return (
      <StandaloneProviders toasts={!onToast}>
        <MemoryRouter initialEntries={[start]}>
          {onNavigate && <ReportNavigation onNavigate={onNavigate} />}
          <AreaRoutes area={area}>
            <App />
          </AreaRoutes>
        </MemoryRouter>
      </StandaloneProviders>
    );
  }

  const react = singleSpaReact<AreaParcelProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: ParcelRoot,
    errorBoundary: () => <UnavailablePanel />,
  });

  /** What each mounted instance must undo, by single-spa's parcel name. */
  const cleanups = new Map<string, () => void>();

  async function mount(props: LifecycleProps): Promise<void> {
    if (typeof props.getToken !== 'function') {
      throw new Error(`${area}: the parcel needs a getToken prop, () => Promise<string> (see the README)`);
    }
    configureApi({ baseUrl: props.apiBaseUrl });
    keepSessionInMemory();
    let token: string;
    try {
      token = await props.getToken('mount');
    } catch (error) {
      throw new Error(`${area}: the host page's getToken failed at mount: ${String(error)}`);
    }
    sessionStore.setState({ token, refreshToken: null, sessionId: null, userType: 'consumer' });

    let ended = false;
    const end = (reason: SignedOutReason) => {
      if (ended) return;
      ended = true;
      props.onSignedOut?.(reason);
    };
    const undo = [
      installTokenProvider({ getToken: () => props.getToken('unauthorized'), onRefused: () => end('token-refused') }),
      sessionStore.subscribe((state, previous) => {
        if (previous.token !== null && state.token === null) end('signed-out');
        else if (state.token !== null) ended = false;
      }),
      ...(props.onToast ? [sendToastsTo(props.onToast)] : []),
    ];
    cleanups.set(props.name, () => undo.forEach((release) => release()));
    await react.mount(props);
  }

  async function unmount(props: LifecycleProps): Promise<void> {
    await react.unmount(props);
    cleanups.get(props.name)?.();
    cleanups.delete(props.name);
    if (!hasTokenProvider()) {
      // The last parcel of the page is gone: its session and cached data go with it.
      queryClient.clear();
      sessionStore.setState({ token: null, userType: null });
    }
  }

  return { bootstrap: react.bootstrap, mount, unmount, update: react.update };
}
