/**
 * The operator sign-in's and enrolment's rules. Imported only through `lazyResolver`
 * (sign-in-page.tsx, enrol-page.tsx): the sign-in is the console's first page.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string, type ObjectSchema } from 'yup';
import { TEXT_MAX } from '@engage/shared/contract/input-limits';
import { t } from '../messages';

export interface SignInValues {
  email: string;
  password: string;
  code: string;
}

export interface EnrolValues {
  password: string;
  code: string;
}

const code = () =>
  string()
    .trim()
    .required(() => t('codeFormat'))
    .matches(/^[0-9]{6}$/, () => t('codeFormat'));

export const signInSchema: ObjectSchema<SignInValues> = object({
  email: string()
    .trim()
    .required(() => t('emailRequired'))
    .max(TEXT_MAX.email, () => t('emailRequired')),
  password: string().required(() => t('passwordRequired')),
  code: code(),
});

export const enrolSchema: ObjectSchema<EnrolValues> = object({
  password: string()
    .required(() => t('passwordRequired'))
    .min(12, () => t('passwordShort'))
    .max(200, () => t('passwordShort')),
  code: code(),
});

export const signInResolver = yupResolver(signInSchema);
export const enrolResolver = yupResolver(enrolSchema);
