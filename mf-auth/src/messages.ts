/**
 * Every message the sign-in area shows, in the spec's exact words (spec 000 §5 and §8, typos
 * included: 'Reseting password...'). Components, forms and tests read them through `t`, so
 * Kiswahili can be added here as data without touching a component.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const t = defineMessages({
  en: {
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
  },
});

export type AuthMessage = Parameters<typeof t>[0];
