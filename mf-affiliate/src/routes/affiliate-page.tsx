/**
 * The referrals page (spec 001 §2 "Affiliate (Referrals)"): the reward balance with Withdraw,
 * total earnings and referrals, the personal referral link with copy and share, a plain
 * sentence on how rewards work, and the referred users with infinite paging. Skeletons while
 * loading, an error with Retry, an empty state when no one has signed up through the link.
 */
import { useMemo } from 'react';
import { useFreshMoney } from '@engage/shared/api/money-queries';
import { useProfileDetails } from '@engage/shared/api/profile-queries';
import { DEFAULT_CURRENCY } from '@engage/shared/contract/constants';
import { EmptyState } from '@engage/ui/empty-state';
import { QueryView } from '@engage/ui/query-view';
import { CardSkeletons, Skeleton } from '@engage/ui/skeleton';
import { referralLink, uniqueReferrals, useAffiliate } from '../api/affiliate-queries';
import { ReferralLink } from '../components/referral-link';
import { ReferralsTable } from '../components/referrals-table';
import { RewardsSummary } from '../components/rewards-summary';
import { t } from '../messages';
import './affiliate.css';

export function AffiliatePage() {
  const affiliate = useAffiliate();
  // The reward balance is the wallet's withdrawable total: fresh when the tab returns or money moves.
  useFreshMoney();
  const profile = useProfileDetails();
  // Spec 001 §2 "AMOUNT (currency or KES)".
  const currency = profile.data?.currency || DEFAULT_CURRENCY;
  const pages = affiliate.data?.pages;
  const rows = useMemo(() => uniqueReferrals(pages ?? []), [pages]);
  // The balances of the newest page fetched (every page carries them).
  const balances = pages?.[pages.length - 1]?.affiliate;

  const link = (
    <QueryView query={profile} loading={<Skeleton lines={2} />} error={t('loadError')} retryLabel={t('retry')}>
      {(detail) => <ReferralLink link={referralLink(window.location.origin, detail.user_id)} />}
    </QueryView>
  );

  const body = (
    <QueryView query={affiliate} loading={<CardSkeletons count={2} />} error={t('loadError')} retryLabel={t('retry')}>
      {() => (
        <>
          {balances && <RewardsSummary affiliate={balances} currency={currency} />}
          {link}
          <section className="eg-card" aria-labelledby="eg-affiliate-how-title">
            <h2 id="eg-affiliate-how-title" className="eg-card__heading">
              {t('howTitle')}
            </h2>
            <p className="eg-affiliate__how">{t('how')}</p>
          </section>
          {rows.length === 0 ? (
            <section className="eg-affiliate__table" aria-labelledby="eg-affiliate-table-title">
              <h2 id="eg-affiliate-table-title" className="eg-card__heading">
                {t('tableTitle')}
              </h2>
              <EmptyState text={t('empty')} />
            </section>
          ) : (
            <ReferralsTable
              rows={rows}
              currency={currency}
              hasNextPage={affiliate.hasNextPage}
              isFetchingNextPage={affiliate.isFetchingNextPage}
              isFetchNextPageError={affiliate.isFetchNextPageError}
              fetchNextPage={() => void affiliate.fetchNextPage()}
            />
          )}
        </>
      )}
    </QueryView>
  );

  return (
    <section className="eg-page eg-affiliate" aria-labelledby="eg-affiliate-title" aria-busy={affiliate.isPending}>
      <h1 id="eg-affiliate-title" className="eg-page__title">
        {t('pageTitle')}
      </h1>
      {body}
    </section>
  );
}
