/**
 * SIGN IN tab (spec 000 §2): email, password with its show/hide toggle, Forgot Password link.
 * On success the session is signed in and the shell's guard leaves the public pages by itself.
 */
import { useForm } from 'react-hook-form';
import { Link, useLocation } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { FormField } from '@engage/ui/form-field';
import { useHydrated } from '@engage/ui/use-hydrated';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import { notify } from '@engage/shared/ui/toasts';
import type { LoginResponse } from '@engage/shared/contract/auth';
import { useLogin } from '../api/auth';
import { startSession } from '../forms/start-session';
import { loginErrorMessage } from '../forms/api-errors';
import type { SignInValues } from '../forms/auth-schemas';
import { t } from '../messages';
import { toastsOf } from '../forms/toast-forms';
import { visibleErrors } from '../forms/use-form-errors';

const resolver = lazyResolver(() => import('../forms/auth-schemas').then((module) => module.signInResolver));

/** Navigation state left by a successful sign-up, so the new user's email is already filled in. */
function emailFromState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string') {
    return state.email;
  }
  return '';
}

export function SignInForm() {
  const location = useLocation();
  const hydrated = useHydrated();
  const stateEmail = emailFromState(location.state);
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver,
    mode: 'all',
    // No default for an empty field: react-hook-form then reads the field as it finds it, so what
    // was typed into a prerendered form before the page's code arrived is kept (a default of ''
    // would clear it).
    defaultValues: stateEmail ? { email: stateEmail } : {},
  });
  const errorsOf = visibleErrors(formState);
  // Checking the fields comes first, and may wait for their rules to download.
  const busy = formState.isSubmitting || login.isPending;

  async function submit(values: SignInValues) {
    let tokens: Partial<LoginResponse>;
    try {
      tokens = await login.mutateAsync({ email: values.email, password: values.password });
    } catch (failure) {
      notify.error(loginErrorMessage(failure), toastsOf.auth);
      return;
    }
    if (!startSession(tokens)) return;
    notify.success(t('loggedIn'), toastsOf.auth);
  }

  return (
    <form className="eg-auth-form" onSubmit={handleSubmit(submit)} noValidate aria-label={t('signIn')}>
      <FormField
        id="signin-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorsOf('email')}
        {...register('email')}
      />
      <FormField
        id="signin-password"
        label={t('password')}
        revealable
        autoComplete="current-password"
        error={errorsOf('password')}
        {...register('password')}
      />
      <p className="eg-auth-form__aside">
        <Link to={paths.forgotPassword}>{t('forgotPasswordLink')}</Link>
      </p>
      <button type="submit" className="eg-button eg-auth-form__submit" disabled={!hydrated || busy}>
        {busy ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}
