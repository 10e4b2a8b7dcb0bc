import { screen } from '@testing-library/react';
import { renderArea } from '@engage/shared/federation/area-testing';
import { pathTo, routesOf } from '@engage/shared/paths';
import App from './App';

// The console's pages after the sign-in are lazy chunks: each heading comes once its chunk has,
// which the first time means compiling the page's modules (seconds on a busy machine).
it.each(routesOf('mf_operator').map((route) => [route.path, route.title]))(
  'shows its page at %s',
  async (path, title) => {
    const view = renderArea('mf_operator', App, pathTo(path, { token: 'x'.repeat(43) }));
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
    view.unmount();
  },
);
