import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '@engage/shared/router';
import { queryClient } from '@engage/shared/api/query-client';
import { sessionStore, signIn, signOut } from '@engage/shared/session';
import { callApi } from '@engage/shared/api/client';
import { shellRoutes } from '../routes/shell-router';
import { App } from '../App';

jest.mock('@engage/shared/api/client', () => ({ callApi: jest.fn(), warmUpApiClient: jest.fn() }));
const mockedCallApi = jest.mocked(callApi);

const owed = { terms: false, privacy: true, terms_version: '2026-11-29', privacy_version: '2027-01-15' };
const settled = { ...owed, privacy: false };

function answering(consentNeeded: typeof owed) {
  let needed = consentNeeded;
  mockedCallApi.mockImplementation((async (name: string) => {
    if (name === 'profileDetails') {
      return { username: 'wanjiku', earnings: 0, pending_balance: 0, currency: 'KES', consent_needed: needed };
    }
    if (name === 'profile') return { email_verified: 'True' };
    if (name === 'consentAccept') {
      needed = settled;
      return { terms: null, privacy: null, marketing: false, consent_needed: settled };
    }
    if (name === 'logout') return { message: 'Logged out' };
    throw { status: 404, data: {} };
  }) as typeof callApi);
}

function renderAt(path: string) {
  const router = createMemoryRouter(shellRoutes(), { initialEntries: [path] });
  render(<App router={router} />);
  return router;
}

const title = "We've updated our terms and privacy policy";

beforeEach(() => {
  mockedCallApi.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signIn({ access: 'a', refresh: 'r', session_id: 's' });
});
afterEach(() => {
  cleanup();
  act(() => signOut());
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

it('a newer privacy policy stands in for every page until accepted; accepting sends the versions shown and lets the user in', async () => {
  answering(owed);
  const user = userEvent.setup();
  renderAt('/faq');
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Privacy policy, version 2027-01-15' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(screen.queryByRole('link', { name: /Terms of use, version/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'What changed' })).toHaveAttribute('href', '/privacy-policy#policy-changes');

  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
  expect(mockedCallApi).toHaveBeenCalledWith('consentAccept', expect.anything(), {
    body: { terms_version: '2026-11-29', privacy_version: '2027-01-15' },
  });
});

it('Sign out leaves without accepting', async () => {
  answering(owed);
  const user = userEvent.setup();
  const router = renderAt('/faq');
  await screen.findByRole('heading', { level: 1, name: title });
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  expect(sessionStore.getState().token).toBeNull();
  expect(mockedCallApi.mock.calls.some(([name]) => name === 'consentAccept')).toBe(false);
});

it('nothing owed: the page itself, no consent page', async () => {
  answering(settled);
  renderAt('/faq');
  expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
});
