/** Spec 000 §2 "Forgot: email field, Send Email button, link back to sign-in". */
import { useForm } from 'react-hook-form';
import { Link } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { FormField } from '@engage/ui/form-field';
import { useHydrated } from '@engage/ui/use-hydrated';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import { notify } from '@engage/shared/ui/toasts';
import { useRequestPasswordReset } from '../api/auth';
import type { ForgotPasswordValues } from '../forms/auth-schemas';
import { t } from '../messages';
import { toastsOf } from '../forms/toast-forms';
import { visibleErrors } from '../forms/use-form-errors';

const resolver = lazyResolver(() => import('../forms/auth-schemas').then((module) => module.forgotPasswordResolver));

export default function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const requestLink = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver,
    mode: 'all',
    // No defaults: what was typed into the prerendered form before the code came is kept (sign-in-form.tsx).
  });
  const errorsOf = visibleErrors(formState);

  /** Spec 000 §8 "Forgot: 'Requesting link...', 'Kindly check your email!', 'Link generation failed'." */
  async function submit(values: ForgotPasswordValues) {
    const toastId = notify.loading(t('requestingLink'));
    try {
      await requestLink.mutateAsync({ email: values.email });
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
      <button
        type="submit"
        className="eg-button eg-auth-form__submit"
        disabled={!hydrated || formState.isSubmitting || requestLink.isPending}
      >
        {t('sendEmail')}
      </button>
    </form>
  );
}
