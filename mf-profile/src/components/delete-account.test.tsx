/**
 * The delete dialog states the money rule before the user confirms: what is forfeited, to
 * withdraw first when they can, and that a withdrawal on its way must arrive first (the delete
 * waits). In both languages.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountDeletionPreview } from '@engage/shared/contract/profile';
import { sessionStore } from '@engage/shared/session';
import { answerApi, calls, failure, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { DeleteAccount } from './delete-account';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  sessionStore.setState({ token: 'access', refreshToken: 'refresh', userType: 'consumer' });
});

const preview = (money: Partial<AccountDeletionPreview> = {}): AccountDeletionPreview => ({
  withdrawable: 0,
  pending: 0,
  forfeited: 0,
  on_its_way: 0,
  waits_for_withdrawal: false,
  min_withdrawal: 1000,
  ...money,
});

async function openDialog() {
  renderWithProviders(<DeleteAccount />, { path: '/consumer/profile/settings' });
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

it('says what is forfeited and to withdraw first, before anything is deleted', async () => {
  answerApi({
    accountDeletion: () => preview({ withdrawable: 1500, pending: 40, forfeited: 1540 }),
    accountDelete: () => ({ message: 'Account deleted.' }),
  });
  const dialog = await openDialog();
  expect(
    await within(dialog).findByText(
      'KES 1,540.00 left in your account will be forfeited: KES 1,500.00 you can withdraw and KES 40.00 still pending.',
    ),
  ).toBeVisible();
  expect(
    within(dialog).getByText(
      'To keep the KES 1,500.00 you can withdraw, withdraw it to M-PESA before you delete your account.',
    ),
  ).toBeVisible();
  expect(within(dialog).getByText(/erased at once/)).toBeVisible();
  expect(calls('accountDelete')).toHaveLength(0);
  const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
  expect(confirm).toHaveAccessibleDescription(/will be forfeited/);
  await userEvent.click(confirm);
  expect(await screen.findByText('Account deletion successful!')).toBeInTheDocument();
  expect(calls('accountDelete')).toHaveLength(1);
  expect(sessionStore.getState().token).toBeNull();
});

it('below the minimum withdrawal, says it cannot be withdrawn and is forfeited', async () => {
  answerApi({ accountDeletion: () => preview({ withdrawable: 300, forfeited: 300 }) });
  const dialog = await openDialog();
  expect(
    await within(dialog).findByText('Less than KES 1,000.00 cannot be withdrawn, so it is forfeited too.'),
  ).toBeVisible();
  expect(within(dialog).queryByText(/withdraw it to M-PESA/)).toBeNull();
});

it('while a withdrawal is on its way, says so and does not let the user delete', async () => {
  answerApi({
    accountDeletion: () => preview({ withdrawable: 200, forfeited: 200, on_its_way: 1000, waits_for_withdrawal: true }),
  });
  const dialog = await openDialog();
  expect(
    await within(dialog).findByText(
      'A withdrawal of KES 1,000.00 is on its way to M-PESA. You can delete your account once it has arrived.',
    ),
  ).toBeVisible();
  const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
  expect(confirm).toBeDisabled();
  await userEvent.click(confirm);
  expect(calls('accountDelete')).toHaveLength(0);
});

it('a balance that could not be read keeps the delete back, with a retry', async () => {
  let asked = 0;
  answerApi({
    accountDeletion: () => {
      asked += 1;
      if (asked === 1) throw failure(500);
      return preview();
    },
  });
  const dialog = await openDialog();
  expect(await within(dialog).findByText(/Your balance could not be checked/)).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Delete account' })).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
  expect(await within(dialog).findByText('You have no money left in engage: nothing is forfeited.')).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Delete account' })).toBeEnabled();
});

it('a withdrawal set off meanwhile: the server’s words, and the rule read again', async () => {
  let asked = 0;
  answerApi({
    accountDeletion: () => {
      asked += 1;
      return asked === 1 ? preview() : preview({ on_its_way: 1000, waits_for_withdrawal: true });
    },
    accountDelete: () => {
      throw failure(409, {
        detail: 'A withdrawal of yours is on its way to M-PESA. Delete your account once it has arrived.',
        code: 'withdrawal_on_its_way',
      });
    },
  });
  const dialog = await openDialog();
  await within(dialog).findByText('You have no money left in engage: nothing is forfeited.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  expect(
    await screen.findByText('A withdrawal of yours is on its way to M-PESA. Delete your account once it has arrived.'),
  ).toBeInTheDocument();
  expect(await within(dialog).findByText(/is on its way to M-PESA. You can delete/)).toBeVisible();
  expect(sessionStore.getState().token).toBe('access');
});
