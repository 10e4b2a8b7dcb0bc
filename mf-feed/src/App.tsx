/** The mf-feed area's pages: the home task feed (spec 000 §2 "Home feed"). */
import { AreaPages } from '@engage/shared/federation/area-pages';
import { paths } from '@engage/shared/paths';
import { FeedPage } from './routes/feed-page';

// What this area was built against; the shell checks it before mounting the area.
export { builtContract as contract } from '@engage/shared/federation/area-contract';

export default function App() {
  return <AreaPages pages={{ [paths.consumerHome]: () => <FeedPage /> }} />;
}
