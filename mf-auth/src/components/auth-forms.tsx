/**
 * The forms of the sign-in screen: loaded as their own chunk (React.lazy), so react-hook-form,
 * the API client and the toasts are not part of the first paint of /signin; yup comes later
 * still, at the first check (auth-schemas.ts).
 */
import { t } from '../messages';
import type { AuthTab } from '../routes/auth-tab';
import { GoogleSignIn } from './google-sign-in';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export default function AuthForms({ tab }: { tab: AuthTab }) {
  return (
    <>
      <GoogleSignIn />
      <p className="eg-auth-divider" aria-hidden="true">
        <span>{t('orUseEmail')}</span>
      </p>
      {tab === 'signin' ? <SignInForm /> : <SignUpForm />}
    </>
  );
}
