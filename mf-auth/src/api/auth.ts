/**
 * The sign-in area's calls, all through the shared client (route names from the shared table).
 * Imported only by the lazily loaded forms, so the API client (and axios) stays off the first
 * paint of /signin.
 */
import { callApi } from '@engage/shared/api/client';
import { apiBaseUrl } from '@engage/shared/config';
import type {
  ExternalLoginBody,
  ForgotPasswordBody,
  GoogleUserInfo,
  LoginBody,
  LoginResponse,
  PasswordResetBody,
  RegisterBody,
} from '@engage/shared/contract/auth';

/** Spec 000 §7 "Login | POST {email, password}"; tokens may be missing, `signIn` checks them. */
export function login(body: LoginBody): Promise<Partial<LoginResponse>> {
  return callApi<Partial<LoginResponse>>('login', { body });
}

/**
 * Spec 000 §7 "Register | POST {email, password, user_type} or {email, password, type,
 * referral_code?}". Without a referral code the first shape (user_type consumer, §3 "user_type
 * default consumer"); with one, the second (type 'standard'), which is the one that carries it.
 */
export function register(email: string, password: string, referralCode: string | null): Promise<unknown> {
  const body: RegisterBody = referralCode
    ? { email, password, type: 'standard', referral_code: referralCode }
    : { email, password, user_type: 'consumer' };
  return callApi('register', { body });
}

/** Spec 000 §7 "Forgot / reset | POST {email}". */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<unknown> {
  return callApi('forgotPassword', { body });
}

/** Spec 000 §7 "Forgot / reset | ...; POST {password, token, uidb64}". */
export function resetPassword(body: PasswordResetBody): Promise<unknown> {
  return callApi('passwordReset', { body });
}

/**
 * Spec 000 §7 "Google sign-in | ... then register/login with {email, password, role,
 * referral_code?}". `password` carries the Google access token: the server asks the provider
 * whose token it is (api accounts.routes.ts).
 */
export function googleLogin(body: ExternalLoginBody): Promise<Partial<LoginResponse>> {
  return callApi<Partial<LoginResponse>>('googleLogin', { body });
}

/**
 * The Google provider's endpoints. By default that is the sandbox provider our API serves
 * (DESIGN §6): a consent page that returns to `redirect_uri#access_token=…&state=…`, and
 * Google's user-info endpoint. They are the provider's, not routes of our API table, so the
 * user-info lookup is a plain `fetch` with the Google token as its bearer.
 */
export const googleProvider = {
  authorizeUrl: (redirectUri: string, state: string): string =>
    `${apiBaseUrl()}sandbox/oauth/google/authorize?redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&state=${encodeURIComponent(state)}`,
  userInfoUrl: (): string => `${apiBaseUrl()}sandbox/oauth/google/userinfo`,
};

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
