/**
 * Spec 000 §5 "Login and Instagram forms: email 'Invalid email format' if malformed, 'Email is
 * required' if missing; password 'Password is required'". The Instagram form's fields are
 * ig_username and ig_password (§3), so ig_username is checked as an email.
 */
import { object, string, type InferType } from 'yup';
import { instagramValidation as m } from './messages';

export const instagramSchema = object({
  ig_username: string().required(m.emailRequired).email(m.invalidEmail),
  ig_password: string().required(m.passwordRequired),
});
export type InstagramValues = InferType<typeof instagramSchema>;
