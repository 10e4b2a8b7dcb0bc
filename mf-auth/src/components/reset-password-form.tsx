/**
 * Spec 000 §2 "Reset: password and confirm password, Reset Password button". The body is
 * {password, token, uidb64}: the token is the route's `:token` segment and uidb64 the link's
 * `uidb64` query parameter — the API's reset email builds
 * `/password/reset/confirm/{token}?uidb64={uid}` (api accounts.service.ts, forgotPassword).
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { FormField } from '@engage/ui/form-field';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import { notify } from '@engage/shared/ui/toasts';
import { useResetPassword } from '../api/auth';
import { nonFieldError, passwordFieldErrors } from '../forms/api-errors';
import type { ResetPasswordValues } from '../forms/auth-schemas';
import { around, t } from '../messages';
import { toastsOf } from '../forms/toast-forms';
import { visibleErrors } from '../forms/use-form-errors';

const resolver = lazyResolver(() => import('../forms/auth-schemas').then((module) => module.resetPasswordResolver));

export interface ResetPasswordFormProps {
  token: string;
  uidb64: string;
}

export default function ResetPasswordForm({ token, uidb64 }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { register, handleSubmit, control, formState } = useForm<ResetPasswordValues>({
    resolver,
    mode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  /** Spec 000 §5 "Server errors on the password field arrive as a list", kept for the password they were about. */
  const [serverErrors, setServerErrors] = useState<{ password: string; messages: string[] } | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const errorsOf = visibleErrors(formState);
  const passwordServerErrors = serverErrors && serverErrors.password === password ? serverErrors.messages : [];
  const passwordErrors = [...errorsOf('password'), ...passwordServerErrors];

  /** Spec 000 §8 "Reset: 'Reseting password...', 'Password reset successful!' (then /signin), 'Password reset failed'." */
  async function submit(values: ResetPasswordValues) {
    setServerErrors(null);
    setLinkError(null);
    const toastId = notify.loading(t('resetting'));
    try {
      await reset.mutateAsync({ password: values.password, token, uidb64 });
    } catch (failure) {
      notify.settle(toastId, 'error', t('resetFailed'), toastsOf.resetPassword);
      const messages = passwordFieldErrors(failure);
      if (messages.length > 0) setServerErrors({ password: values.password, messages });
      else setLinkError(nonFieldError(failure));
      return;
    }
    notify.settle(toastId, 'success', t('resetDone'), toastsOf.resetPassword);
    navigate(paths.signin);
  }

  return (
    <form className="eg-auth-form" onSubmit={handleSubmit(submit)} noValidate aria-label={t('resetFormLabel')}>
      {!uidb64 && <LinkNotice text={around('resetLinkIncomplete', 'link')} linkText={t('requestNewOne')} />}
      {linkError && (
        <LinkNotice text={around('resetLinkRefused', 'link', { reason: linkError })} linkText={t('requestNewLink')} />
      )}
      <FormField
        id="reset-password"
        label={t('password')}
        revealable
        autoComplete="new-password"
        error={passwordErrors}
        {...register('password', { deps: ['confirmPassword'] })}
      />
      <FormField
        id="reset-confirm-password"
        label={t('confirmPassword')}
        revealable
        autoComplete="new-password"
        error={errorsOf('confirmPassword')}
        {...register('confirmPassword')}
      />
      <p className="eg-auth-form__aside">
        <Link to={paths.signin}>{t('backToSignIn')}</Link>
      </p>
      <button
        type="submit"
        className="eg-button eg-auth-form__submit"
        disabled={formState.isSubmitting || reset.isPending}
      >
        {t('resetPassword')}
      </button>
    </form>
  );
}

/** A notice about the link itself, with a way to ask for a new one. */
function LinkNotice({ text: [before, after], linkText }: { text: [string, string]; linkText: string }) {
  return (
    <p className="eg-auth-notice" role="alert">
      {before}
      <Link to={paths.forgotPassword}>{linkText}</Link>
      {after}
    </p>
  );
}
