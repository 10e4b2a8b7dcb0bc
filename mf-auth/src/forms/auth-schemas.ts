/**
 * yup schemas of the sign-in area's forms (spec 000 §5), with the spec's exact messages.
 * The server validates on its own; these only spare the user a round trip.
 *
 * The forms take them through `lazyResolver` only, and this module as types: yup and its
 * resolver (about 12 kB gzipped) download when a form is first checked, after the form is
 * usable, never on the first paint of /signin.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { boolean, object, ref, string, type InferType } from 'yup';
import { PASSWORD_MIN_LENGTH } from '@engage/shared/contract/constants';
import { t, type AuthMessage } from '../messages';

/** A message read when it is shown, in the page's language. */
const m = (key: AuthMessage) => () => t(key);

/** "email 'Invalid email format' if malformed, 'Email is required' if missing". */
const email = () => string().required(m('emailRequired')).email(m('invalidEmail'));

/** Spec 000 §5 "Login ... forms: email ...; password 'Password is required'". */
export const signInSchema = object({
  email: email(),
  password: string().required(m('passwordRequired')),
});
export type SignInValues = InferType<typeof signInSchema>;
export const signInResolver = yupResolver(signInSchema);

/** Spec 000 §5 "Registration: email valid and required; password required and at least 8 characters". */
export const signUpSchema = object({
  email: email(),
  password: string().required(m('passwordRequired')).min(PASSWORD_MIN_LENGTH, m('passwordTooShort')),
  /** News and offers by email: a separate choice, unticked unless the person ticks it. */
  marketing: boolean().default(false),
});
export type SignUpValues = InferType<typeof signUpSchema>;
export const signUpResolver = yupResolver(signUpSchema);

/** Spec 000 §5 "Forgot password: 'Invalid email format', 'Email is required'". */
export const forgotPasswordSchema = object({
  email: email(),
});
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
export const forgotPasswordResolver = yupResolver(forgotPasswordSchema);

/**
 * Spec 000 §5 "Reset password: password required, confirmation must equal it ('Passwords must
 * match'), confirmation required ('Password confirmation is required')". No minimum length
 * here: the spec gives none for reset, and the server's own rule comes back as a field error.
 */
export const resetPasswordSchema = object({
  password: string().required(m('passwordRequired')),
  confirmPassword: string()
    .required(m('confirmationRequired'))
    .oneOf([ref('password')], m('passwordsMustMatch')),
});
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
export const resetPasswordResolver = yupResolver(resetPasswordSchema);
