/** The mf-posting area's pages: new post, edit post and the payment return page (spec 001 §2). */
import { AreaPages } from '@engage/shared/federation/area-pages';
import { paths } from '@engage/shared/paths';
import { AddLinkPage } from './routes/add-link-page';
import { EditPostPage } from './routes/edit-post-page';
import { PaypalRedirectPage } from './routes/paypal-redirect-page';

// What this area was built against; the shell checks it before mounting the area.
export { builtContract as contract } from '@engage/shared/federation/area-contract';

export default function App() {
  return (
    <AreaPages
      pages={{
        [paths.addLink]: () => <AddLinkPage />,
        [paths.editPost]: () => <EditPostPage />,
        [paths.paypalRedirect]: () => <PaypalRedirectPage />,
      }}
    />
  );
}
