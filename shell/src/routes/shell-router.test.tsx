import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from '@engage/shared/router';
import { sessionStore, signIn, signOut } from '@engage/shared/session';
import { callApi } from '@engage/shared/api/client';
import { shellRoutes } from './shell-router';
import { App } from '../App';

// The signed-in layout loads the user's profile; this unit test is about routing only.
jest.mock('@engage/shared/api/client', () => ({ callApi: jest.fn(), warmUpApiClient: jest.fn() }));
const mockedCallApi = jest.mocked(callApi);
const answer = async (name: string) => {
  if (name === 'profileDetails') return { username: 'wanjiku', earnings: 0, pending_balance: 0, currency: 'KES' };
  if (name === 'profile') return { email_verified: 'True' };
  throw { status: 404, data: {} };
};

function renderAt(path: string) {
  const router = createMemoryRouter(shellRoutes(), { initialEntries: [path] });
  render(<App router={router} />);
  return router;
}

/** Renders at `path` and waits until the router settles on `expected` (layouts load lazily). */
async function expectLanding(path: string, expected: string) {
  const router = renderAt(path);
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  return router;
}

describe('shell routes and guards (spec 000 §2)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedCallApi.mockImplementation(answer as typeof callApi);
  });
  afterEach(() => {
    cleanup(); // unmount first: signing out of a mounted app would navigate it
    act(() => signOut());
    jest.restoreAllMocks();
  });

  it('redirects / to /signup', async () => {
    await expectLanding('/', '/signup');
  });

  it('sends any other path to /signup', async () => {
    await expectLanding('/no/such/page', '/signup');
  });

  it('sends a signed-out visitor from a consumer page to /signin', async () => {
    await expectLanding('/consumer/payments', '/signin');
  });

  it('keeps a signed-in user off public pages, sending them to /{userType}', async () => {
    signIn({ access: 'a', refresh: 'r', session_id: 's' });
    await expectLanding('/signin', '/consumer');
  });

  it('sends a consumer who opens /producer to /consumer', async () => {
    signIn({ access: 'a', refresh: 'r', session_id: 's' });
    await expectLanding('/producer', '/consumer');
  });

  it('logs out a session that holds no user type', async () => {
    sessionStore.setState({ token: 'orphan', userType: null });
    await expectLanding('/consumer', '/signin');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('contains a remote that cannot load in its own panel, keeping the navigation', async () => {
    signIn({ access: 'a', refresh: 'r', session_id: 's' });
    renderAt('/consumer/payments');
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Consumer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens the terms of use to a signed-out visitor, in a main landmark (sign-up accepts them)', async () => {
    renderAt('/terms');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect(heading.closest('main')).not.toBeNull();
  });

  it('renders shell-owned pages without any remote', async () => {
    signIn({ access: 'a', refresh: 'r', session_id: 's' });
    renderAt('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  });
});
