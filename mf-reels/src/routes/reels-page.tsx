/**
 * Video reels (spec 001 §2 "Video reels"): filter tabs ('all' by default, then one per
 * short-video platform), a vertical list of reels — one filling the screen on phones, snapping
 * into place — with infinite scroll at the half-visible last reel. Only one reel plays: playing
 * another stops the first, and a reel scrolled under half visible pauses (the kit's tracker).
 */
import { useCallback, useMemo, useState } from 'react';
import { useProfileDetails } from '@engage/shared/api/profile-queries';
import type { Link } from '@engage/shared/contract/links';
import { DEFAULT_REEL_FILTER } from '@engage/shared/contract/constants';
import { PLATFORM_LABELS } from '@engage/shared/format/platform-links';
import { useSearchParams } from '@engage/shared/router';
import { EmptyState } from '@engage/ui/empty-state';
import { InfiniteList } from '@engage/ui/infinite-list';
import { CardSkeletons } from '@engage/ui/skeleton';
import { Tabs, tabId, tabPanelId } from '@engage/ui/tabs';
import { EarningSummary } from '@engage/ui/earning-summary';
import { useIsMobile } from '@engage/ui/use-is-mobile';
import { useReels, type ReelFilter } from '../api/reel-queries';
import { ReelCard } from '../components/reel-card';
import { t } from '../messages';
import './reels.css';

/**
 * 'all', then one tab per platform whose reels the API serves (the seed has Facebook reels too);
 * labelled at render, in the page's language.
 */
const reelTabs = (): { value: ReelFilter; label: string }[] => [
  { value: 'all', label: t('tabAll') },
  { value: 'youtube', label: t('tabYoutube') },
  { value: 'instagram', label: t('tabInstagram') },
  { value: 'tiktok', label: t('tabTiktok') },
  { value: 'facebook', label: t('tabFacebook') },
];

/** `?filter=` when it is one the API accepts ('all' or a platform), else 'all'. */
function filterFrom(value: string | null): ReelFilter {
  return value && value in PLATFORM_LABELS ? (value as ReelFilter) : DEFAULT_REEL_FILTER;
}

/** The tabs, with a tab for a linked-to filter that is not among them (`?filter=twitter`). */
function tabsFor(filter: ReelFilter) {
  const tabs = reelTabs();
  if (tabs.some((tab) => tab.value === filter) || filter === 'all') return tabs;
  return [...tabs, { value: filter, label: PLATFORM_LABELS[filter] }];
}

const reelKey = (reel: Link) => reel.link_id;

/**
 * The player's height: a tall frame on a desktop. On a phone reels.css sizes each reel to the
 * space between the bars and the player takes what the text leaves; this is then only the
 * list's first estimate.
 */
function usePlayerHeight(): number {
  const mobile = useIsMobile();
  return mobile ? Math.max(320, Math.round(window.innerHeight * 0.68)) : 560;
}

export function ReelsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params.get('filter'));
  const reels = useReels(filter);
  const details = useProfileDetails();
  const youtubeConnected = details.data?.youtube_connected ?? false;
  const playerHeight = usePlayerHeight();
  const [playing, setPlaying] = useState<number | null>(null);
  const play = useCallback((linkId: number) => setPlaying(linkId), []);

  const items = useMemo(() => (reels.data?.pages ?? []).flatMap((page) => page.results), [reels.data]);

  function chooseFilter(next: string) {
    const query = new URLSearchParams(params);
    if (next === DEFAULT_REEL_FILTER) query.delete('filter');
    else query.set('filter', next);
    setPlaying(null);
    setParams(query);
  }

  let content;
  if (reels.isPending) {
    content = <CardSkeletons count={2} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        text={t('empty')}
        onRetry={reels.isError ? () => void reels.refetch() : undefined}
        retryLabel={t('retry')}
      />
    );
  } else {
    content = (
      <InfiniteList
        items={items}
        itemKey={reelKey}
        estimateSize={playerHeight + 160}
        hasNextPage={reels.hasNextPage}
        isFetchingNextPage={reels.isFetchingNextPage}
        isFetchNextPageError={reels.isFetchNextPageError}
        fetchNextPage={() => void reels.fetchNextPage()}
        label={t('listLabel')}
        renderItem={(reel) => (
          <ReelCard
            reel={reel}
            active={playing === reel.link_id}
            onPlay={play}
            youtubeConnected={youtubeConnected}
            playerHeight={playerHeight}
          />
        )}
      />
    );
  }

  return (
    <section className="eg-reels" aria-labelledby="eg-reels-title">
      <h1 id="eg-reels-title" className="eg-visually-hidden">
        {t('pageTitle')}
      </h1>
      <Tabs label={t('tabsLabel')} tabs={tabsFor(filter)} value={filter} onChange={chooseFilter} />
      <EarningSummary />
      <div role="tabpanel" id={tabPanelId(t('tabsLabel'))} aria-labelledby={tabId(t('tabsLabel'), filter)}>
        {content}
      </div>
    </section>
  );
}
