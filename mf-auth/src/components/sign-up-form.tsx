/**
 * CREATE ACCOUNT tab (spec 000 §2, §5, §7): email and password (at least 8 characters). A
 * referral code held from a /ref link goes with the registration and is cleared once it worked;
 * then 'Check your email to continue.' (the same for a new and a taken address, see
 * `signUpSent` in messages.ts) and the SIGN IN tab opens with the email filled in.
 */
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { setReferralId, useSession } from '@engage/shared/session';
import { notify } from '@engage/shared/ui/toasts';
import { register as registerAccount } from '../api/auth';
import { signUpErrorMessage } from '../forms/api-errors';
import { signUpSchema, type SignUpValues } from '../forms/auth-schemas';
import { t } from '../messages';
import { toastsOf } from '../forms/toast-forms';
import { visibleErrors } from '../forms/use-form-errors';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

export function SignUpForm() {
  const navigate = useNavigate();
  const referralId = useSession((state) => state.referralId);
  const { register, handleSubmit, control, formState } = useForm<SignUpValues>({
    resolver: yupResolver(signUpSchema),
    mode: 'all',
    defaultValues: { email: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const errorsOf = visibleErrors(formState);

  async function submit(values: SignUpValues) {
    try {
      await registerAccount(values.email, values.password, referralId);
    } catch (failure) {
      notify.error(signUpErrorMessage(failure), toastsOf.auth);
      return;
    }
    setReferralId(null); // spec 000 §8 "the referral code is cleared after success"
    notify.success(t('signUpSent'), toastsOf.auth);
    navigate(paths.signin, { state: { email: values.email } });
  }

  return (
    <form className="eg-auth-form" onSubmit={handleSubmit(submit)} noValidate aria-label="Create account">
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        errors={errorsOf('email')}
        {...register('email')}
      />
      <PasswordField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        hasValue={password !== ''}
        errors={errorsOf('password')}
        {...register('password')}
      />
      <p className="eg-auth-form__aside">
        {referralId ? (
          <>
            Referral code <strong>{referralId}</strong> will be applied.
          </>
        ) : (
          'At least 8 characters.'
        )}
      </p>
      <button type="submit" className="eg-button eg-auth-form__submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating account…' : 'Create account'}
      </button>
    </form>
  );
}
