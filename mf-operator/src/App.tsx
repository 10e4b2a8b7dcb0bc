/**
 * The mf-operator area: the console of the people who run engage, mounted by the shell under
 * `/operator` in its own frame (the shell's operator-layout.tsx: its guard, navigation and the
 * operator's session). Its calls act on the operator's scope, never a consumer's.
 */
import { lazy } from 'react';
import { AreaPages } from '@engage/shared/federation/area-pages';
import { withMessages } from '@engage/shared/i18n/translate';
import { paths } from '@engage/shared/paths';
import { SignInPage } from './routes/sign-in-page';

// What this area was built against; the shell checks it before mounting the area.
export { builtContract as contract } from '@engage/shared/federation/area-contract';

// The sign-in is the console's first page; the rest come once an operator is in.
const EnrolPage = lazy(() => withMessages(import('./routes/enrol-page')));
const ReviewPage = lazy(() => withMessages(import('./routes/review-page')));
const MoneyPage = lazy(() => withMessages(import('./routes/money-page')));
const PeoplePage = lazy(() => withMessages(import('./routes/people-page')));
const PostsPage = lazy(() => withMessages(import('./routes/posts-page')));
const LedgerPage = lazy(() => withMessages(import('./routes/ledger-page')));
const AuditPage = lazy(() => withMessages(import('./routes/audit-page')));
const HealthPage = lazy(() => withMessages(import('./routes/health-page')));

export default function App() {
  return (
    <AreaPages
      pages={{
        [paths.operatorSignIn]: () => <SignInPage />,
        [paths.operatorEnrol]: () => <EnrolPage />,
        [paths.operatorHome]: () => <ReviewPage />,
        [paths.operatorMoney]: () => <MoneyPage />,
        [paths.operatorPeople]: () => <PeoplePage />,
        [paths.operatorPosts]: () => <PostsPage />,
        [paths.operatorLedger]: () => <LedgerPage />,
        [paths.operatorAudit]: () => <AuditPage />,
        [paths.operatorHealth]: () => <HealthPage />,
      }}
    />
  );
}
