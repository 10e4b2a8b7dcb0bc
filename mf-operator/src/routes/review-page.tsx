/**
 * The review queue: claims no API could check that wait for engage's team, and appeals (an
 * operator's decision on an appeal is final). Each row shows the evidence as sent, the claimant's
 * record and farm flags, and the producer's refusal before an appeal; pick one or many, approve or
 * refuse with a reason. An approval credits the consumer and tells them (the API's one credit path).
 */
import { useState, type Key } from 'react';
import type { ReviewClaim } from '@engage/shared/contract/operator-console';
import { failureMessage } from '@engage/shared/api/failure';
import { formatDate } from '@engage/shared/format/relative-time';
import { notify } from '@engage/shared/ui/toasts';
import { tabId, tabPanelId, Tabs } from '@engage/ui/tabs';
import { useOperatorWrite } from '../api/operator-queries';
import { CursorTable, type Column } from '../components/cursor-table';
import { FlaggedAccounts } from '../components/flagged-accounts';
import { ReasonDialog } from '../components/reason-dialog';
import { t } from '../messages';
import './operator.css';

type Queue = 'waiting' | 'appeals';
/** The claim queues, and the accounts the farm checks flagged. */
type View = Queue | 'flagged';
type Sort = 'oldest' | 'newest';

/** Read at render: the column names follow the page's language. */
function reviewColumns(): readonly Column<ReviewClaim>[] {
  return [
    { header: t('colClaim'), cell: (claim) => `#${claim.claim_id}` },
    { header: t('colClaimed'), cell: (claim) => formatDate(claim.claimed_at, { withTime: true }) },
    {
      header: t('colUser'),
      cell: (claim) => (
        <>
          {claim.user_email}
          <div className="eg-op-muted">#{claim.user_id}</div>
        </>
      ),
    },
    {
      header: t('colTask'),
      cell: (claim) => (
        <>
          {claim.platform} · {claim.action_type}
          <div className="eg-op-muted">
            <a href={claim.link_url} target="_blank" rel="noreferrer noopener">
              {claim.link_url}
            </a>
          </div>
        </>
      ),
    },
    {
      header: t('colEvidence'),
      cell: (claim) => (
        <>
          <code>{JSON.stringify(claim.evidence)}</code>
          {claim.appeal_note && <div>{t('appealNote', { note: claim.appeal_note })}</div>}
          {claim.producer_decision && <div>{t('producerSaid', { reason: claim.producer_decision })}</div>}
        </>
      ),
    },
    {
      header: t('colRecord'),
      cell: (claim) =>
        t('record', {
          credited: String(claim.history.credited),
          refused: String(claim.history.refused),
          joined: formatDate(claim.history.joined_at),
        }),
    },
    { header: t('colFlags'), cell: (claim) => (claim.flags.length ? claim.flags.join(', ') : t('noFlags')) },
    { header: t('colWhy'), cell: (claim) => claim.waiting_because },
  ];
}

export default function ReviewPage() {
  const [view, setView] = useState<View>('waiting');

  return (
    <section>
      <h1>{t('reviewTitle')}</h1>
      <Tabs
        label={t('queue')}
        tabs={[
          { value: 'waiting', label: t('queueWaiting') },
          { value: 'appeals', label: t('queueAppeals') },
          { value: 'flagged', label: t('flaggedTab') },
        ]}
        value={view}
        onChange={setView}
      />
      {view === 'flagged' ? (
        <div role="tabpanel" id={tabPanelId(t('queue'))} aria-labelledby={tabId(t('queue'), view)}>
          <FlaggedAccounts />
        </div>
      ) : (
        <ClaimQueue key={view} queue={view} />
      )}
    </section>
  );
}

/** One claim queue: pick claims, approve or refuse them with a reason. */
function ClaimQueue({ queue }: { queue: Queue }) {
  const [sort, setSort] = useState<Sort>('oldest');
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const [deciding, setDeciding] = useState<'approve' | 'refuse' | null>(null);
  const decide = useOperatorWrite('operatorReviewDecide');
  const count = selected.size;

  async function confirm(reason: string) {
    if (!deciding) return;
    try {
      const { results } = await decide.mutateAsync({
        body: { claim_ids: [...selected].map(Number), decision: deciding, reason },
      });
      const tally = (outcome: string) => String(results.filter((result) => result.outcome === outcome).length);
      const summary = t('decided', {
        approved: tally('approved'),
        refused: tally('refused'),
        skipped: tally('not_decided'),
      });
      if (results.some((result) => result.outcome === 'not_decided')) notify.error(summary);
      else notify.success(summary);
      setSelected(new Set());
      setDeciding(null);
    } catch (error) {
      notify.error(t('failed', { message: failureMessage(error, t('somethingWrong')) }));
    }
  }

  return (
    <>
      <div className="eg-op-bar">
        <button
          type="button"
          className="eg-button eg-button--quiet"
          onClick={() => setSort((current) => (current === 'oldest' ? 'newest' : 'oldest'))}
        >
          {sort === 'oldest' ? t('sortOldest') : t('sortNewest')}
        </button>
        <button type="button" className="eg-button" disabled={count === 0} onClick={() => setDeciding('approve')}>
          {t('approveSelected', { count: String(count) })}
        </button>
        <button type="button" className="eg-button" disabled={count === 0} onClick={() => setDeciding('refuse')}>
          {t('refuseSelected', { count: String(count) })}
        </button>
      </div>
      <div role="tabpanel" id={tabPanelId(t('queue'))} aria-labelledby={tabId(t('queue'), queue)}>
        <CursorTable
          caption={t('claimsCaption')}
          route="operatorReviewClaims"
          query={{ queue, sort }}
          columns={reviewColumns()}
          rowKey={(claim) => claim.claim_id}
          rowName={(claim) => `#${claim.claim_id} ${claim.user_email}`}
          selection={{ selected, onChange: setSelected }}
          csvName="review-queue"
        />
      </div>
      {deciding && (
        <ReasonDialog
          title={t(deciding === 'approve' ? 'approveTitle' : 'refuseTitle', { count: String(count) })}
          confirmLabel={t(deciding === 'approve' ? 'approve' : 'refuse')}
          busy={decide.isPending}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => setDeciding(null)}
        />
      )}
    </>
  );
}
