import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@engage/shared/api/client';
import { deferred, renderAuth, resetSession } from '../testing/render-auth';

jest.mock('@engage/shared/api/client');
const callApiMock = jest.mocked(callApi);

beforeEach(() => {
  resetSession();
  callApiMock.mockReset();
});

async function openForgot() {
  const view = renderAuth('/forgotpassword');
  await screen.findByRole('form', { name: 'Request a reset link' });
  return view;
}
const email = () => screen.getByLabelText('Email');
const send = () => screen.getByRole('button', { name: 'Send Email' });

it('spec 000 §5 "Forgot password: \'Invalid email format\'"', async () => {
  const user = userEvent.setup();
  await openForgot();
  await user.type(email(), 'ama@');
  await user.tab();
  expect(screen.getByText('Invalid email format')).toBeInTheDocument();
  expect(email()).toHaveAttribute('aria-describedby', 'forgot-email-error');
});

it('spec 000 §5 "Forgot password: ... \'Email is required\'", and nothing is sent', async () => {
  const user = userEvent.setup();
  await openForgot();
  await user.click(send());
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(callApiMock).not.toHaveBeenCalled();
});

it('spec 000 §7 "Forgot | POST {email}"; §8 "Forgot: \'Requesting link...\', \'Kindly check your email!\'"', async () => {
  const call = deferred<unknown>();
  callApiMock.mockReturnValue(call.promise);
  const user = userEvent.setup();
  await openForgot();
  await user.type(email(), 'ama@example.com');
  await user.click(send());
  expect(await screen.findByText('Requesting link...')).toBeInTheDocument();
  expect(callApiMock).toHaveBeenCalledWith('forgotPassword', null, { body: { email: 'ama@example.com' } });
  call.resolve({ message: 'Kindly check your email!' });
  expect(await screen.findByText('Kindly check your email!')).toBeInTheDocument();
  expect(screen.queryByText('Requesting link...')).not.toBeInTheDocument();
});

it('spec 000 §8 "Forgot: ... \'Link generation failed\'"', async () => {
  callApiMock.mockRejectedValue({ status: 429, data: { detail: 'Rate limit exceeded' } });
  const user = userEvent.setup();
  await openForgot();
  await user.type(email(), 'ama@example.com');
  await user.click(send());
  expect(await screen.findByText('Link generation failed')).toBeInTheDocument();
});

it('spec 000 §2 "Forgot: ... link back to sign-in"', async () => {
  const user = userEvent.setup();
  const view = await openForgot();
  await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
  await waitFor(() => expect(view.location().pathname).toBe('/signin'));
});
