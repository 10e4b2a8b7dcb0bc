/**
 * The sign-in area's calls, all through the shared client (route names from the shared table),
 * and a `useMutation` hook for each write, which the forms submit through. Imported only by the
 * lazily loaded forms, so the API client (and axios) stays off the first paint of /signin. They
 * act on the page's session (`null`): signing in is never done inside an integrator's parcel,
 * whose host page owns its users' sessions.
 */
import { useMutation } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { apiBaseUrl } from '@engage/shared/config';
import type {
  ExternalLoginBody,
  ForgotPasswordBody,
  GoogleUserInfo,
  LoginBody,
  LoginResponse,
  NotMeBody,
  PasswordResetBody,
  RegisterBody,
} from '@engage/shared/contract/auth';

/** Spec 000 §7 "Login | POST {email, password}"; tokens may be missing, `signIn` checks them. */
export function login(body: LoginBody): Promise<Partial<LoginResponse>> {
  return callApi('login', null, { body });
}

/** The sign-in; the form starts the session with the tokens (`startSession` checks them). */
export function useLogin() {
  return useMutation({ mutationFn: login });
}

/**
 * Spec 000 §7 "Register | POST {email, password, user_type} or {email, password, type,
 * referral_code?}". Without a referral code the first shape (user_type consumer, §3 "user_type
 * default consumer"); with one, the second (type 'standard'), which is the one that carries it.
 * Ours in both: `marketing`, the separate "Send me news and offers by email" choice.
 */
export function register(
  email: string,
  password: string,
  referralCode: string | null,
  marketing = false,
): Promise<unknown> {
  const body: RegisterBody = referralCode
    ? { email, password, type: 'standard', referral_code: referralCode, marketing }
    : { email, password, user_type: 'consumer', marketing };
  return callApi('register', null, { body });
}

export interface Registration {
  email: string;
  password: string;
  referralCode: string | null;
  marketing: boolean;
}

export function useRegister() {
  return useMutation({
    mutationFn: ({ email, password, referralCode, marketing }: Registration) =>
      register(email, password, referralCode, marketing),
  });
}

/** Spec 000 §7 "Forgot / reset | POST {email}". */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<unknown> {
  return callApi('forgotPassword', null, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Spec 000 §7 "Forgot / reset | ...; POST {password, token, uidb64}". */
export function resetPassword(body: PasswordResetBody): Promise<unknown> {
  return callApi('passwordReset', null, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** The emailed "not me" link's one button: freezes withdrawals (`wallet/not-me/`). */
export function useFreezePayouts() {
  return useMutation({ mutationFn: (body: NotMeBody) => callApi('payoutNotMe', null, { body }) });
}

/**
 * Spec 000 §7 "Google sign-in | ... then register/login with {email, password, role,
 * referral_code?}". `password` carries the Google access token: the server asks the provider
 * whose token it is (api accounts.routes.ts).
 */
export function googleLogin(body: ExternalLoginBody): Promise<Partial<LoginResponse>> {
  return callApi('googleLogin', null, { body });
}

/**
 * Google sign-in's browser addresses on our API, whichever provider the server runs (the sandbox
 * consent page or real Google, api google-sign-in.routes.ts): the start, which comes back to
 * `redirect_uri#access_token=…&state=…` (or `?error=<reason>&state=…`), and the user-info lookup
 * for that token. They are browser redirects and a Google-style endpoint, not calls of our API
 * client, so the lookup is a plain `fetch` with the token as its bearer.
 */
export const googleProvider = {
  authorizeUrl: (redirectUri: string, state: string): string =>
    `${apiBaseUrl()}users/google/start/?redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&state=${encodeURIComponent(state)}`,
  userInfoUrl: (): string => `${apiBaseUrl()}users/google/userinfo/`,
};

/** Names the Google sign-in's mutation, so any screen can tell that one is under way. */
export const googleSignInKey = ['google-sign-in'] as const;

/**
 * Finishes a Google sign-in with the consent page's access token: the user info (email), then the
 * google-login route with the role and a held referral code.
 */
export function useGoogleLogin() {
  return useMutation({
    mutationKey: googleSignInKey,
    mutationFn: async ({ accessToken, referralCode }: { accessToken: string; referralCode: string | null }) => {
      const { email } = await googleUserInfo(accessToken);
      return googleLogin({
        email,
        password: accessToken,
        role: 'consumer',
        ...(referralCode ? { referral_code: referralCode } : {}),
      });
    },
  });
}

/** Spec 000 §7 "user-info lookup at a Google endpoint with the Google access token (reads email and sub)". */
export async function googleUserInfo(accessToken: string): Promise<GoogleUserInfo> {
  const response = await fetch(googleProvider.userInfoUrl(), {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Google user-info lookup failed (HTTP ${response.status})`);
  const info = (await response.json()) as Partial<GoogleUserInfo>;
  if (typeof info.email !== 'string' || typeof info.sub !== 'string') {
    throw new Error('Google user-info lookup returned no email');
  }
  return { email: info.email, sub: info.sub };
}
