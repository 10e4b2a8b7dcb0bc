/**
 * The mf-profile area's pages: the profile and its settings (spec 001 §2 "Profile screen",
 * "Profile settings"), the first run, and a paid post's report.
 */
import { lazy } from 'react';
import { AreaPages } from '@engage/shared/federation/area-pages';
import { withMessages } from '@engage/shared/i18n/translate';
import { paths } from '@engage/shared/paths';
import { FirstRunPage } from './routes/first-run-page';
import { ProfilePage } from './routes/profile-page';
import '@engage/ui/page.css';

// What this area was built against; the shell checks it before mounting the area.
export { builtContract as contract } from '@engage/shared/federation/area-contract';

// Settings and a post's report come when they are opened, not with the profile's first visit.
const SettingsPage = lazy(async () => ({
  default: (await withMessages(import(/* webpackChunkName: "settings" */ './routes/settings-page'))).SettingsPage,
}));
const PostReportPage = lazy(() =>
  withMessages(import(/* webpackChunkName: "post-report" */ './routes/post-report-page')),
);

export default function App() {
  return (
    <AreaPages
      pages={{
        [paths.profile]: () => <ProfilePage />,
        [paths.profileSettings]: () => <SettingsPage />,
        [paths.consumerWelcome]: () => <FirstRunPage />,
        [paths.postReport]: () => <PostReportPage />,
      }}
    />
  );
}
