import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from './test-render';
import { ConnectionOutcome } from './connection-outcome';

jest.mock('@engage/shared/api/client');

it('says why a link was refused and takes the reason off the address', async () => {
  const view = renderWithProviders(<ConnectionOutcome />, {
    path: '/consumer?connect_error=This%20YouTube%20account%20is%20already%20linked%20to%20another%20engage%20account.',
  });
  expect(
    await screen.findByText('This YouTube account is already linked to another engage account.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(view.pathname()).toBe('/consumer'));
});

it('says a platform was linked', async () => {
  renderWithProviders(<ConnectionOutcome />, { path: '/consumer?connected=youtube' });
  expect(await screen.findByText('Youtube linked. Its tasks are open to you now.')).toBeInTheDocument();
});

it("a bare OAuth code never reaches the user: 'access_denied' reads as a cancelled link", async () => {
  const view = renderWithProviders(<ConnectionOutcome />, { path: '/consumer?connect_error=access_denied' });
  expect(await screen.findByText('Linking was cancelled. Nothing was changed.')).toBeInTheDocument();
  expect(screen.queryByText('access_denied')).not.toBeInTheDocument();
  await waitFor(() => expect(view.pathname()).toBe('/consumer'));
});

it('another bare OAuth code reads as the generic failure', async () => {
  renderWithProviders(<ConnectionOutcome />, { path: '/consumer?connect_error=server_error' });
  expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
});
