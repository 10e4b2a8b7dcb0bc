import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@engage/shared/api/client';
import { deferred, renderAuth, resetSession } from '../testing/render-auth';

jest.mock('@engage/shared/api/client');
const callApiMock = jest.mocked(callApi);

beforeEach(() => {
  resetSession();
  callApiMock.mockReset();
});

/** The link the API's reset email builds: /password/reset/confirm/{token}?uidb64={uid}. */
const resetLink = '/password/reset/confirm/tok-123?uidb64=MTI';

async function openReset(path = resetLink) {
  const view = renderAuth(path);
  await screen.findByRole('form', { name: 'Choose a new password' });
  return view;
}
const password = () => screen.getByLabelText('Password');
const confirm = () => screen.getByLabelText('Confirm password');
const submit = () => screen.getByRole('button', { name: 'Reset Password' });

describe('validation (spec 000 §5 "Reset password")', () => {
  it('"password required" and "confirmation required (\'Password confirmation is required\')"', async () => {
    const user = userEvent.setup();
    await openReset();
    await user.click(submit());
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    expect(confirm()).toHaveAttribute('aria-describedby', 'reset-confirm-password-error');
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('"confirmation must equal it (\'Passwords must match\')", re-checked when either field changes', async () => {
    const user = userEvent.setup();
    await openReset();
    await user.type(password(), 'new password 1');
    await user.type(confirm(), 'new password 2');
    await user.tab();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    await user.clear(password());
    await user.type(password(), 'new password 2');
    expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument();
  });

  it('each password field has its own show/hide toggle, only when not empty', async () => {
    const user = userEvent.setup();
    await openReset();
    expect(screen.queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
    await user.type(confirm(), 'x');
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
  });
});

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, value = 'brand new pw') {
  await user.type(password(), value);
  await user.type(confirm(), value);
  await user.click(submit());
}

it('spec 000 §7 "POST {password, token, uidb64}"; §8 "\'Reseting password...\', \'Password reset successful!\' (then /signin)"', async () => {
  const call = deferred<unknown>();
  callApiMock.mockReturnValue(call.promise);
  const user = userEvent.setup();
  const view = await openReset();
  await fillAndSubmit(user);
  expect(await screen.findByText('Reseting password...')).toBeInTheDocument();
  expect(callApiMock).toHaveBeenCalledWith('passwordReset', null, {
    body: { password: 'brand new pw', token: 'tok-123', uidb64: 'MTI' },
  });
  call.resolve({ message: 'Password reset successful!' });
  expect(await screen.findByText('Password reset successful!')).toBeInTheDocument();
  await waitFor(() => expect(view.location().pathname).toBe('/signin'));
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
});

it('spec 000 §5 "Server errors on the password field arrive as a list": each shows under the field; §8 \'Password reset failed\'', async () => {
  callApiMock.mockRejectedValue({
    status: 400,
    data: {
      detail: 'Password must be at least 8 characters',
      password: ['Password must be at least 8 characters', 'This password is too common.'],
      errors: { password: ['Password must be at least 8 characters', 'This password is too common.'] },
    },
  });
  const user = userEvent.setup();
  const view = await openReset();
  await fillAndSubmit(user, 'short');
  expect(await screen.findByText('Password reset failed')).toBeInTheDocument();
  const errors = document.getElementById('reset-password-error');
  expect(errors).not.toBeNull();
  expect(password()).toHaveAttribute('aria-describedby', 'reset-password-error');
  const items = within(errors as HTMLElement).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Password must be at least 8 characters',
    'This password is too common.',
  ]);
  await waitFor(() => expect(view.location().pathname).toBe('/password/reset/confirm/tok-123'));
  // The server's errors were about that password: typing another one clears them.
  await user.type(password(), 'er and longer');
  expect(screen.queryByText('This password is too common.')).not.toBeInTheDocument();
});

it('reads the list under `errors.password` when it is not at the top level', async () => {
  callApiMock.mockRejectedValue({ status: 400, data: { errors: { password: ['Too weak.'] } } });
  const user = userEvent.setup();
  await openReset();
  await fillAndSubmit(user);
  expect(await screen.findByText('Too weak.')).toBeInTheDocument();
  expect(screen.getByText('Too weak.').closest('[role="alert"]')).toHaveAttribute('id', 'reset-password-error');
});

it("an expired link: 'Password reset failed' and what to do next", async () => {
  callApiMock.mockRejectedValue({
    status: 400,
    data: { detail: 'Invalid or expired reset link.', message: 'Invalid or expired reset link.' },
  });
  const user = userEvent.setup();
  await openReset();
  await fillAndSubmit(user);
  expect(await screen.findByText('Password reset failed')).toBeInTheDocument();
  expect(screen.getByText(/Invalid or expired reset link\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgotpassword');
});

it('a link without its uidb64 says so before anything is typed', async () => {
  await openReset('/password/reset/confirm/tok-123');
  expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
});
