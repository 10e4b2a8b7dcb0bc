import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@engage/shared/api/client';
import { setApiBaseUrl } from '@engage/shared/config';
import { sessionStore, setReferralId } from '@engage/shared/session';
import { renderAuth, resetSession } from '../testing/render-auth';
import { GOOGLE_STATE_KEY } from './google-sign-in';

jest.mock('@engage/shared/api/client');
const callApiMock = jest.mocked(callApi);

/**
 * The Google user-info endpoint (`users/google/userinfo/`, a plain fetch with the Google token as
 * its bearer, not a call of our API client): answered here the way the API answers it.
 */
let fetchMock: jest.SpiedFunction<typeof fetch>;

beforeEach(() => {
  resetSession();
  callApiMock.mockReset();
  setApiBaseUrl('http://api.test/api/');
  fetchMock = jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify({ email: 'wanjiru@gmail.com', sub: 'g-42', email_verified: true }), { status: 200 }),
    );
});

afterEach(() => {
  fetchMock.mockRestore();
  setApiBaseUrl('/api/');
});

const tokens = { access: 'acc', refresh: 'ref', session_id: 'sid' };

/** Each consent gives a new access token (a token is handled once per page). */
let googleToken = '';
let grants = 0;

function returnFromConsent(state = 'st-1', storedState: string | null = 'st-1') {
  googleToken = `goog-token-${++grants}`;
  if (storedState) sessionStorage.setItem(GOOGLE_STATE_KEY, storedState);
  return renderAuth(`/signin#access_token=${googleToken}&token_type=Bearer&expires_in=3600&state=${state}`);
}

it("the Google button goes to the API's Google start (sandbox or Google) with redirect_uri = this origin's /signin and a state it remembers", async () => {
  const user = userEvent.setup();
  renderAuth('/signin');
  const link = await screen.findByRole('link', { name: 'Continue with Google' });
  const href = new URL(link.getAttribute('href') ?? '');
  expect(`${href.origin}${href.pathname}`).toBe('http://api.test/api/users/google/start/');
  expect(href.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/signin`);
  const state = href.searchParams.get('state') ?? '';
  expect(state).toMatch(/^[0-9a-f]{32}$/);
  const stopNavigation = (event: Event) => event.preventDefault(); // jsdom cannot leave the page
  document.addEventListener('click', stopNavigation);
  await user.click(link);
  document.removeEventListener('click', stopNavigation);
  expect(sessionStorage.getItem(GOOGLE_STATE_KEY)).toBe(state);
});

it('the Google button is on the create-account tab too', async () => {
  renderAuth('/signup');
  expect(await screen.findByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
});

it('spec 000 §7 "user-info lookup at a Google endpoint with the Google access token (reads email and sub); then register/login with {email, password, role}"; §8 "\'Success! Welcome!\'"', async () => {
  callApiMock.mockResolvedValue(tokens);
  const view = returnFromConsent();
  expect(await screen.findByText('Success! Welcome!')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('http://api.test/api/users/google/userinfo/', {
    headers: { Authorization: `Bearer ${googleToken}`, Accept: 'application/json' },
  });
  expect(callApiMock).toHaveBeenCalledTimes(1);
  expect(callApiMock).toHaveBeenCalledWith('googleLogin', null, {
    body: { email: 'wanjiru@gmail.com', password: googleToken, role: 'consumer' },
  });
  expect(sessionStore.getState()).toMatchObject({ token: 'acc', userType: 'consumer' });
  await waitFor(() => expect(view.location().hash).toBe('')); // the token is cleared from the address
  await waitFor(() => expect(view.location().pathname).toBe('/signin'));
  expect(sessionStorage.getItem(GOOGLE_STATE_KEY)).toBeNull();
});

it('"{email, password, role, referral_code?}": a held referral code goes along and is cleared after', async () => {
  callApiMock.mockResolvedValue(tokens);
  setReferralId('AMA123');
  returnFromConsent();
  expect(await screen.findByText('Success! Welcome!')).toBeInTheDocument();
  expect(callApiMock).toHaveBeenCalledWith('googleLogin', null, {
    body: { email: 'wanjiru@gmail.com', password: googleToken, role: 'consumer', referral_code: 'AMA123' },
  });
  expect(localStorage.getItem('referralId')).toBeNull();
});

it('spec 000 §8 "Google sign-in: ... or the server\'s error field"', async () => {
  callApiMock.mockRejectedValue({
    status: 400,
    data: { detail: 'x', error: 'Google sign-in failed: the Google token is not valid.' },
  });
  const view = returnFromConsent();
  expect(await screen.findByText('Google sign-in failed: the Google token is not valid.')).toBeInTheDocument();
  expect(sessionStore.getState().token).toBeNull();
  await waitFor(() => expect(view.location().hash).toBe(''));
});

it('spec 000 §8 "Google sign-in: ... or the generic message"', async () => {
  callApiMock.mockRejectedValue({ status: 500, data: { detail: 'Internal server error' } });
  returnFromConsent();
  expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
});

it('a failed user-info lookup gives the generic message and calls nothing else', async () => {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ detail: 'Invalid Google access token.' }), { status: 401 }),
  );
  returnFromConsent();
  expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  expect(callApiMock).not.toHaveBeenCalled();
});

it('a return whose state was not issued by this browser is refused', async () => {
  const view = returnFromConsent('forged', 'st-1');
  expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(callApiMock).not.toHaveBeenCalled();
  await waitFor(() => expect(view.location().hash).toBe(''));
});

it('an answer without all three tokens: "Login failed: missing tokens from server."', async () => {
  callApiMock.mockResolvedValue({ access: 'acc' });
  returnFromConsent();
  expect(await screen.findByText('Login failed: missing tokens from server.')).toBeInTheDocument();
  expect(screen.queryByText('Success! Welcome!')).not.toBeInTheDocument();
  expect(sessionStore.getState().token).toBeNull();
});

it('says it is signing in while the Google return is finished', async () => {
  let finish: (value: unknown) => void = () => undefined;
  callApiMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  returnFromConsent();
  expect(await screen.findByRole('link', { name: 'Signing in with Google…' })).toHaveAttribute('aria-disabled', 'true');
  finish(tokens);
  await waitFor(() => expect(sessionStore.getState().token).toBe('acc'));
});

it('Cancel on the consent page comes back as ?error=access_denied: a readable word, not the code, and the address is cleaned', async () => {
  sessionStorage.setItem(GOOGLE_STATE_KEY, 'st-1');
  const view = renderAuth('/signin?error=access_denied&state=st-1');
  expect(
    await screen.findByText('Google sign-in was cancelled. You can try again or use your email.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/access_denied/)).not.toBeInTheDocument();
  await waitFor(() => expect(view.location().search).toBe(''));
  expect(callApiMock).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(GOOGLE_STATE_KEY)).toBeNull();
});

it('another OAuth error (Google puts it in the fragment) gives the generic message', async () => {
  sessionStorage.setItem(GOOGLE_STATE_KEY, 'st-1');
  const view = renderAuth('/signin#error=server_error&state=st-1');
  expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  await waitFor(() => expect(view.location().hash).toBe(''));
});

it.each([
  ['google_untrusted', 'Google sign-in failed: the answer from Google could not be verified. Please try again.'],
  [
    'google_unverified_email',
    'Google sign-in failed: your Google account’s email is not verified. Verify it with Google, or sign up with your email and password.',
  ],
  [
    'google_unavailable',
    'Google sign-in is unavailable right now. Please try again in a few minutes, or use your email.',
  ],
  ['google_expired', 'Google sign-in took too long or was started in another window. Please try again.'],
  ['google_refused', 'Google did not accept this sign-in. Please try again.'],
  ['google_off', 'Google sign-in is not available here. Please use your email and password.'],
])(
  'the server refusing a Google sign-in (?error=%s) is said in words, and nobody is signed in',
  async (code, words) => {
    sessionStorage.setItem(GOOGLE_STATE_KEY, 'st-1');
    const view = renderAuth(`/signin?error=${code}&state=st-1`);
    expect(await screen.findByText(words)).toBeInTheDocument();
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(callApiMock).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  },
);

it('a refusal that lost its state on the way (the flow expired) is still said in words', async () => {
  renderAuth('/signin?error=google_expired');
  expect(
    await screen.findByText('Google sign-in took too long or was started in another window. Please try again.'),
  ).toBeInTheDocument();
});
