/** The mf-alerts area's pages: the notifications page (spec 000 §2 "Notifications page"). */
import { AreaPages } from '@engage/shared/federation/area-pages';
import { paths } from '@engage/shared/paths';
import { NotificationsPage } from './routes/notifications-page';

// What this area was built against; the shell checks it before mounting the area.
export { builtContract as contract } from '@engage/shared/federation/area-contract';

export default function App() {
  return <AreaPages pages={{ [paths.notifications]: () => <NotificationsPage /> }} />;
}
