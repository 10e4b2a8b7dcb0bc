/**
 * My claims (ours, docs/review.md): every task claim that was not paid at once, with where it
 * stands — engage still checking, waiting for review (by the post's owner until a time, or by
 * engage's team), credited, or refused with the reason — and, once per refusal, Appeal with a
 * note. On the wallet because a claim is money the consumer is waiting for; loaded as its own
 * chunk so the wallet's first paint does not carry it.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage } from '@engage/shared/api/failure';
import { uniqueBy } from '@engage/shared/api/paging';
import type { Claim } from '@engage/shared/contract/claims';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { notify } from '@engage/shared/ui/toasts';
import { FormField } from '@engage/ui/form-field';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import { Modal } from '@engage/ui/modal';
import { QueryView } from '@engage/ui/query-view';
import { Skeleton } from '@engage/ui/skeleton';
import type { AppealValues } from '../api/appeal-schema';
import { useAppeal, useMyClaims } from '../api/claims-queries';
import { t } from '../messages';

const resolver = lazyResolver(() => import('../api/appeal-schema').then((module) => module.appealResolver));

const STATE_WORDS = {
  checking: 'claimChecking',
  review: 'claimInReview',
  credited: 'claimCredited',
  refused: 'claimRefused',
} as const;

/** Who decides and until when, for a claim waiting for a person. */
function waitingLine(claim: Claim): string | null {
  if (claim.state !== 'review') return null;
  if (claim.reviewer === 'producer' && claim.review_until) {
    return t('waitingOnOwner', { until: formatDate(claim.review_until, { withTime: true }) });
  }
  return claim.appeal ? t('waitingOnTeamAppeal') : t('waitingOnTeam');
}

function AppealDialog({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const appeal = useAppeal();
  const busy = appeal.isPending;
  const { register, handleSubmit, formState } = useForm<AppealValues>({
    resolver,
    mode: 'all',
    defaultValues: { note: '' },
  });

  async function send(values: AppealValues) {
    try {
      await appeal.mutateAsync({ id: claim.id, note: values.note });
      notify.success(t('appealSent'));
      onClose();
    } catch (error) {
      notify.error(failureMessage(error, t('failed')));
    }
  }
  const formId = `eg-appeal-${claim.id}`;

  return (
    <Modal
      title={t('appealTitle')}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <button type="button" className="eg-button eg-button--quiet" disabled={busy} onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" form={formId} className="eg-button" disabled={busy} aria-busy={busy}>
            {t('sendAppeal')}
          </button>
        </>
      }
    >
      <form id={formId} className="eg-wallet__form" onSubmit={(event) => void handleSubmit(send)(event)}>
        <p className="eg-wallet__note">{t('appealIntro', { reason: claim.reason })}</p>
        <FormField
          multiline
          rows={4}
          label={t('appealNote')}
          {...register('note')}
          error={formState.errors.note?.message}
          touched={formState.touchedFields.note || formState.isSubmitted}
        />
      </form>
    </Modal>
  );
}

function ClaimRow({ claim, currency, onAppeal }: { claim: Claim; currency: string; onAppeal: () => void }) {
  const waiting = waitingLine(claim);
  const title = claim.post_title || claim.link_url;
  return (
    <li className="eg-wallet__claim">
      <div className="eg-wallet__claim-head">
        <span className="eg-wallet__claim-title">{title}</span>
        <span className={`eg-wallet__chip eg-wallet__chip--${claim.state}`}>{t(STATE_WORDS[claim.state])}</span>
      </div>
      <p className="eg-wallet__claim-meta">
        {t('claimMeta', {
          reward: formatEarnings(claim.reward, currency),
          date: formatDate(claim.claimed_at, { withTime: true }),
        })}
      </p>
      {waiting && <p className="eg-wallet__claim-line">{waiting}</p>}
      {claim.state !== 'credited' && (
        <p className="eg-wallet__claim-line">
          {t(claim.state === 'refused' ? 'refusedBecause' : 'waitsBecause', { reason: claim.reason })}
        </p>
      )}
      {claim.appeal && <p className="eg-wallet__claim-line">{t('yourAppeal', { note: claim.appeal.note })}</p>}
      {claim.can_appeal && (
        <button type="button" className="eg-button eg-button--quiet" onClick={onAppeal}>
          {t('appeal')}
        </button>
      )}
    </li>
  );
}

export default function MyClaims({ currency }: { currency: string }) {
  const id = useId();
  const query = useMyClaims();
  const [appealing, setAppealing] = useState<Claim | null>(null);
  const claims = query.data
    ? uniqueBy(
        query.data.pages.map((page) => page.results),
        (claim) => claim.id,
      )
    : undefined;

  return (
    <section className="eg-card" aria-labelledby={`${id}-title`} aria-busy={query.isFetching}>
      <h2 id={`${id}-title`} className="eg-card__heading">
        {t('claimsHeading')}
      </h2>
      <p className="eg-wallet__note">{t('claimsIntro')}</p>
      <QueryView
        query={{ data: claims, isError: query.isError, refetch: query.refetch }}
        loading={<Skeleton lines={3} />}
        error={t('claimsLoadError')}
        retryLabel={t('retry')}
        empty={t('claimsEmpty')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <>
            <ul className="eg-wallet__claims">
              {list.map((claim) => (
                <ClaimRow key={claim.id} claim={claim} currency={currency} onAppeal={() => setAppealing(claim)} />
              ))}
            </ul>
            {query.hasNextPage && (
              <button
                type="button"
                className="eg-button eg-button--quiet"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('moreClaims')}
              </button>
            )}
          </>
        )}
      </QueryView>
      {appealing && <AppealDialog claim={appealing} onClose={() => setAppealing(null)} />}
    </section>
  );
}
