/** The mf-profile area's pages: the profile and its settings (spec 001 §2 "Profile screen", "Profile settings"). */
import { AreaPages } from '@engage/shared/federation/area-pages';
import { paths } from '@engage/shared/paths';
import { ProfilePage } from './routes/profile-page';
import { SettingsPage } from './routes/settings-page';
import '@engage/shared/ui/page.css';

export default function App() {
  return (
    <AreaPages pages={{ [paths.profile]: () => <ProfilePage />, [paths.profileSettings]: () => <SettingsPage /> }} />
  );
}
