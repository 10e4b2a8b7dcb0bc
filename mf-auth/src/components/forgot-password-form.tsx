/** Spec 000 §2 "Forgot: email field, Send Email button, link back to sign-in". */
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { FormField } from '@engage/ui/form-field';
import { useHydrated } from '@engage/ui/use-hydrated';
import { notify } from '@engage/shared/ui/toasts';
import { requestPasswordReset } from '../api/auth';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../forms/auth-schemas';
import { t } from '../messages';
import { toastsOf } from '../forms/toast-forms';
import { visibleErrors } from '../forms/use-form-errors';

export default function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    mode: 'all',
    // No defaults: what was typed into the prerendered form before the code came is kept (sign-in-form.tsx).
  });
  const errorsOf = visibleErrors(formState);

  /** Spec 000 §8 "Forgot: 'Requesting link...', 'Kindly check your email!', 'Link generation failed'." */
  async function submit(values: ForgotPasswordValues) {
    const toastId = notify.loading(t('requestingLink'));
    try {
      await requestPasswordReset({ email: values.email });
      notify.settle(toastId, 'success', t('checkEmail'), toastsOf.forgotPassword);
    } catch {
      notify.settle(toastId, 'error', t('linkFailed'), toastsOf.forgotPassword);
    }
  }

  return (
    <form className="eg-auth-form" onSubmit={handleSubmit(submit)} noValidate aria-label={t('forgotFormLabel')}>
      <FormField
        id="forgot-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorsOf('email')}
        {...register('email')}
      />
      <p className="eg-auth-form__aside">
        <Link to={paths.signin}>{t('backToSignIn')}</Link>
      </p>
      <button type="submit" className="eg-button eg-auth-form__submit" disabled={!hydrated || formState.isSubmitting}>
        {t('sendEmail')}
      </button>
    </form>
  );
}
