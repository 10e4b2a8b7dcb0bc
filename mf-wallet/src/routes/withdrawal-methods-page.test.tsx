/**
 * The withdrawal methods page against spec 001: §2 "Withdrawal methods" and "Withdrawal-method
 * modal (M-PESA)", §4 the 3-day note, §5 the M-PESA form rules, §8 the method messages.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, failure, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { subscribe } from '@engage/shared/bus';
import { WithdrawalMethodsPage } from './withdrawal-methods-page';
import { answerWallet, mpesaMethod } from '../testing/wallet-scene';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
});

const renderPage = () =>
  renderWithProviders(<WithdrawalMethodsPage />, { path: '/consumer/payments/withdrawal-methods' });

async function fill(dialog: HTMLElement, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

const complete = {
  'First name': 'Wanjiru',
  'Last name': 'Kamau',
  'ID number': '12345678',
  'Phone number': '0712345678',
};

it('has one region named Withdrawal methods, so a screen reader can tell the landmarks apart', async () => {
  answerWallet({ methods: [] });
  renderPage();
  await screen.findByRole('button', { name: 'Setup M-PESA' });
  expect(screen.getAllByRole('region', { name: 'Withdrawal methods' })).toHaveLength(1);
});

it("shows M-PESA with Setup, and PayPal and Direct to Local Bank 'Comming soon'", async () => {
  answerWallet({ methods: [] });
  renderPage();
  expect(await screen.findByRole('button', { name: 'Setup M-PESA' })).toBeInTheDocument();
  expect(screen.getByText('PayPal')).toBeInTheDocument();
  expect(screen.getByText('Direct to Local Bank')).toBeInTheDocument();
  expect(screen.getAllByText('Comming soon')).toHaveLength(2);
  expect(screen.getByText('A new withdrawal method can take up to 3 days to activate.')).toBeInTheDocument();
});

it('with a method: Update and Delete, the name and the local number', async () => {
  answerWallet();
  renderPage();
  expect(await screen.findByRole('button', { name: 'Update M-PESA' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete M-PESA' })).toBeInTheDocument();
  expect(screen.getByText('Wanjiru Kamau, 0712345678')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Setup M-PESA' })).not.toBeInTheDocument();
});

describe('the M-PESA modal', () => {
  it("asks for every field: 'Kindly fill all the fields' and no call", async () => {
    answerWallet({ methods: [] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Setup M-PESA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up M-PESA' });
    await fill(dialog, { 'First name': 'Wanjiru' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Kindly fill all the fields').length).toBeGreaterThan(0);
    expect(calls('withdrawalMethodCreate')).toHaveLength(0);
    expect(within(dialog).getByText('A new withdrawal method can take up to 3 days to activate.')).toBeInTheDocument();
  });

  it('the phone keeps digits only, up to 10, and needs a leading 0', async () => {
    answerWallet({ methods: [] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Setup M-PESA' }));
    const dialog = await screen.findByRole('dialog');
    const phone = within(dialog).getByLabelText('Phone number');
    await userEvent.type(phone, 'a07 12-34567899');
    expect(phone).toHaveValue('0712345678');
    await userEvent.clear(phone);
    await userEvent.type(phone, '712345678');
    await userEvent.tab();
    expect(within(dialog).getByText('Valid phone number is required')).toBeInTheDocument();
    await fill(dialog, { ...complete, 'Phone number': '712345678' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls('withdrawalMethodCreate')).toHaveLength(0);
  });

  it('refuses letters or more than 10 digits in the ID number, in its field, and sends nothing', async () => {
    answerWallet({ methods: [] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Setup M-PESA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up M-PESA' });
    await fill(dialog, { ...complete, 'ID number': 'A1234567' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Use digits only, at most 10.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ID number')).toHaveAttribute('aria-invalid', 'true');
    await fill(dialog, { 'ID number': '12345678901' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Use digits only, at most 10.')).toBeInTheDocument();
    expect(calls('withdrawalMethodCreate')).toHaveLength(0);
  });

  it("sets up with 254 + the number without its 0: 'Withdrawal method setup successfully!'", async () => {
    answerWallet({ methods: [], extra: { withdrawalMethodCreate: ({ body }) => ({ id: 9, ...(body as object) }) } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Setup M-PESA' }));
    const dialog = await screen.findByRole('dialog');
    await fill(dialog, complete);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Withdrawal method setup successfully!')).toBeInTheDocument();
    expect(calls('withdrawalMethodCreate')).toHaveLength(1);
    expect(calls('withdrawalMethodCreate')[0]?.[1]).toEqual({
      body: {
        method_type: 'mpesa',
        mpesa_phone: '254712345678',
        first_name: 'Wanjiru',
        last_name: 'Kamau',
        country: 'Kenya',
        id_number: '12345678',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Saving…' on a disabled, busy button while the method is saved", async () => {
    let release: (value: unknown) => void = () => undefined;
    answerWallet({
      methods: [],
      extra: {
        withdrawalMethodCreate: ({ body }) =>
          new Promise((resolve) => (release = () => resolve({ id: 9, ...(body as object) }))),
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Setup M-PESA' }));
    const dialog = await screen.findByRole('dialog');
    await fill(dialog, complete);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const saving = await within(dialog).findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    expect(saving).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => release(undefined));
    expect(await screen.findByText('Withdrawal method setup successfully!')).toBeInTheDocument();
  });

  it("an unverified account gets 'You must verify your account to set up M-PESA withdrawal method'", async () => {
    answerWallet({ methods: [], verified: false });
    const asked: unknown[] = [];
    const off = subscribe('verification:request', (payload) => asked.push(payload));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Setup M-PESA' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('You must verify your account to set up M-PESA withdrawal method'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify account' }));
    expect(asked).toHaveLength(1);
    off();
    expect(calls('withdrawalMethodCreate')).toHaveLength(0);
  });

  it('the server’s verification refusal says the same', async () => {
    answerWallet({
      methods: [],
      extra: {
        withdrawalMethodCreate: () => {
          throw failure(403, { message: 'You must verify your account to set up M-PESA withdrawal method' });
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Setup M-PESA' }));
    const dialog = await screen.findByRole('dialog');
    await fill(dialog, complete);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      (await screen.findAllByText('You must verify your account to set up M-PESA withdrawal method')).length,
    ).toBeGreaterThan(0);
  });

  it("updates by PATCH with the id, prefilled: 'Withdrawal method updated successfully!'", async () => {
    answerWallet({ extra: { withdrawalMethodUpdate: ({ body }) => body } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Update M-PESA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update M-PESA' });
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('0712345678');
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Wanjiru');
    await fill(dialog, { 'Phone number': '0700000001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Withdrawal method updated successfully!')).toBeInTheDocument();
    expect(calls('withdrawalMethodUpdate')[0]?.[1]).toMatchObject({
      params: { id: 4 },
      body: { id: 4, mpesa_phone: '254700000001' },
    });
  });

  it("a failure says 'An error occured, please try again!'", async () => {
    answerWallet({
      extra: {
        withdrawalMethodUpdate: () => {
          throw failure(500);
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Update M-PESA' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('An error occured, please try again!')).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
  it("a number another account holds is refused in the phone field, with the server's words, and can be changed", async () => {
    const taken =
      'This M-PESA number is already saved on another engage account. A number can receive payouts for one account only.';
    let refuse = true;
    answerWallet({
      methods: [],
      extra: {
        withdrawalMethodCreate: ({ body }) => {
          if (refuse) throw failure(400, { detail: taken, message: taken, errors: { mpesa_phone: [taken] } });
          return { id: 9, ...(body as object) };
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Setup M-PESA' }));
    const dialog = await screen.findByRole('dialog');
    await fill(dialog, complete);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const phone = within(dialog).getByLabelText('Phone number');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(taken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ID number')).not.toHaveAttribute('aria-invalid', 'true');
    // The way out: another number, saved.
    refuse = false;
    await fill(dialog, { 'Phone number': '0722000111' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Withdrawal method setup successfully!')).toBeInTheDocument();
  });

  it('a national ID another account holds is refused in the ID field', async () => {
    const taken = 'Nambari hii ya kitambulisho tayari imehifadhiwa kwenye akaunti nyingine ya engage.';
    answerWallet({
      methods: [],
      extra: {
        withdrawalMethodCreate: () => {
          throw failure(400, { detail: taken, message: taken, errors: { id_number: [taken] } });
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Setup M-PESA' }));
    const dialog = await screen.findByRole('dialog');
    await fill(dialog, complete);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText('ID number')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(taken)).toBeInTheDocument();
  });
});

describe('delete', () => {
  it("asks first, then 'Payment deletion successful' and Setup again", async () => {
    let methods = [mpesaMethod()];
    answerWallet({
      extra: {
        withdrawalMethods: () => ({ results: methods }),
        withdrawalMethodDelete: () => {
          methods = [];
          return { message: 'Payment deletion successful' };
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete M-PESA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete M-PESA withdrawal method?' });
    expect(calls('withdrawalMethodDelete')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Payment deletion successful')).toBeInTheDocument();
    expect(calls('withdrawalMethodDelete')[0]?.[1]).toEqual({ params: { id: 4 } });
    expect(await screen.findByRole('button', { name: 'Setup M-PESA' })).toBeInTheDocument();
  });

  it('Cancel deletes nothing', async () => {
    answerWallet();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete M-PESA' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('withdrawalMethodDelete')).toHaveLength(0);
  });

  it("a failure says 'Payment deletion failed. Please try again later'", async () => {
    answerWallet({
      extra: {
        withdrawalMethodDelete: () => {
          throw failure(500);
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete M-PESA' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Payment deletion failed. Please try again later')).toBeInTheDocument();
  });
});

describe('step-up, cooling-off and frozen withdrawals', () => {
  const stepUpRefusal = failure(403, {
    detail: 'Confirm it is you first: enter your password, then try again.',
    code: 'step_up_required',
    step_up: 'password',
  });

  it('a new number shows when it starts receiving money; a usable one shows nothing', async () => {
    const later = new Date(Date.now() + 48 * 3600_000).toISOString();
    answerWallet({ methods: [mpesaMethod({ usable_from: later })] });
    const { unmount } = renderPage();
    expect(await screen.findByText(/^Usable from /)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('receives money only after a waiting period');
    unmount();

    answerWallet({ methods: [mpesaMethod({ usable_from: new Date(Date.now() - 1000).toISOString() })] });
    renderPage();
    await screen.findByText('Wanjiru Kamau, 0712345678');
    expect(screen.queryByText(/^Usable from /)).toBeNull();
  });

  it('saving a number asks for the password when the API wants it, then saves', async () => {
    let steppedUp = false;
    answerWallet({
      methods: [],
      extra: {
        stepUp: () => {
          steppedUp = true;
          return { message: 'Confirmed.', stepped_up_until: new Date().toISOString() };
        },
        withdrawalMethodCreate: () => {
          if (!steppedUp) throw stepUpRefusal;
          return mpesaMethod();
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Setup M-PESA' }));
    await fill(screen.getByRole('dialog', { name: 'Set up M-PESA' }), complete);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(stepUp).getByLabelText('Password', { exact: true }), 'correct-horse-1');
    await userEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Withdrawal method setup successfully!')).toBeInTheDocument();
    expect(calls('withdrawalMethodCreate')).toHaveLength(2);
  });

  it('frozen withdrawals: the reason, that the balance is safe, and unfreezing after the password', async () => {
    let steppedUp = false;
    answerWallet({
      extra: {
        withdrawalsFreeze: () => ({
          frozen: true,
          reason: 'You told us that a change of your payout number was not you.',
          frozen_at: new Date().toISOString(),
          owner_can_lift: true,
        }),
        stepUp: () => {
          steppedUp = true;
          return { message: 'Confirmed.', stepped_up_until: new Date().toISOString() };
        },
        withdrawalsUnfreeze: () => {
          if (!steppedUp) throw stepUpRefusal;
          return { message: 'Withdrawals are unfrozen.' };
        },
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Withdrawals are frozen');
    expect(alert).toHaveTextContent('You told us that a change of your payout number was not you.');
    expect(alert).toHaveTextContent('Your balance is safe');
    await userEvent.click(within(alert).getByRole('button', { name: 'Unfreeze withdrawals' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(stepUp).getByLabelText('Password', { exact: true }), 'correct-horse-1');
    await userEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Withdrawals are unfrozen.')).toBeInTheDocument();
    expect(calls('withdrawalsUnfreeze')).toHaveLength(2);
  });

  it("an operator's freeze says why and offers no unfreeze: only engage's team lifts it", async () => {
    answerWallet({
      extra: {
        withdrawalsFreeze: () => ({
          frozen: true,
          reason: 'engage’s team paused withdrawals on your account: Many accounts on one phone',
          frozen_at: new Date().toISOString(),
          owner_can_lift: false,
        }),
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Many accounts on one phone');
    expect(alert).toHaveTextContent('engage’s team will allow withdrawals again');
    expect(within(alert).queryByRole('button', { name: 'Unfreeze withdrawals' })).toBeNull();
  });
});
