import { screen, waitFor, within } from '@testing-library/react';
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

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabs (spec 000 §2 "tabs SIGN IN and CREATE ACCOUNT")', () => {
  it.each([
    ['/signin', 'SIGN IN', 'Sign in'],
    ['/signup', 'CREATE ACCOUNT', 'Create account'],
    ['/ref', 'CREATE ACCOUNT', 'Create account'],
  ])('"/signin, /signup, /ref": on %s the %s tab is selected', async (path, selected, form) => {
    renderAuth(path);
    expect(tab(selected)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: false })).toHaveLength(1);
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('form', { name: form })).toBeInTheDocument();
  });

  it('clicking a tab changes the route and the form', async () => {
    const user = userEvent.setup();
    const view = renderAuth('/signin');
    await user.click(tab('CREATE ACCOUNT'));
    await waitFor(() => expect(view.location().pathname).toBe('/signup'));
    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Create account' })).toBeInTheDocument();
    await user.click(tab('SIGN IN'));
    await waitFor(() => expect(view.location().pathname).toBe('/signin'));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('works from the keyboard: only the selected tab is in the tab order; arrows switch and keep focus', async () => {
    const user = userEvent.setup();
    const view = renderAuth('/signin');
    expect(tab('SIGN IN')).toHaveAttribute('tabindex', '0');
    expect(tab('CREATE ACCOUNT')).toHaveAttribute('tabindex', '-1');
    tab('SIGN IN').focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(view.location().pathname).toBe('/signup'));
    expect(tab('CREATE ACCOUNT')).toHaveFocus();
    await user.keyboard('{Home}');
    await waitFor(() => expect(view.location().pathname).toBe('/signin'));
    expect(tab('SIGN IN')).toHaveFocus();
  });
});

describe('create account (spec 000 §5, §7, §8)', () => {
  async function openSignUp(path = '/signup') {
    const view = renderAuth(path);
    await screen.findByRole('form', { name: 'Create account' });
    return view;
  }
  const email = () => screen.getByLabelText('Email');
  const password = () => screen.getByLabelText('Password');
  const submit = () => screen.getByRole('button', { name: 'Create account' });

  it("\"Registration: email valid and required\": 'Invalid email format' and 'Email is required'", async () => {
    const user = userEvent.setup();
    await openSignUp();
    await user.type(email(), 'ama');
    await user.tab();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    await user.clear(email());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('"password required and at least 8 characters (\'Password must be at least 8 characters\')"', async () => {
    const user = userEvent.setup();
    await openSignUp();
    await user.click(password());
    await user.tab();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(password(), '1234567');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-describedby', 'signup-password-error');
    await user.type(password(), '8');
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
  });

  it('the password toggle shows only when the field is not empty here too', async () => {
    const user = userEvent.setup();
    await openSignUp();
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    await user.type(password(), 'x');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  // The API answers a new address and a taken one alike (it does not tell who has an account),
  // so both get the spec's words and then what is true either way.
  it('"Register | POST {email, password, user_type}" without a referral; then \'Signed up successfully! Check your email to continue.\' and, when signing in with it is refused, the login tab with the email filled in', async () => {
    callApiMock.mockResolvedValue({ message: 'Check your email to continue.', email: 'ama@example.com' });
    const user = userEvent.setup();
    const view = await openSignUp();
    await user.type(email(), 'ama@example.com');
    await user.type(password(), 'long enough');
    await user.click(submit());
    expect(await screen.findByText('Signed up successfully! Check your email to continue.')).toBeInTheDocument();
    expect(callApiMock).toHaveBeenCalledWith('register', null, {
      body: { email: 'ama@example.com', password: 'long enough', user_type: 'consumer', marketing: false },
    });
    await waitFor(() => expect(view.location().pathname).toBe('/signin'));
    expect(tab('SIGN IN')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ama@example.com');
    expect(sessionStore.getState().token).toBeNull(); // the sign-in after it was refused
  });

  it('"Send me news and offers by email" is its own choice, unticked; ticked, the registration asks for it', async () => {
    callApiMock.mockResolvedValue({ message: 'Check your email to continue.', email: 'ama@example.com' });
    const user = userEvent.setup();
    await openSignUp();
    const news = screen.getByRole('checkbox', { name: 'Send me news and offers by email' });
    expect(news).not.toBeChecked();
    await user.type(email(), 'ama@example.com');
    await user.type(password(), 'long enough');
    await user.click(news);
    await user.click(submit());
    await waitFor(() =>
      expect(callApiMock).toHaveBeenCalledWith('register', null, {
        body: { email: 'ama@example.com', password: 'long enough', user_type: 'consumer', marketing: true },
      }),
    );
  });

  it('says that signing up accepts the terms and the privacy policy, and who else processes the data', async () => {
    await openSignUp();
    const accept = screen.getByText(/By creating an account, with your email or with Google, you accept the/);
    expect(within(accept).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
    expect(within(accept).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    const processors = screen.getByText(
      /Google, X, PayPal and Safaricom process some of your data for us, some of them outside Kenya\./,
    );
    expect(within(processors).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('a new account is signed in at once with what was typed, so the emailed code has somewhere to go', async () => {
    callApiMock.mockImplementation(async (name) =>
      name === 'register'
        ? { message: 'Check your email to continue.', email: 'ama@example.com' }
        : { access: 'access-1', refresh: 'refresh-1', session_id: 'session-1' },
    );
    const user = userEvent.setup();
    const view = await openSignUp();
    await user.type(email(), 'ama@example.com');
    await user.type(password(), 'long enough');
    await user.click(submit());
    expect(await screen.findByText('Signed up successfully! Check your email to continue.')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().token).toBe('access-1'));
    expect(callApiMock).toHaveBeenCalledWith('login', null, {
      body: { email: 'ama@example.com', password: 'long enough' },
    });
    expect(view.location().pathname).toBe('/signup'); // not sent to SIGN IN: the shell's guard moves on
    expect(screen.queryByText('Login failed: missing tokens from server.')).not.toBeInTheDocument();
  });

  it('an address that already has an account gets the same answer, so the same words', async () => {
    // What the API answers for a taken address (api accounts.routes.ts): the same as for a new one.
    callApiMock.mockResolvedValue({ message: 'Check your email to continue.', email: 'taken@example.com' });
    const user = userEvent.setup();
    await openSignUp();
    await user.type(email(), 'taken@example.com');
    await user.type(password(), 'long enough');
    await user.click(submit());
    expect(await screen.findByText('Signed up successfully! Check your email to continue.')).toBeInTheDocument();
  });

  it('a sign-up that works dismisses the error toasts of the attempts before it', async () => {
    callApiMock
      .mockRejectedValueOnce({ status: 429, data: { detail: 'Rate limit exceeded' } })
      .mockResolvedValueOnce({ message: 'Check your email to continue.', email: 'ama@example.com' });
    const user = userEvent.setup();
    await openSignUp();
    await user.type(email(), 'ama@example.com');
    await user.type(password(), 'long enough');
    await user.click(submit());
    await waitFor(() => expect(toastsShowing('An error occurred. Please try again.')).toHaveLength(1));
    await user.click(submit());
    expect(await screen.findByText('Signed up successfully! Check your email to continue.')).toBeInTheDocument();
    await waitFor(() => expect(toastsShowing('An error occurred. Please try again.')).toHaveLength(0));
  });

  it('"Sign-up: ... error from data.error"', async () => {
    callApiMock.mockRejectedValue({
      status: 409,
      data: { detail: 'x', error: 'An account with this email already exists.' },
    });
    const user = userEvent.setup();
    const view = await openSignUp();
    await user.type(email(), 'ama@example.com');
    await user.type(password(), 'long enough');
    await user.click(submit());
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/signup'));
  });

  it('"or the generic message" when the answer has no error field', async () => {
    callApiMock.mockRejectedValue({ status: 429, data: { detail: 'Rate limit exceeded' } });
    const user = userEvent.setup();
    await openSignUp();
    await user.type(email(), 'ama@example.com');
    await user.type(password(), 'long enough');
    await user.click(submit());
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });
});

describe('referral (spec 000 §2 "A referral code in the query parameter code is stored locally (as referralId) and sent at registration")', () => {
  it('/ref?code= stores the code as referralId in local storage', () => {
    renderAuth('/ref?code=AMA123');
    expect(sessionStore.getState().referralId).toBe('AMA123');
    expect(localStorage.getItem('referralId')).toBe('AMA123');
  });

  it('a code on another route is not taken as a referral', () => {
    renderAuth('/signin?code=oauth-code');
    expect(localStorage.getItem('referralId')).toBeNull();
  });

  it('registration sends {email, password, type, referral_code}; "the referral code is cleared after success"', async () => {
    callApiMock.mockResolvedValue({ message: 'Check your email to continue.' });
    const user = userEvent.setup();
    renderAuth('/ref?code=AMA123');
    await screen.findByRole('form', { name: 'Create account' });
    expect(screen.getByText('AMA123')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'kofi@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Signed up successfully! Check your email to continue.')).toBeInTheDocument();
    expect(callApiMock).toHaveBeenCalledWith('register', null, {
      body: {
        email: 'kofi@example.com',
        password: 'long enough',
        type: 'standard',
        referral_code: 'AMA123',
        marketing: false,
      },
    });
    expect(sessionStore.getState().referralId).toBeNull();
    expect(localStorage.getItem('referralId')).toBeNull();
  });

  it('keeps the referral code when registration fails, so the next attempt still carries it', async () => {
    callApiMock.mockRejectedValue({ status: 400, data: { error: 'Invalid email format' } });
    const user = userEvent.setup();
    renderAuth('/ref?code=AMA123');
    await screen.findByRole('form', { name: 'Create account' });
    await user.type(screen.getByLabelText('Email'), 'kofi@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(localStorage.getItem('referralId')).toBe('AMA123');
  });
});
