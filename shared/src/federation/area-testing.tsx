/**
 * Test helpers for areas (imported by tests only, never by app code).
 */
import type { ComponentType } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from '@engage/shared/router';
import { pathTo, routesOf, type AreaName } from '@engage/shared/paths';
import { AreaRoutes } from '@engage/shared/federation/area-pages';
import { StandaloneProviders } from '@engage/shared/federation/standalone-providers';

/** Renders an area's `App` at one path, as the shell or a parcel would. */
export function renderArea(area: AreaName, App: ComponentType, path: string): RenderResult {
  return render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={[path]}>
        <AreaRoutes area={area}>
          <App />
        </AreaRoutes>
      </MemoryRouter>
    </StandaloneProviders>,
  );
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
