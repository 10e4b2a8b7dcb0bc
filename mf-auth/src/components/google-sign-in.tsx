/**
 * Google sign-in through the provider's consent page (spec 000 §1 "A consumer can also sign in
 * with a Google account", §7 "Google sign-in"). One flow whatever the server runs: the sandbox
 * consent page (the default outside production) or real Google, where the API
 * exchanges the code and verifies the ID token itself.
 *
 * 1. The button sends the browser to the API's Google start with `redirect_uri` = this origin's
 *    /signin and a random `state`, kept in sessionStorage against forged returns; the API sends
 *    it on to the consent page.
 * 2. It comes back as `/signin#access_token=…&state=…` (with real Google, a one-time sign-in
 *    token). The hash is removed from the address at once (a reload must not replay it), the
 *    user info (email, sub) is read from the user-info endpoint, and the google-login route is
 *    called with `{email, password: <token>, role: 'consumer', referral_code?}`: role and
 *    referral code stay in this browser for the round trip.
 * 3. Success: 'Success! Welcome!' and the session starts; else the server's `error` field or the
 *    generic message. A refusal comes back as `?error=<reason>`: Cancel (`access_denied`) and
 *    the API's reasons (an ID token that failed verification, an unverified email, Google
 *    unreachable…) are said in words. A held referral code is cleared once the Google account
 *    is signed in (it has been used for the new account, or the account already existed).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIsMutating } from '@engage/shared/queries';
import { useLocation, useNavigate } from '@engage/shared/router';
import { setReferralId, sessionStore } from '@engage/shared/session';
import { notify } from '@engage/shared/ui/toasts';
import { paths } from '@engage/shared/paths';
import { googleProvider, googleSignInKey, useGoogleLogin } from '../api/auth';
import { googleErrorMessage } from '../forms/api-errors';
import { t, type AuthMessage } from '../messages';
import { toastsOf } from '../forms/toast-forms';
import { startSession } from '../forms/start-session';

/** sessionStorage key of the `state` sent to the consent page. */
export const GOOGLE_STATE_KEY = 'engage.googleOAuthState';

function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function rememberState(state: string): void {
  try {
    sessionStorage.setItem(GOOGLE_STATE_KEY, state);
  } catch {
    // storage disabled: the return is then refused, which is the safe outcome
  }
}

function takeState(): string | null {
  try {
    const state = sessionStorage.getItem(GOOGLE_STATE_KEY);
    sessionStorage.removeItem(GOOGLE_STATE_KEY);
    return state;
  } catch {
    return null;
  }
}

/**
 * The API's reasons for refusing a Google sign-in (api google-openid.ts), in words. The address
 * carries only the code: no text from a link is ever shown.
 */
const REFUSALS: Record<string, AuthMessage> = {
  access_denied: 'googleCancelled',
  google_untrusted: 'googleUntrusted',
  google_unverified_email: 'googleUnverifiedEmail',
  google_unavailable: 'googleUnavailable',
  google_expired: 'googleExpired',
  google_refused: 'googleRefused',
  google_off: 'googleOff',
};

/** Access tokens already handled on this page (StrictMode runs effects twice in development). */
const handledTokens = new Set<string>();

/** Handles the consent page's return on /signin; `busy` while it signs in. */
function useGoogleReturn(): boolean {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const { mutateAsync } = useGoogleLogin();
  // Read from the cache rather than this hook: the sign-in goes on if the tab is drawn afresh.
  const busy = useIsMutating({ mutationKey: googleSignInKey }) > 0;

  useEffect(() => {
    const fragment = new URLSearchParams(hash.replace(/^#/, ''));
    // A refusal comes back as `error=` (`access_denied` when the user pressed Cancel, or the
    // API's reason), in the query, or in the fragment as OAuth allows. Said in words, once, and
    // taken off the address with the state it answers. A flow that expired in the API comes
    // back without a state: its reason is known words, so it is said too.
    const query = new URLSearchParams(search);
    const refusal = query.get('error') ?? fragment.get('error');
    if (refusal !== null && (query.has('state') || fragment.has('state') || refusal === 'google_expired')) {
      takeState();
      query.delete('error');
      query.delete('state');
      const rest = query.toString();
      navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
      notify.error(t(REFUSALS[refusal] ?? 'generic'), toastsOf.auth);
      return;
    }
    const accessToken = fragment.get('access_token');
    if (!accessToken || handledTokens.has(accessToken)) return;
    handledTokens.add(accessToken);
    navigate({ pathname, search }, { replace: true }); // clear the token from the address
    const expected = takeState();
    if (!expected || fragment.get('state') !== expected) {
      notify.error(t('generic'), toastsOf.auth);
      return;
    }
    void (async () => {
      let tokens;
      try {
        tokens = await mutateAsync({ accessToken, referralCode: sessionStore.getState().referralId });
      } catch (failure) {
        notify.error(googleErrorMessage(failure), toastsOf.auth);
        return;
      }
      if (!startSession(tokens)) return;
      setReferralId(null);
      notify.success(t('googleWelcome'), toastsOf.auth);
    })();
  }, [hash, pathname, search, navigate, mutateAsync]);

  return busy;
}

const noChanges = () => () => undefined;

/**
 * This page's origin, for the consent page's `redirect_uri`. None while a prerendered page is
 * hydrated (and at build time, where there is no page): the link's address holds this origin,
 * the API's and a random state, which the HTML cannot know, so it gets one right after.
 */
function usePageOrigin(): string | null {
  return useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => null,
  );
}

export function GoogleSignIn() {
  const busy = useGoogleReturn();
  const [state] = useState(randomState);
  const origin = usePageOrigin();
  const href = origin === null ? undefined : googleProvider.authorizeUrl(`${origin}${paths.signin}`, state);
  return (
    <div className="eg-auth-google">
      <a
        className="eg-auth-google__button"
        href={href}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
          else rememberState(state);
        }}
      >
        <GoogleMark />
        <span>{busy ? t('signingInWithGoogle') : t('continueWithGoogle')}</span>
      </a>
      <p className="eg-visually-hidden" role="status">
        {busy ? t('signingInWithGoogle') : ''}
      </p>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg
      className="eg-auth-google__mark"
      viewBox="0 0 48 48"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
