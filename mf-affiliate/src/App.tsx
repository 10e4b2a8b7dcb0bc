/** The mf-affiliate area's pages: the referrals page (spec 001 §2 "Affiliate (Referrals)"). */
import { AreaPages } from '@engage/shared/federation/area-pages';
import { paths } from '@engage/shared/paths';
import { AffiliatePage } from './routes/affiliate-page';
import '@engage/ui/page.css';

// What this area was built against; the shell checks it before mounting the area.
export { builtContract as contract } from '@engage/shared/federation/area-contract';

export default function App() {
  return <AreaPages pages={{ [paths.affiliate]: () => <AffiliatePage /> }} />;
}
