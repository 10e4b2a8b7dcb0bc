/**
 * Settings → API keys (docs/resellers.md): the list, making a key (shown once, with a copy
 * button), its name's rule, and revoking behind a confirmation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResellerKey } from '@engage/shared/contract/resellers';
import { answerApi, calls, failure, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { ApiKeys } from './api-keys';

jest.mock('@engage/shared/api/client');

const SECRET = 'eng_Q2hvb3NlIGEgbG9uZyByYW5kb20ga2V5IGZvciB0ZXN0cw';

const mainPanel: ResellerKey = {
  id: 7,
  name: 'Main panel',
  prefix: 'eng_Ab12',
  created_at: '2026-03-02T09:00:00Z',
  last_used_at: null,
};

let keys: ResellerKey[];

beforeEach(() => {
  resetApiAnswers();
  keys = [mainPanel];
  answerApi({
    resellerKeys: () => ({ results: keys }),
    resellerKeyCreate: ({ body }) => {
      const created = {
        id: 8,
        name: (body as { name: string }).name,
        prefix: SECRET.slice(0, 8),
        created_at: '2026-03-03T10:00:00Z',
        last_used_at: null,
      };
      keys = [created, ...keys];
      return { ...created, key: SECRET };
    },
    resellerKeyRevoke: ({ params }) => {
      keys = keys.filter((key) => key.id !== (params as { id: number }).id);
      return { message: 'API key revoked. Panels using it can no longer place orders.' };
    },
  });
});

const renderKeys = () => renderWithProviders(<ApiKeys />, { path: '/consumer/profile/settings' });

it('lists each key by its name and first characters, when it was made and last used', async () => {
  keys = [mainPanel, { ...mainPanel, id: 9, name: 'Backup', prefix: 'eng_Zz99', last_used_at: '2026-03-04T08:30:00Z' }];
  renderKeys();
  const table = await screen.findByRole('table', { name: 'Your API keys' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(within(rows[0] as HTMLElement).getByText('Main panel')).toBeInTheDocument();
  expect(within(rows[0] as HTMLElement).getByText('eng_Ab12…')).toBeInTheDocument();
  expect(within(rows[0] as HTMLElement).getByText('2 Mar 2026')).toBeInTheDocument();
  expect(within(rows[0] as HTMLElement).getByText('Never')).toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).getByText('4 Mar 2026, 11:30')).toBeInTheDocument();
});

it('says when there is no key yet', async () => {
  keys = [];
  renderKeys();
  expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
});

it('makes a key with a name and shows it once, with a copy button', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  renderKeys();
  await screen.findByText('Main panel');
  await user.type(screen.getByLabelText('Key name'), '  SMM shop ');
  await user.click(screen.getByRole('button', { name: 'Create key' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
  expect(calls('resellerKeyCreate')[0]?.[1]).toEqual({ body: { name: 'SMM shop' } });
  expect(within(dialog).getByText('Copy it now: it is not shown again')).toBeInTheDocument();
  expect(within(dialog).getByText(SECRET)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
  expect(writeText).toHaveBeenCalledWith(SECRET);
  expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  // The list shows the new key by its first characters only, and the form is ready for another.
  expect(await screen.findByText('SMM shop')).toBeInTheDocument();
  expect(screen.getByText(`${SECRET.slice(0, 8)}…`)).toBeInTheDocument();
  expect(screen.getByLabelText('Key name')).toHaveValue('');
});

it('asks for a name, and at most as long as the API takes', async () => {
  const user = userEvent.setup();
  renderKeys();
  await screen.findByText('Main panel');
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  expect(await screen.findByText('Give the key a name')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Key name'), 'x'.repeat(151));
  expect(await screen.findByText('At most 150 characters')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  expect(calls('resellerKeyCreate')).toEqual([]);
});

it('says why a key could not be made', async () => {
  answerApi({
    resellerKeys: () => ({ results: keys }),
    resellerKeyCreate: () =>
      Promise.reject(failure(409, { detail: 'You have 10 API keys already. Revoke one you no longer use first.' })),
  });
  const user = userEvent.setup();
  renderKeys();
  await user.type(await screen.findByLabelText('Key name'), 'Eleventh');
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  expect(
    await screen.findByText('You have 10 API keys already. Revoke one you no longer use first.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('revokes a key after asking, and can be cancelled', async () => {
  const user = userEvent.setup();
  renderKeys();
  await user.click(await screen.findByRole('button', { name: 'Revoke Main panel' }));
  let dialog = screen.getByRole('dialog', { name: 'Revoke this API key?' });
  expect(
    within(dialog).getByText('Panels using “Main panel” stop working at once. This cannot be undone.'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls('resellerKeyRevoke')).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Revoke Main panel' }));
  dialog = screen.getByRole('dialog', { name: 'Revoke this API key?' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('API key revoked.')).toBeInTheDocument();
  expect(calls('resellerKeyRevoke')[0]?.[1]).toEqual({ params: { id: 7 } });
  await waitFor(() => expect(screen.queryByText('Main panel')).not.toBeInTheDocument());
  expect(screen.getByText('You have no API keys yet.')).toBeInTheDocument();
});
