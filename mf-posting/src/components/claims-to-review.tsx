/**
 * Claims to review (ours, docs/review.md): claims on the producer's post that no API can check,
 * with the evidence engage holds — who claims (their engage name and the account they linked on
 * the platform), when, the comment or watch time they sent — and Approve (paid from the post's
 * budget) or Refuse with a reason the claimant reads. Undecided by the time shown, a claim goes to
 * engage's team. Paying on the producer's approval is paying on the payer's word.
 */
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage } from '@engage/shared/api/failure';
import { uniqueBy } from '@engage/shared/api/paging';
import type { ReviewClaim } from '@engage/shared/contract/claims';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { notify } from '@engage/shared/ui/toasts';
import { FormField } from '@engage/ui/form-field';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import { Modal } from '@engage/ui/modal';
import { QueryView } from '@engage/ui/query-view';
import { Skeleton } from '@engage/ui/skeleton';
import type { RefuseValues } from '../api/refuse-schema';
import { useApproveClaim, useClaimsToReview, useRefuseClaim } from '../api/review-queries';
import { t } from '../messages';

const resolver = lazyResolver(() => import('../api/refuse-schema').then((module) => module.refuseResolver));

function RefuseDialog({ claim, onClose }: { claim: ReviewClaim; onClose: () => void }) {
  const refuse = useRefuseClaim();
  const busy = refuse.isPending;
  const { register, handleSubmit, formState } = useForm<RefuseValues>({
    resolver,
    mode: 'all',
    defaultValues: { reason: '' },
  });
  const formId = `eg-refuse-${claim.id}`;

  async function send(values: RefuseValues) {
    try {
      const answer = await refuse.mutateAsync({ id: claim.id, reason: values.reason });
      notify.success(answer.message ?? t('refusedDone'));
      onClose();
    } catch (error) {
      notify.error(failureMessage(error, t('reviewFailed')));
    }
  }

  return (
    <Modal
      title={t('refuseTitle')}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <button type="button" className="eg-button eg-button--quiet" disabled={busy} onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" form={formId} className="eg-button" disabled={busy} aria-busy={busy}>
            {t('refuse')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void handleSubmit(send)(event)}>
        <p className="eg-posting__note">{t('refuseIntro', { claimant: claim.claimant })}</p>
        <FormField
          multiline
          rows={4}
          label={t('refuseReason')}
          {...register('reason')}
          error={formState.errors.reason?.message}
          touched={formState.touchedFields.reason || formState.isSubmitted}
        />
      </form>
    </Modal>
  );
}

function ReviewRow({ claim, onRefuse }: { claim: ReviewClaim; onRefuse: () => void }) {
  const approve = useApproveClaim();
  // A second tap before the pending state shows pays nothing twice (the server refuses it too).
  const sending = useRef(false);

  async function approveClaim() {
    if (sending.current) return;
    sending.current = true;
    try {
      const answer = await approve.mutateAsync(claim.id);
      notify.success(answer.message ?? t('approvedDone'));
    } catch (error) {
      notify.error(failureMessage(error, t('reviewFailed')));
      sending.current = false;
    }
  }

  return (
    <li className="eg-posting__claim">
      <p className="eg-posting__claim-who">
        {claim.handle
          ? t('claimBy', { claimant: claim.claimant, handle: claim.handle })
          : t('claimByUnlinked', { claimant: claim.claimant })}
      </p>
      <dl className="eg-posting__claim-facts">
        <dt>{t('claimedAt')}</dt>
        <dd>{formatDate(claim.claimed_at, { withTime: true })}</dd>
        <dt>{t('decideBy')}</dt>
        <dd>{formatDate(claim.review_until, { withTime: true })}</dd>
        <dt>{t('claimReward')}</dt>
        <dd>{formatEarnings(claim.reward, 'KES')}</dd>
        {claim.comment !== null && (
          <>
            <dt>{t('claimComment')}</dt>
            <dd>{claim.comment}</dd>
          </>
        )}
        {claim.watch_seconds !== null && (
          <>
            <dt>{t('claimWatched')}</dt>
            <dd>{t('seconds', { seconds: claim.watch_seconds })}</dd>
          </>
        )}
      </dl>
      <p className="eg-posting__claim-hint">{t('checkOnPlatform')}</p>
      <div className="eg-posting__claim-actions">
        <a className="eg-button eg-button--quiet" href={claim.link_url} target="_blank" rel="noreferrer noopener">
          {t('openPost')}
        </a>
        <button type="button" className="eg-button eg-button--quiet" disabled={approve.isPending} onClick={onRefuse}>
          {t('refuse')}
        </button>
        <button
          type="button"
          className="eg-button"
          disabled={approve.isPending}
          aria-busy={approve.isPending}
          onClick={() => void approveClaim()}
        >
          {t('approve')}
        </button>
      </div>
    </li>
  );
}

/** The claims waiting on one post (`linkId`), or on all of the producer's posts (null). */
export function ClaimsToReview({ linkId }: { linkId: number | null }) {
  const id = useId();
  const query = useClaimsToReview(linkId);
  const [refusing, setRefusing] = useState<ReviewClaim | null>(null);
  const claims = query.data
    ? uniqueBy(
        query.data.pages.map((page) => page.results),
        (claim) => claim.id,
      )
    : undefined;

  return (
    <section className="eg-card eg-posting__review" aria-labelledby={`${id}-title`} aria-busy={query.isFetching}>
      <h2 id={`${id}-title`} className="eg-card__heading">
        {t('reviewHeading')}
      </h2>
      <p className="eg-posting__note">{t('reviewIntro')}</p>
      <QueryView
        query={{ data: claims, isError: query.isError, refetch: query.refetch }}
        loading={<Skeleton lines={3} />}
        error={t('reviewLoadError')}
        retryLabel={t('retry')}
        empty={t('reviewEmpty')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <>
            <ul className="eg-posting__claims">
              {list.map((claim) => (
                <ReviewRow key={claim.id} claim={claim} onRefuse={() => setRefusing(claim)} />
              ))}
            </ul>
            {query.hasNextPage && (
              <button
                type="button"
                className="eg-button eg-button--quiet"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('moreToReview')}
              </button>
            )}
          </>
        )}
      </QueryView>
      {refusing && <RefuseDialog claim={refusing} onClose={() => setRefusing(null)} />}
    </section>
  );
}
