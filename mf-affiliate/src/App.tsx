import { AreaPlaceholder } from '@engage/shared/ui/area-placeholder';

/** The mf-affiliate area's pages. Until its own issue builds them, each route shows its placeholder. */
export default function App() {
  return <AreaPlaceholder area="mf_affiliate" />;
}
