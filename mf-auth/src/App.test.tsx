import { screen, within } from '@testing-library/react';
import { expectAreaRendersItsRoutes } from '@engage/shared/federation/area-testing';
import { renderAuth, resetSession } from './testing/render-auth';
import App from './App';

jest.mock('@engage/shared/api/client');

beforeEach(resetSession);

// First: once a lazy chunk has loaded, React never shows its fallback again in this file.
it('shows a skeleton of the form while its chunk loads, so the heading and tabs paint first', async () => {
  renderAuth('/signin');
  expect(screen.getByRole('tablist')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Loading the sign in form' })).toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it.each([
  ['/signin', 'Sign in', 'Sign in'],
  ['/signup', 'Create account', 'Create account'],
  ['/ref?code=FRIEND1', 'Create account', 'Create account'],
  ['/forgotpassword', 'Forgot password', 'Request a reset link'],
  ['/password/reset/confirm/abc?uidb64=MQ', 'Reset password', 'Choose a new password'],
])('spec 000 §2 route %s shows its heading at once and its form once loaded', async (path, heading, form) => {
  renderAuth(path);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(await screen.findByRole('form', { name: form })).toBeInTheDocument();
});

it('spec 000 §2 "/privacy-policy | privacy policy page": the policy text loads under its heading', async () => {
  renderAuth('/privacy-policy');
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 2, name: /Your rights under the Data Protection Act, 2019/ }),
  ).toBeInTheDocument();
  expect(screen.getByText(/never stored/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'How long we keep it' })).toBeInTheDocument();
});

it('the privacy policy names who receives the data and where, how long it is kept, and how to complain', async () => {
  renderAuth('/privacy-policy');
  const sharing = await screen.findByRole('region', { name: 'Who receives it' });
  for (const receiver of ['Safaricom', 'PayPal', 'Google', 'X', 'Our email provider']) {
    expect(within(sharing).getByText(receiver)).toBeInTheDocument();
  }
  expect(within(sharing).getByText(/Google, X and PayPal process data outside Kenya/)).toBeInTheDocument();
  const retention = screen.getByRole('region', { name: 'How long we keep it' });
  expect(within(retention).getByText(/seven years/)).toBeInTheDocument();
  expect(within(retention).getByText(/deleted 180 days after they were last seen/)).toBeInTheDocument();
  const rights = screen.getByRole('region', { name: /Your rights/ });
  expect(within(rights).getByText(/Office of the Data Protection Commissioner: odpc\.go\.ke/)).toBeInTheDocument();
  expect(within(rights).getByRole('link', { name: 'info@odpc.go.ke' })).toHaveAttribute(
    'href',
    'mailto:info@odpc.go.ke',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'What changed on 29 November 2026' })).toHaveAttribute(
    'id',
    'policy-changes',
  );
});

// Last: the lazy parts have loaded by now, so the synchronous check leaves nothing pending.
it('shows a page titled after every route the shared table gives mf-auth', () => {
  expectAreaRendersItsRoutes('mf_auth', App);
});
