/**
 * Turns a remote's `App` into single-spa parcel lifecycles so an integrator can
 * mount one area in any page, React or not. The host page owns the session: it
 * passes a token provider, called at mount and again after a 401 (in place of our refresh-token
 * flow), and hears back through callbacks: signed out, where the area navigated, the toasts it
 * wants shown. The parcel brings its own router (in memory: the host page owns the address bar)
 * and its own query cache; it opens no websockets, and unmounting removes its React root, its
 * listeners and its cache.
 *
 * Each mounted parcel is its own user: it opens a session scope (`@engage/shared/session/scope`)
 * holding the token from its `getToken`, its `apiBaseUrl` and its provider, and gets a query
 * cache whose queries and mutations run in that scope. So a page may mount the wallet for one
 * user and the profile (or a second wallet) for another, side by side: every API call, cached
 * answer and session read inside a parcel is its own user's, and the page's own session (the
 * shell's, in the app) is never touched.
 *
 * Its dialogs and toasts stay inside it: the parcel's content sits in a box whose overlay layer
 * receives the kit's dialogs (`ui/modal`) and, without `onToast`, a toast container of its own
 * (`ui/overlay-root`). The host page around it is never covered.
 */
import React, { useEffect, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import { QueryClientProvider, type QueryClient } from '@engage/shared/queries';
import { MemoryRouter, useLocation } from '@engage/shared/router';
import singleSpaReact from 'single-spa-react';
import { configureApi } from '@engage/shared/api/client';
import { createScopedQueryClient } from '@engage/shared/api/query-client';
import { keepSessionInMemory } from '@engage/shared/session';
import {
  SessionScopeContext,
  closeSessionScope,
  openSessionScope,
  touchSessionScope,
  type SessionScope,
} from '@engage/shared/session/scope';
import { routeToasts, type HostToast } from '@engage/shared/ui/toasts';
import { Toasts } from '@engage/shared/ui/toast-container';
import { ContainedOverlays } from '@engage/shared/ui/overlay-root';
import { routesOf, type AreaName } from '@engage/shared/paths';
import { UnavailablePanel } from '@engage/shared/ui/unavailable-panel';
import { AreaRoutes } from '@engage/shared/federation/area-pages';

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

/** What one mounted instance has of its own. */
interface Instance {
  scope: SessionScope;
  queryClient: QueryClient;
  /** Its own toast container's id; null when the host page shows its toasts. */
  toastContainerId: string | null;
}

type RootProps = AreaParcelProps & { instance: Instance };

function ReportNavigation({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onNavigate(`${pathname}${search}`), [onNavigate, pathname, search]);
  return null;
}

/**
 * The parcel's own user, cache and overlays around its content. A click or key press inside it
 * marks its scope as the one the user is using (what a handler calls after an `await` acts for).
 */
function ParcelScope({ instance, children }: { instance: Instance; children: ReactNode }) {
  const touch = () => touchSessionScope(instance.scope);
  return (
    <SessionScopeContext.Provider value={instance.scope}>
      <QueryClientProvider client={instance.queryClient}>
        <div className="eg-parcel" onPointerDownCapture={touch} onKeyDownCapture={touch} onClickCapture={touch}>
          <ContainedOverlays overlays={instance.toastContainerId && <Toasts containerId={instance.toastContainerId} />}>
            {children}
          </ContainedOverlays>
        </div>
      </QueryClientProvider>
    </SessionScopeContext.Provider>
  );
}

export function createAreaParcel(area: AreaName, App: ComponentType) {
  function ParcelRoot({ initialPath, onNavigate, instance }: RootProps) {
    const start = initialPath ?? routesOf(area)[0]?.path ?? '/';
    return (
      <ParcelScope instance={instance}>
        <MemoryRouter initialEntries={[start]}>
          {onNavigate && <ReportNavigation onNavigate={onNavigate} />}
          <AreaRoutes area={area}>
            <App />
          </AreaRoutes>
        </MemoryRouter>
      </ParcelScope>
    );
  }

  const react = singleSpaReact<RootProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: ParcelRoot,
    errorBoundary: () => <UnavailablePanel />,
  });

  /** Each mounted instance, and what it must undo, by single-spa's parcel name. */
  const instances = new Map<string, Instance>();
  const cleanups = new Map<string, () => void>();

  async function mount(props: LifecycleProps): Promise<void> {
    if (typeof props.getToken !== 'function') {
      throw new Error(`${area}: the parcel needs a getToken prop, () => Promise<string> (see the README)`);
    }
    // The page's base URL too, for what is not a call (e.g. avatars' API-relative URLs).
    configureApi({ baseUrl: props.apiBaseUrl });
    keepSessionInMemory();
    let token: string;
    try {
      token = await props.getToken('mount');
    } catch (error) {
      throw new Error(`${area}: the host page's getToken failed at mount: ${String(error)}`);
    }

    let ended = false;
    const end = (reason: SignedOutReason) => {
      if (ended) return;
      ended = true;
      props.onSignedOut?.(reason);
    };
    const scope = openSessionScope({
      name: `${area}:${props.name}`,
      token,
      apiBaseUrl: props.apiBaseUrl,
      tokenProvider: { getToken: () => props.getToken('unauthorized'), onRefused: () => end('token-refused') },
    });
    const instance: Instance = {
      scope,
      queryClient: createScopedQueryClient(scope),
      toastContainerId: props.onToast ? null : `engage-${scope.name}`,
    };
    const undo = [
      scope.session.subscribe((state, previous) => {
        if (previous.token !== null && state.token === null) end('signed-out');
        else if (state.token !== null) ended = false;
      }),
      routeToasts(scope, props.onToast ? { sink: props.onToast } : { containerId: instance.toastContainerId ?? '' }),
      () => {
        // Its session and cached data go with it.
        instance.queryClient.clear();
        closeSessionScope(scope);
      },
    ];
    instances.set(props.name, instance);
    cleanups.set(props.name, () => undo.forEach((release) => release()));
    try {
      await react.mount({ ...props, instance });
    } catch (error) {
      cleanups.get(props.name)?.();
      cleanups.delete(props.name);
      instances.delete(props.name);
      throw error;
    }
  }

  async function unmount(props: LifecycleProps): Promise<void> {
    const instance = instances.get(props.name);
    if (instance) await react.unmount({ ...props, instance });
    cleanups.get(props.name)?.();
    cleanups.delete(props.name);
    instances.delete(props.name);
  }

  async function update(props: LifecycleProps): Promise<void> {
    const instance = instances.get(props.name);
    if (instance) await react.update?.({ ...props, instance });
  }

  /** Nothing to load: the root component is given (single-spa-react's bootstrap does the same). */
  async function bootstrap(): Promise<void> {}

  return { bootstrap, mount, unmount, update };
}
