import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { sessionStore, signIn, signOut } from '@engage/shared/session';
import { shellRoutes } from './shell-router';

function renderAt(path: string) {
  const router = createMemoryRouter(shellRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('shell routes and guards (spec 000 §2)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => signOut());
    jest.restoreAllMocks();
  });

  it('redirects / to /signup', () => {
    expect(renderAt('/').state.location.pathname).toBe('/signup');
  });

  it('sends any other path to /signup', () => {
    expect(renderAt('/no/such/page').state.location.pathname).toBe('/signup');
  });

  it('sends a signed-out visitor from a consumer page to /signin', () => {
    expect(renderAt('/consumer/payments').state.location.pathname).toBe('/signin');
  });

  it('keeps a signed-in user off public pages, sending them to /{userType}', () => {
    signIn({ access: 'a', refresh: 'r', session_id: 's' });
    expect(renderAt('/signin').state.location.pathname).toBe('/consumer');
  });

  it('sends a consumer who opens /producer to /consumer', () => {
    signIn({ access: 'a', refresh: 'r', session_id: 's' });
    expect(renderAt('/producer').state.location.pathname).toBe('/consumer');
  });

  it('logs out a session that holds no user type', () => {
    sessionStore.setState({ token: 'orphan', userType: null });
    const router = renderAt('/consumer');
    expect(router.state.location.pathname).toBe('/signin');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('contains a remote that cannot load in its own panel, keeping the navigation', async () => {
    signIn({ access: 'a', refresh: 'r', session_id: 's' });
    renderAt('/consumer/payments');
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('renders shell-owned pages without any remote', () => {
    signIn({ access: 'a', refresh: 'r', session_id: 's' });
    renderAt('/faq');
    expect(screen.getByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
  });
});
