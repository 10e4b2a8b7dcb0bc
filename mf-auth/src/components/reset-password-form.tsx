/**
 * Spec 000 §2 "Reset: password and confirm password, Reset Password button". The body is
 * {password, token, uidb64}: the token is the route's `:token` segment and uidb64 the link's
 * `uidb64` query parameter — the API's reset email builds
 * `/password/reset/confirm/{token}?uidb64={uid}` (api accounts.service.ts, forgotPassword).
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useNavigate } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { notify } from '@engage/shared/ui/toasts';
import { resetPassword } from '../api/auth';
import { nonFieldError, passwordFieldErrors } from '../forms/api-errors';
import { resetPasswordSchema, type ResetPasswordValues } from '../forms/auth-schemas';
import { t } from '../messages';
import { toastsOf } from '../forms/toast-forms';
import { visibleErrors } from '../forms/use-form-errors';
import { PasswordField } from './password-field';

export interface ResetPasswordFormProps {
  token: string;
  uidb64: string;
}

export default function ResetPasswordForm({ token, uidb64 }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const { register, handleSubmit, control, formState } = useForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema),
    mode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
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
      await resetPassword({ password: values.password, token, uidb64 });
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
    <form className="eg-auth-form" onSubmit={handleSubmit(submit)} noValidate aria-label="Choose a new password">
      {!uidb64 && (
        <p className="eg-auth-notice" role="alert">
          This reset link is incomplete. Open the link from the email again, or{' '}
          <Link to={paths.forgotPassword}>request a new one</Link>.
        </p>
      )}
      {linkError && (
        <p className="eg-auth-notice" role="alert">
          {linkError} <Link to={paths.forgotPassword}>Request a new link</Link>.
        </p>
      )}
      <PasswordField
        id="reset-password"
        label="Password"
        autoComplete="new-password"
        hasValue={password !== ''}
        errors={passwordErrors}
        {...register('password', { deps: ['confirmPassword'] })}
      />
      <PasswordField
        id="reset-confirm-password"
        label="Confirm password"
        autoComplete="new-password"
        hasValue={confirmPassword !== ''}
        errors={errorsOf('confirmPassword')}
        {...register('confirmPassword')}
      />
      <p className="eg-auth-form__aside">
        <Link to={paths.signin}>Back to sign in</Link>
      </p>
      <button type="submit" className="eg-button eg-auth-form__submit" disabled={formState.isSubmitting}>
        Reset Password
      </button>
    </form>
  );
}
