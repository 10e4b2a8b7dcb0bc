import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, calls, failure } from '@engage/shared/testing/api-answers';
import { renderAuth, resetSession } from '../testing/render-auth';

jest.mock('@engage/shared/api/client');

beforeEach(resetSession);

const link = '/payout/not-me/tok-123?uidb64=MTI';

it('freezes withdrawals only when asked, then says what happened and what to do next', async () => {
  answerApi({
    payoutNotMe: () => ({
      message: 'Withdrawals are frozen and every device was signed out. Your balance is safe.',
    }),
  });
  renderAuth(link);
  expect(screen.getByRole('heading', { level: 1, name: 'This was not me' })).toBeInTheDocument();
  // Opening the link changes nothing: a mail scanner following it freezes nothing.
  expect(calls('payoutNotMe')).toHaveLength(0);
  await userEvent.click(await screen.findByRole('button', { name: 'Freeze withdrawals' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Withdrawals are frozen and every device was signed out.',
  );
  expect(calls('payoutNotMe')[0]?.[1]).toEqual({ body: { token: 'tok-123', uidb64: 'MTI' } });
  expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/forgotpassword');
});

it('a used or expired link says so, with a way to sign in', async () => {
  answerApi({
    payoutNotMe: () => {
      throw failure(400, { detail: 'This link has expired or was already used.' });
    },
  });
  renderAuth(link);
  await userEvent.click(await screen.findByRole('button', { name: 'Freeze withdrawals' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or was already used.'),
  );
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
});
