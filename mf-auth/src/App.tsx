/**
 * The mf-auth area's pages (spec 000 §2): sign-in / create account, forgot and reset password,
 * privacy policy. Each page's heading renders from this chunk; forms and long text are lazy
 * chunks, so the first paint of /signin carries no form or validation library.
 */
import { AreaPages } from '@engage/shared/federation/area-pages';
import { paths } from '@engage/shared/paths';
import { AuthScreen } from './routes/auth-screen';
import { ForgotPasswordPage } from './routes/forgot-password-page';
import { PrivacyPolicyPage } from './routes/privacy-policy-page';
import { NotMePage } from './routes/not-me-page';
import { ResetPasswordPage } from './routes/reset-password-page';

// What this area was built against; the shell checks it before mounting the area.
export { builtContract as contract } from '@engage/shared/federation/area-contract';

export default function App() {
  return (
    <AreaPages
      pages={{
        [paths.signin]: () => <AuthScreen />,
        [paths.signup]: () => <AuthScreen />,
        [paths.referral]: () => <AuthScreen />,
        [paths.forgotPassword]: () => <ForgotPasswordPage />,
        [paths.resetPassword]: () => <ResetPasswordPage />,
        [paths.privacyPolicy]: () => <PrivacyPolicyPage />,
        [paths.payoutNotMe]: () => <NotMePage />,
      }}
    />
  );
}
