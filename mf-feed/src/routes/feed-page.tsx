/**
 * The home feed (spec 000 §2 "Home feed"): platform tabs, the navbar's `?search=` and
 * `?platform=`, ten tasks a page with infinite scroll, new posts from the websocket, and the
 * navigation state the shell sends (`refresh` refetches; `scrollToTop` scrolls up, then the
 * state is cleared).
 */
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useProfileDetails, useUserRecord } from '@engage/shared/api/profile-queries';
import type { FeedPlatform } from '@engage/shared/contract/common';
import type { Link } from '@engage/shared/contract/links';
import { FEED_TABS } from '@engage/shared/contract/constants';
import { linkState } from '@engage/shared/contract/linking';
import { isHiddenFromFeed } from '@engage/shared/format/platform-links';
import { useLocation, useNavigate, useSearchParams } from '@engage/shared/router';
import { EmptyState } from '@engage/ui/empty-state';
import { InfiniteList } from '@engage/ui/infinite-list';
import { CardSkeletons } from '@engage/ui/skeleton';
import { EarningSummary } from '@engage/ui/earning-summary';
import { Tabs, tabId, tabPanelId } from '@engage/ui/tabs';
import { useFeed } from '../api/feed-queries';
import { requiredAccount } from '@engage/shared/contract/task-endpoints';
import { NewPostsPill } from '../components/new-posts-pill';
import { TaskCard } from '../components/task-card';
import { t } from '../messages';
import './feed.css';

const tabPlatforms = FEED_TABS.map((tab) => tab.platform) as readonly string[];

function platformFrom(value: string | null): FeedPlatform {
  return value && tabPlatforms.includes(value) ? (value as FeedPlatform) : 'all';
}

/** A task's list key (module-level so the list's options stay the same between renders). */
const taskKey = (task: Link) => task.link_id;

interface NavigationState {
  refresh?: boolean;
  scrollToTop?: boolean;
}

/** Applies the shell's `{refresh, scrollToTop}` once, then clears it so a reload does not repeat it. */
function useNavigationRequests(refetch: () => unknown) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as NavigationState | null;
  useEffect(() => {
    if (!state?.refresh && !state?.scrollToTop) return;
    if (state.scrollToTop) window.scrollTo({ top: 0, behavior: 'smooth' });
    if (state.refresh) void refetch();
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [state, refetch, navigate, location.pathname, location.search]);
}

export function FeedPage() {
  const [params, setParams] = useSearchParams();
  const platform = platformFrom(params.get('platform'));
  const search = params.get('search')?.trim() ?? '';
  const feed = useFeed(platform, search);
  const details = useProfileDetails();
  const user = useUserRecord();
  useNavigationRequests(feed.refetch);

  const tasks = useMemo(
    () => (feed.data?.pages ?? []).flatMap((page) => page.results).filter((task) => !isHiddenFromFeed(task.link_url)),
    [feed.data],
  );
  // A page that arrives while the user scrolls joins the list in a render React may interrupt: the
  // frames of the scroll (the list's window moving) come first, and the cards follow a moment later.
  const shownTasks = useDeferredValue(tasks);
  // Until the user record says otherwise the user may act; the server checks again anyway.
  const verified = user.data?.email_verified !== 'False';
  const accountState = (task: Link) => {
    const account = requiredAccount(task.platform);
    return account === null ? null : linkState(details.data, account);
  };
  const connected = (task: Link) => {
    const state = accountState(task);
    return state === null || state === 'linked';
  };
  const relink = (task: Link) => accountState(task) === 'relink';

  function choosePlatform(next: string) {
    const query = new URLSearchParams(params);
    if (next === 'all') query.delete('platform');
    else query.set('platform', next);
    setParams(query);
  }

  function clearSearch() {
    const query = new URLSearchParams(params);
    query.delete('search');
    setParams(query);
  }

  let content;
  if (feed.isPending) {
    content = <CardSkeletons count={3} />;
  } else if (tasks.length === 0) {
    // Spec 000 §2 "An empty-state view shows when there are no tasks or on error."
    content = (
      <EmptyState
        text={t('empty')}
        onRetry={feed.isError ? () => void feed.refetch() : undefined}
        retryLabel={t('retry')}
      />
    );
  } else {
    content = (
      <InfiniteList
        items={shownTasks}
        itemKey={taskKey}
        estimateSize={460}
        hasNextPage={feed.hasNextPage}
        isFetchingNextPage={feed.isFetchingNextPage}
        isFetchNextPageError={feed.isFetchNextPageError}
        fetchNextPage={() => void feed.fetchNextPage()}
        label={t('listLabel')}
        renderItem={(task) => (
          <TaskCard
            task={task}
            connected={connected(task)}
            relink={relink(task)}
            youtubeConnected={linkState(details.data, 'youtube') === 'linked'}
            verified={verified}
          />
        )}
      />
    );
  }

  return (
    <section className="eg-feed" aria-labelledby="eg-feed-title">
      <h1 id="eg-feed-title" className="eg-visually-hidden">
        {t('pageTitle')}
      </h1>
      <Tabs
        label={t('tabsLabel')}
        tabs={FEED_TABS.map((tab) => ({
          value: tab.platform,
          label: tab.platform === 'all' ? t('tabAll') : tab.label,
        }))}
        value={platform}
        onChange={choosePlatform}
      />
      {search && (
        <p className="eg-feed__search">
          {t('searchResults', { search })}{' '}
          <button type="button" className="eg-link-button" onClick={clearSearch}>
            {t('clearSearch')}
          </button>
        </p>
      )}
      <EarningSummary />
      <NewPostsPill platform={platform} search={search} />
      <div role="tabpanel" id={tabPanelId(t('tabsLabel'))} aria-labelledby={tabId(t('tabsLabel'), platform)}>
        {content}
      </div>
    </section>
  );
}
