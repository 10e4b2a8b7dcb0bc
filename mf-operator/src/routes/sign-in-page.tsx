/**
 * The operator sign-in: email, password and the code of an authenticator app. Success keeps the
 * operator's session in this tab and goes back where the guard came from (`?next=`), else to
 * the review queue. A refusal says the server's one answer for every wrong part, on the form.
 */
import { useForm } from 'react-hook-form';
import { useMutation } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { failureMessage } from '@engage/shared/api/failure';
import { paths } from '@engage/shared/paths';
import { useNavigate, useSearchParams } from '@engage/shared/router';
import { signInOperator } from '@engage/shared/session/operator';
import { FormField } from '@engage/ui/form-field';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import type { SignInValues } from '../api/sign-in-schema';
import { t } from '../messages';
import './operator.css';

const resolver = lazyResolver(() => import('../api/sign-in-schema').then((module) => module.signInResolver));

/** Only a console page may be the way back: never another site. */
function nextPage(next: string | null): string {
  return next && next.startsWith('/operator') && !next.startsWith('//') ? next : paths.operatorHome;
}

export function SignInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { register, handleSubmit, formState, setError } = useForm<SignInValues>({ resolver, mode: 'onTouched' });
  const { errors, touchedFields, isSubmitted } = formState;
  const signingIn = useMutation({
    // A public call: it carries no token at all.
    mutationFn: (values: SignInValues) =>
      callApi('operatorSignIn', null, {
        body: { email: values.email.trim(), password: values.password, code: values.code.trim() },
      }),
    onSuccess: signInOperator,
  });
  const busy = signingIn.isPending || signingIn.isSuccess;

  async function signIn(values: SignInValues) {
    try {
      await signingIn.mutateAsync(values);
      void navigate(nextPage(search.get('next')), { replace: true });
    } catch (error) {
      setError('root', { message: failureMessage(error, t('signInFailed')) });
    }
  }

  return (
    <section className="eg-op-narrow">
      <h1>{t('signInTitle')}</h1>
      <p>{t('signInIntro')}</p>
      <form noValidate onSubmit={(event) => void handleSubmit(signIn)(event)}>
        {errors.root?.message && (
          <p className="eg-op-error" role="alert">
            {errors.root.message}
          </p>
        )}
        <FormField
          label={t('email')}
          type="email"
          autoComplete="username"
          {...register('email')}
          error={errors.email?.message}
          touched={isSubmitted || touchedFields.email}
        />
        <FormField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          revealable
          {...register('password')}
          error={errors.password?.message}
          touched={isSubmitted || touchedFields.password}
        />
        <FormField
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...register('code')}
          error={errors.code?.message}
          touched={isSubmitted || touchedFields.code}
        />
        <button type="submit" className="eg-button" disabled={busy} aria-busy={busy}>
          {busy ? t('signingIn') : t('signIn')}
        </button>
      </form>
    </section>
  );
}
