/**
 * A parcel's contract with its host page: a token from the host's provider at
 * mount, the area's navigation and toasts reported back, its session kept out of the host's
 * storage, and nothing of it left after unmount.
 */
import { screen, waitFor } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { Link } from '@engage/shared/router';
import { notify } from '@engage/shared/ui/toasts';
import { sessionStore, signOut, useSession } from '@engage/shared/session';
import { createAreaParcel, type AreaParcelProps } from './create-parcel';

// single-spa-react's mount resolves once React has committed, which `act` would hold back until
// the mount returned: the lifecycles run here as a host page runs them, outside act.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

function WalletStandIn() {
  return (
    <>
      <h1>Wallet</h1>
      <Link to="/consumer/payments/withdrawal-methods">Withdrawal methods</Link>
      <button type="button" onClick={() => notify.success('Saved')}>
        Save
      </button>
      <button type="button" onClick={signOut}>
        Leave
      </button>
      <SessionToken />
    </>
  );
}

function SessionToken() {
  return <p data-testid="session-token">{useSession((state) => state.token)}</p>;
}

function parcelProps(domElement: HTMLElement, extra: Partial<AreaParcelProps> = {}) {
  return {
    name: 'wallet-parcel-1',
    domElement,
    apiBaseUrl: 'http://api.test/api/',
    getToken: jest.fn(async () => 'host-token'),
    onNavigate: jest.fn(),
    onToast: jest.fn(),
    onSignedOut: jest.fn(),
    ...extra,
  } as AreaParcelProps & AppProps & { domElement: HTMLElement };
}

it('mounts with a token from the provider, reports navigation, toasts and sign-out, and leaves nothing behind', async () => {
  localStorage.clear();
  const slot = document.createElement('div');
  document.body.append(slot);
  const parcel = createAreaParcel('mf_wallet', WalletStandIn);
  const props = parcelProps(slot);

  await parcel.bootstrap();
  await parcel.mount(props);
  expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
  expect(props.getToken).toHaveBeenCalledWith('mount');
  expect(screen.getByTestId('session-token')).toHaveTextContent('host-token');
  // The parcel's session is its own: neither the page's session nor the host page's storage.
  expect(sessionStore.getState().token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(props.onNavigate).toHaveBeenLastCalledWith('/consumer/payments');

  screen.getByRole('link', { name: 'Withdrawal methods' }).click();
  await waitFor(() => expect(props.onNavigate).toHaveBeenLastCalledWith('/consumer/payments/withdrawal-methods'));

  screen.getByRole('button', { name: 'Save' }).click();
  expect(props.onToast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', message: 'Saved' }));

  screen.getByRole('button', { name: 'Leave' }).click();
  expect(props.onSignedOut).toHaveBeenCalledWith('signed-out');

  await parcel.unmount(props);
  expect(slot.innerHTML).toBe('');
  expect(sessionStore.getState().token).toBeNull();
});

it('refuses to mount without a token provider, and says what it needs', async () => {
  const slot = document.createElement('div');
  const parcel = createAreaParcel('mf_wallet', WalletStandIn);
  const props = parcelProps(slot, { getToken: undefined });
  await expect(parcel.mount(props)).rejects.toThrow('mf_wallet: the parcel needs a getToken prop');
});
