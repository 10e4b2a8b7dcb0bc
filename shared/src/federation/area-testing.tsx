/**
 * Test helpers for areas (imported by tests only, never by app code).
 */
import type { ComponentType } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@engage/shared/router';
import { pathTo, routesOf, type AreaName } from '@engage/shared/paths';
import { AreaRoutes } from '@engage/shared/federation/area-pages';
import { StandaloneProviders } from '@engage/shared/federation/standalone-providers';

export interface CurrentLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** Put inside a router in a test: reports every location the router moves to. */
export function LocationProbe({ onChange }: { onChange: (location: CurrentLocation) => void }) {
  const { pathname, search, hash, state } = useLocation();
  onChange({ pathname, search, hash, state: state as unknown });
  return null;
}

/**
 * Renders an area's `App` at one path, as the shell or a parcel would; `location()` tells
 * where the area has navigated since.
 */
export function renderArea(
  area: AreaName,
  App: ComponentType,
  path: string,
): RenderResult & { location: () => CurrentLocation } {
  let current: CurrentLocation = { pathname: path, search: '', hash: '', state: null };
  const view = render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={[path]}>
        <AreaRoutes area={area}>
          <App />
        </AreaRoutes>
        <LocationProbe onChange={(location) => (current = location)} />
      </MemoryRouter>
    </StandaloneProviders>,
  );
  return { ...view, location: () => current };
}

/** Checks that an area's `App` shows a page titled after every route it owns. */
export function expectAreaRendersItsRoutes(area: AreaName, App: ComponentType): void {
  for (const route of routesOf(area)) {
    const path = pathTo(route.path, { token: 'abc', postId: '1' });
    const view = renderArea(area, App, path);
    expect(screen.getByRole('heading', { level: 1, name: route.title })).toBeInTheDocument();
    view.unmount();
  }
}
