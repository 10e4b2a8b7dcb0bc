/** The mf-wallet area's pages: the wallet ("Get Paid") and the withdrawal methods (spec 001 §2). */
import { AreaPages } from '@engage/shared/federation/area-pages';
import { paths } from '@engage/shared/paths';
import { WalletPage } from './routes/wallet-page';
import { WithdrawalMethodsPage } from './routes/withdrawal-methods-page';
import '@engage/ui/page.css';

// What this area was built against; the shell checks it before mounting the area.
export { builtContract as contract } from '@engage/shared/federation/area-contract';

export default function App() {
  return (
    <AreaPages
      pages={{
        [paths.payments]: () => <WalletPage />,
        [paths.withdrawalMethods]: () => <WithdrawalMethodsPage />,
      }}
    />
  );
}
