/**
 * Every message the sign-in area shows, in the spec's exact words (spec 000 §5 and §8, typos
 * included: 'Reseting password...'). Components, forms and tests read them through `t`;
 * Kiswahili is in messages.sw.ts, loaded only when the page speaks it.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  // Pages, tabs and forms (spec 000 §2 names the buttons and links).
  signInTitle: 'Sign in',
  signUpTitle: 'Create account',
  signInTab: 'SIGN IN',
  signUpTab: 'CREATE ACCOUNT',
  tabsLabel: 'Sign in or create an account',
  signInLead: 'Welcome back. Sign in to pick up tasks and check your earnings.',
  signUpLead: 'Earn KES for watching, liking and following — withdraw to M-PESA.',
  loadingSignIn: 'Loading the sign in form',
  loadingSignUp: 'Loading the create account form',
  loadingForm: 'Loading the form',
  privacyTitle: 'Privacy policy',
  /** Who else handles what a user gives us; `{policy}` is a link to the privacy policy. */
  processors:
    'Google, X, PayPal and Safaricom process some of your data for us, some of them outside Kenya. See who receives what in our {policy}.',
  /** Above the sign-up forms (email and Google); `{terms}` and `{policy}` are links. */
  acceptOnSignUp: 'By creating an account, with your email or with Google, you accept the {terms} and the {policy}.',
  termsOfUse: 'Terms of use',
  marketingOptIn: 'Send me news and offers by email',
  loadingPolicy: 'Loading the privacy policy',
  forgotTitle: 'Forgot password',
  forgotLead: 'Enter the email you signed up with and we will send you a link to choose a new password.',
  notMeTitle: 'This was not me',
  notMeLead:
    'A payout number was added to your account or changed, and you say it was not you. Freezing withdrawals stops any money leaving your account: your balance stays safe, the number is removed and every device is signed out.',
  notMeFreeze: 'Freeze withdrawals',
  notMeFreezing: 'Freezing…',
  notMeNext: 'Choose a new password',
  notMeSignIn: 'Sign in',
  notMeFailed: 'Something went wrong. Try again, or contact support.',
  resetTitle: 'Reset password',
  resetLead: 'Choose a new password. Signing in again will be needed on all your devices.',
  chunkFailed: 'This part of the page could not be loaded. Check your connection and reload.',
  reload: 'Reload',
  continueWithGoogle: 'Continue with Google',
  signingInWithGoogle: 'Signing in with Google…',
  orUseEmail: 'or use your email',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  forgotPasswordLink: 'Forgot Password?',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  createAccount: 'Create account',
  creatingAccount: 'Creating account…',
  passwordHint: 'At least 8 characters.',
  /** `{code}` is shown in bold: see `around`. */
  referralApplied: 'Referral code {code} will be applied.',
  sendEmail: 'Send Email',
  resetPassword: 'Reset Password',
  backToSignIn: 'Back to sign in',
  forgotFormLabel: 'Request a reset link',
  resetFormLabel: 'Choose a new password',
  /** `{link}` is a link to /forgotpassword with the text `requestNewOne`. */
  resetLinkIncomplete: 'This reset link is incomplete. Open the link from the email again, or {link}.',
  requestNewOne: 'request a new one',
  /** The server's reason, then a link to /forgotpassword with the text `requestNewLink`. */
  resetLinkRefused: '{reason} {link}.',
  requestNewLink: 'Request a new link',
  // Spec 000 §5 validation messages.
  invalidEmail: 'Invalid email format',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsMustMatch: 'Passwords must match',
  confirmationRequired: 'Password confirmation is required',
  // Spec 000 §8 toasts of sign-in, sign-up, Google, forgot and reset.
  generic: 'An error occurred. Please try again.',
  loggedIn: 'Logged in successfully!',
  missingTokens: 'Login failed: missing tokens from server.',
  /**
   * A sign-up is answered alike for a new address and a taken one (nobody learns who has an
   * account), so both say the spec's words and then what is true either way: the email holds a
   * new account's code, or tells a taken address's owner how to sign in or reset the password.
   */
  signedUp: 'Signed up successfully!',
  signUpSent: 'Check your email to continue.',
  googleWelcome: 'Success! Welcome!',
  /** Ours: the consent page's Cancel (OAuth `access_denied`). */
  googleCancelled: 'Google sign-in was cancelled. You can try again or use your email.',
  /** Ours: the API refused a Google sign-in (`?error=<reason>` from users/google/callback/). */
  googleUntrusted: 'Google sign-in failed: the answer from Google could not be verified. Please try again.',
  googleUnverifiedEmail:
    'Google sign-in failed: your Google account’s email is not verified. Verify it with Google, or sign up with your email and password.',
  googleUnavailable: 'Google sign-in is unavailable right now. Please try again in a few minutes, or use your email.',
  googleExpired: 'Google sign-in took too long or was started in another window. Please try again.',
  googleRefused: 'Google did not accept this sign-in. Please try again.',
  googleOff: 'Google sign-in is not available here. Please use your email and password.',
  resetting: 'Reseting password...',
  resetDone: 'Password reset successful!',
  resetFailed: 'Password reset failed',
  requestingLink: 'Requesting link...',
  checkEmail: 'Kindly check your email!',
  linkFailed: 'Link generation failed',
};

export const t = defineMessages({ en, sw: () => import('./messages.sw') });

export type AuthMessage = Parameters<typeof t>[0];

/**
 * A message with one element inside it (a link, a bold code): its text before and after
 * `{slot}`, so a translation can put the element where its language needs it.
 */
export function around(
  key: AuthMessage,
  slot: string,
  params: Readonly<Record<string, string>> = {},
): [string, string] {
  const [before = '', after = ''] = t(key, params).split(`{${slot}}`);
  return [before, after];
}
