import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@engage/shared/api/client';
import { sessionStore } from '@engage/shared/session';
import { toastsShowing } from '@engage/shared/testing/api-answers';
import { renderAuth, resetSession } from '../testing/render-auth';

jest.mock('@engage/shared/api/client');
const callApiMock = jest.mocked(callApi);

beforeEach(() => {
  resetSession();
  callApiMock.mockReset();
});

async function openSignIn() {
  const view = renderAuth('/signin');
  await screen.findByRole('form', { name: 'Sign in' });
  return view;
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');

describe('validation (spec 000 §5)', () => {
  it('"Login ...: email \'Invalid email format\' if malformed" — shown once the field is left, linked to it', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.type(email(), 'not-an-email');
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument(); // not touched yet
    await user.tab();
    const error = screen.getByText('Invalid email format');
    expect(error.closest('[role="alert"]')).toHaveAttribute('id', 'signin-email-error');
    expect(email()).toHaveAttribute('aria-describedby', 'signin-email-error');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
  });

  it('"Forms validate on change and on blur": a touched field re-validates on every change', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.type(email(), 'ama@');
    await user.tab();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    await user.type(email(), 'example.com');
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-describedby');
    await user.clear(email());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it("\"'Email is required' if missing; password 'Password is required'\" on submit, without calling the API", async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-describedby', 'signin-password-error');
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('"password \'Password is required\'" once the password field is left empty', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.click(password());
    await user.tab();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });
});

describe('password toggle (spec 000 §2 "show/hide toggle, visible only when the field is non-empty")', () => {
  it('appears only while the password has a value, and shows / hides it', async () => {
    const user = userEvent.setup();
    await openSignIn();
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    await user.type(password(), 's3cret');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
    await user.clear(password());
    expect(screen.queryByRole('button', { name: /password/ })).not.toBeInTheDocument();
  });

  it('starts masked again when the field is emptied and refilled', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.type(password(), 'abc');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    await user.clear(password());
    await user.type(password(), 'x');
    expect(password()).toHaveAttribute('type', 'password');
  });
});

describe('login (spec 000 §7, §8)', () => {
  async function signInWith(user: ReturnType<typeof userEvent.setup>) {
    await user.type(email(), 'ama@example.com');
    await user.type(password(), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('"Login | POST {email, password}" and "Login: \'Logged in successfully!\'", storing the session', async () => {
    callApiMock.mockResolvedValue({ access: 'acc', refresh: 'ref', session_id: 'sid' });
    const user = userEvent.setup();
    await openSignIn();
    await signInWith(user);
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(callApiMock).toHaveBeenCalledWith('login', null, {
      body: { email: 'ama@example.com', password: 'correct horse' },
    });
    expect(sessionStore.getState()).toMatchObject({
      token: 'acc',
      refreshToken: 'ref',
      sessionId: 'sid',
      userType: 'consumer',
    });
    expect(localStorage.getItem('token')).toBe('acc');
    expect(localStorage.getItem('userType')).toBe('consumer');
  });

  it('"missing tokens \'Login failed: missing tokens from server.\'" and no session', async () => {
    callApiMock.mockResolvedValue({ access: 'acc', refresh: 'ref' });
    const user = userEvent.setup();
    await openSignIn();
    await signInWith(user);
    expect(await screen.findByText('Login failed: missing tokens from server.')).toBeInTheDocument();
    expect(screen.queryByText('Logged in successfully!')).not.toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('"otherwise the server\'s data.message"', async () => {
    callApiMock.mockRejectedValue({ status: 401, data: { detail: 'x', message: 'Invalid email or password.' } });
    const user = userEvent.setup();
    await openSignIn();
    await signInWith(user);
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it("shows the API's detail when it sends no message (rate limit, unreachable server)", async () => {
    callApiMock.mockRejectedValue({ status: 429, data: { detail: 'Rate limit exceeded, retry in 1 minute' } });
    const user = userEvent.setup();
    await openSignIn();
    await signInWith(user);
    expect(await screen.findByText('Rate limit exceeded, retry in 1 minute')).toBeInTheDocument();
  });

  it('"or \'An error occurred. Please try again.\'"', async () => {
    callApiMock.mockRejectedValue({ status: 500, data: {} });
    const user = userEvent.setup();
    await openSignIn();
    await signInWith(user);
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });

  it('a success dismisses the error toasts of the failed attempts before it, so none outlives the sign-in', async () => {
    callApiMock
      .mockRejectedValueOnce({ status: 401, data: { detail: 'x', message: 'Invalid email or password.' } })
      .mockRejectedValueOnce({ status: 401, data: { detail: 'x', message: 'Invalid email or password.' } })
      .mockResolvedValueOnce({ access: 'acc', refresh: 'ref', session_id: 'sid' });
    const user = userEvent.setup();
    await openSignIn();
    await signInWith(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The same refusal twice shows once: one clear message, not a stack.
    await waitFor(() => expect(callApiMock).toHaveBeenCalledTimes(2));
    expect(toastsShowing('Invalid email or password.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    await waitFor(() => expect(toastsShowing('Invalid email or password.')).toHaveLength(0));
  });

  it('works from the keyboard alone: Enter in the password field submits', async () => {
    callApiMock.mockResolvedValue({ access: 'acc', refresh: 'ref', session_id: 'sid' });
    const user = userEvent.setup();
    await openSignIn();
    await user.click(email());
    await user.keyboard('ama@example.com');
    await user.tab();
    await user.keyboard('pw{Enter}');
    await waitFor(() => expect(sessionStore.getState().token).toBe('acc'));
  });
});

it('spec 000 §2 "a Forgot Password link" opens /forgotpassword', async () => {
  const user = userEvent.setup();
  const view = await openSignIn();
  await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
  await waitFor(() => expect(view.location().pathname).toBe('/forgotpassword'));
  expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
});
