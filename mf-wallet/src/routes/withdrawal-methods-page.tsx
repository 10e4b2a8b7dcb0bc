/**
 * Add or update a withdrawal method (spec 001 §2 "Withdrawal methods"): M-PESA with Setup, or
 * Update and delete; PayPal and Direct to Local Bank 'Comming soon'; the 3-day activation note.
 */
import { paths } from '@engage/shared/paths';
import { Link } from '@engage/shared/router';
import { QueryView } from '@engage/ui/query-view';
import { Skeleton } from '@engage/ui/skeleton';
import { primaryMethod, useWithdrawalMethods } from '../api/wallet-queries';
import { WithdrawalMethods } from '../components/withdrawal-methods';
import { t } from '../messages';
import './wallet.css';

export function WithdrawalMethodsPage() {
  const methods = useWithdrawalMethods();

  // A plain block, not a region: its one card is the 'Withdrawal methods' region, and two
  // landmarks with one name cannot be told apart.
  return (
    <div className="eg-page eg-wallet" aria-busy={methods.isPending}>
      <h1 id="eg-wallet-methods-page-title" className="eg-page__title">
        {t('methodsTitle')}
      </h1>
      <p className="eg-wallet__note">{t('activationNote')}</p>
      <QueryView query={methods} loading={<Skeleton lines={3} />} error={t('loadError')} retryLabel={t('retry')}>
        {(list) => <WithdrawalMethods method={primaryMethod(list)} headingId="eg-wallet-methods-list" />}
      </QueryView>
      <p>
        <Link to={paths.payments}>{t('getPaid')}</Link>
      </p>
    </div>
  );
}
