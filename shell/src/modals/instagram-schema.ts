/**
 * Spec 000 §5 "Login and Instagram forms: email 'Invalid email format' if malformed, 'Email is
 * required' if missing; password 'Password is required'". The Instagram form's fields are
 * ig_username and ig_password (§3), so ig_username is checked as an email.
 */
import { object, string, type InferType } from 'yup';
import { t } from './messages';

// Messages as functions: yup reads them when a field fails, in the page's language of that moment.
export const instagramSchema = object({
  ig_username: string()
    .required(() => t('emailRequired'))
    .email(() => t('invalidEmail')),
  ig_password: string().required(() => t('passwordRequired')),
});
export type InstagramValues = InferType<typeof instagramSchema>;
