/** The mf-profile area's pages: the profile and its settings (spec 001 §2 "Profile screen", "Profile settings"), and the first run. */
import { AreaPages } from '@engage/shared/federation/area-pages';
import { paths } from '@engage/shared/paths';
import { FirstRunPage } from './routes/first-run-page';
import { ProfilePage } from './routes/profile-page';
import { SettingsPage } from './routes/settings-page';
import '@engage/ui/page.css';

// What this area was built against; the shell checks it before mounting the area.
export { builtContract as contract } from '@engage/shared/federation/area-contract';

export default function App() {
  return (
    <AreaPages
      pages={{
        [paths.profile]: () => <ProfilePage />,
        [paths.profileSettings]: () => <SettingsPage />,
        [paths.consumerWelcome]: () => <FirstRunPage />,
      }}
    />
  );
}
