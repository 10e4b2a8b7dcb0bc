import { screen } from '@testing-library/react';
import { renderArea } from '@engage/shared/federation/area-testing';
import { pathTo, routesOf } from '@engage/shared/paths';
import App from './App';

// A post's report is a lazy chunk: its heading comes once the chunk has, which the first time
// means compiling the page's modules (seconds on a busy machine).
it.each(routesOf('mf_profile').map((route) => [route.path, route.title]))(
  'shows its page at %s',
  async (path, title) => {
    const view = renderArea('mf_profile', App, pathTo(path, { postId: '1' }));
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
    view.unmount();
  },
);
