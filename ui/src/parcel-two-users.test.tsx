/**
 * Two parcels in one host page, for two users (an integrator's page): each parcel reads, caches
 * and calls as its own user, its dialogs are drawn inside its own element, and its toasts show in
 * its own box. Against a real HTTP server, as the page would talk to our API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation, useQuery } from '@engage/shared/queries';
import type { AppProps } from 'single-spa';
import { callApi } from '@engage/shared/api/client';
import { Modal } from './modal';
import { notify } from '@engage/shared/ui/toasts';
import { createAreaParcel, type AreaParcelProps } from '@engage/shared/federation/create-parcel';

// The lifecycles run here as a host page runs them, outside act (see create-parcel.test.tsx).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const users: Record<string, string> = { 'Bearer alice-token': 'alice', 'Bearer bob-token': 'bob' };
/** Who saved their account, by the token the save came with. */
let saves: string[] = [];
let server: http.Server;
let apiBaseUrl = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    res.setHeader('Access-Control-Allow-Methods', 'GET, PUT');
    res.setHeader('Content-Type', 'application/json');
    if (req.method === 'OPTIONS') {
      res.end();
      return;
    }
    const username = users[req.headers.authorization ?? ''];
    if (!username) {
      res.statusCode = 401;
      res.end(JSON.stringify({ detail: 'Token expired' }));
      return;
    }
    if (req.method === 'PUT') saves.push(username);
    res.end(JSON.stringify(req.method === 'GET' ? { username } : { message: 'ok' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function ProfileStandIn() {
  const profile = useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal, client }) => callApi('profile', client, { signal }),
  });
  const save = useMutation({
    mutationFn: async (_: void, { client }) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return callApi('accountUpdate', client, { body: { experience_level: 'Expert' } });
    },
    onSuccess: () => notify.success(`Saved for ${profile.data?.username ?? '?'}`),
  });
  const [editing, setEditing] = useState(false);
  return (
    <>
      <h1>{profile.data ? `Hello ${profile.data.username}` : 'Loading'}</h1>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
      <button type="button" onClick={() => setEditing(true)}>
        Edit profile
      </button>
      {editing && (
        <Modal title="Edit profile" onClose={() => setEditing(false)}>
          <input aria-label="Username" />
        </Modal>
      )}
    </>
  );
}

function slotFor(name: string): HTMLElement {
  const slot = document.createElement('div');
  slot.setAttribute('aria-label', name);
  slot.setAttribute('role', 'region');
  document.body.append(slot);
  return slot;
}

function propsFor(slot: HTMLElement, name: string, token: string, extra: Partial<AreaParcelProps> = {}) {
  return {
    name,
    domElement: slot,
    apiBaseUrl,
    getToken: async () => token,
    ...extra,
  } as AreaParcelProps & AppProps & { domElement: HTMLElement };
}

it('two parcels for two users each show, cache and save as their own user, with dialogs and toasts in their own box', async () => {
  saves = [];
  const user = userEvent.setup();
  const parcel = createAreaParcel('mf_profile', ProfileStandIn);
  const left = slotFor('Alice’s parcel');
  const right = slotFor('Bob’s parcel');
  const alice = propsFor(left, 'parcel-alice', 'alice-token');
  const bob = propsFor(right, 'parcel-bob', 'bob-token');

  await parcel.mount(alice);
  expect(await within(left).findByRole('heading', { name: 'Hello alice' })).toBeInTheDocument();
  await parcel.mount(bob);
  expect(await within(right).findByRole('heading', { name: 'Hello bob' })).toBeInTheDocument();
  expect(within(left).getByRole('heading', { name: 'Hello alice' })).toBeInTheDocument();

  // A save after an await goes with the clicking parcel's user, and its toast shows in its box.
  await user.click(within(right).getByRole('button', { name: 'Save' }));
  expect(await within(right).findByText('Saved for bob')).toBeInTheDocument();
  await user.click(within(left).getByRole('button', { name: 'Save' }));
  expect(await within(left).findByText('Saved for alice')).toBeInTheDocument();
  expect(saves).toEqual(['bob', 'alice']);
  expect(within(right).queryByText('Saved for alice')).not.toBeInTheDocument();
  expect(within(left).queryByText('Saved for bob')).not.toBeInTheDocument();

  // A dialog opened in Alice's parcel is drawn in Alice's element, over her content only.
  await user.click(within(left).getByRole('button', { name: 'Edit profile' }));
  const dialog = await within(left).findByRole('dialog', { name: 'Edit profile' });
  expect(dialog.parentElement).toHaveClass('eg-modal__backdrop--contained');
  expect(within(right).queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus(); // focus moved inside
  await user.keyboard('{Escape}');
  await waitFor(() => expect(within(left).queryByRole('dialog')).not.toBeInTheDocument());

  await parcel.unmount(alice);
  await parcel.unmount(bob);
  expect(left.innerHTML).toBe('');
  expect(right.innerHTML).toBe('');
  left.remove();
  right.remove();
});

it('in the shell (no parcel) a dialog still covers the page, drawn where it is rendered', async () => {
  const { render } = await import('@testing-library/react');
  const { container } = render(
    <Modal title="Clear all?" onClose={() => undefined}>
      <p>Sure?</p>
    </Modal>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Clear all?' });
  expect(container.contains(dialog)).toBe(true);
  expect(dialog.parentElement).toHaveClass('eg-modal__backdrop');
  expect(dialog.parentElement).not.toHaveClass('eg-modal__backdrop--contained');
});
