/**
 * Turns a remote's `App` into single-spa parcel lifecycles (DESIGN §3) so an integrator can
 * mount one area in any page, React or not. The integrator passes the API URL and a token;
 * the parcel brings its own router (in memory: the host page owns the address bar) and its
 * own query cache and toasts.
 */
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import { MemoryRouter } from '@engage/shared/router';
import singleSpaReact from 'single-spa-react';
import { configureApi } from '@engage/shared/api/client';
import { sessionStore } from '@engage/shared/session';
import { routesOf, type AreaName } from '@engage/shared/paths';
import { UnavailablePanel } from '@engage/shared/ui/unavailable-panel';
import { AreaRoutes } from '@engage/shared/federation/area-pages';
import { StandaloneProviders } from '@engage/shared/federation/standalone-providers';

export interface AreaParcelProps {
  /** Base URL of the engage API, ending in "/", e.g. https://api.example.com/api/ */
  apiBaseUrl: string;
  /** An access token of the signed-in user (the integrator obtains it from our API). */
  token?: string;
  /** Which of the area's routes to show first; defaults to the area's first route. */
  initialPath?: string;
}

export function createAreaParcel(area: AreaName, App: ComponentType) {
  function ParcelRoot({ apiBaseUrl, token, initialPath }: AreaParcelProps) {
    configureApi({ baseUrl: apiBaseUrl });
    if (token && sessionStore.getState().token !== token) {
      sessionStore.setState({ token, userType: 'consumer' });
    }
    const start = initialPath ?? routesOf(area)[0]?.path ?? '/';
    return (
      <StandaloneProviders>
        <MemoryRouter initialEntries={[start]}>
          <AreaRoutes area={area}>
            <App />
          </AreaRoutes>
        </MemoryRouter>
      </StandaloneProviders>
    );
  }

  return singleSpaReact<AreaParcelProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: ParcelRoot,
    errorBoundary: () => <UnavailablePanel />,
  });
}
