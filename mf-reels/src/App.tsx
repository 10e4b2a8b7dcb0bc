/** The mf-reels area's pages: the short-video reels (spec 001 §2 "Video reels"). */
import { AreaPages } from '@engage/shared/federation/area-pages';
import { paths } from '@engage/shared/paths';
import { ReelsPage } from './routes/reels-page';
import '@engage/ui/page.css';

// What this area was built against; the shell checks it before mounting the area.
export { builtContract as contract } from '@engage/shared/federation/area-contract';

export default function App() {
  return <AreaPages pages={{ [paths.videoReels]: () => <ReelsPage /> }} />;
}
