/**
 * The four lists of the profile (spec 001 §2): tabs with counts (Action history, My posts,
 * Liked posts, Drafted posts), preselectable through navigation state, each list with its
 * exact empty text, infinite paging, skeletons while loading and an error with Retry. Drafts
 * have Delete (behind a confirmation) and Edit (to the posting form with the post in state);
 * unpaid posts in My posts have the same, and Pay (the posting form opening its payment dialog).
 * Live and paused posts in My posts can be paused, resumed or cancelled; a cancel asks first and
 * says about how much of the budget goes back to the producer's engage balance. Every paid post
 * in My posts opens its report.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { isApiFailure, failureMessage } from '@engage/shared/api/failure';
import { paths, pathTo } from '@engage/shared/paths';
import { useNavigate } from '@engage/shared/router';
import type { Link } from '@engage/shared/contract/links';
import type { PostAction, ReturnTo } from '@engage/shared/contract/posting';
import { ConfirmDialog } from '@engage/ui/confirm-dialog';
import { InfiniteList } from '@engage/ui/infinite-list';
import { QueryView } from '@engage/ui/query-view';
import { CardSkeletons } from '@engage/ui/skeleton';
import { Tabs, tabPanelId } from '@engage/ui/tabs';
import { notify } from '@engage/shared/ui/toasts';
import {
  PROFILE_TABS,
  listCount,
  uniqueLinks,
  useDeleteDraft,
  usePostAction,
  useProfileList,
  type ProfileTab,
} from '../api/profile-api';
import { t } from '../messages';
import { ProfilePostCard } from './profile-post-card';

// The cancel dialog (a form) comes when a producer cancels, not with the profile's first visit.
const CancelPostDialog = lazy(async () => ({ default: (await import('./return-to-choice')).CancelPostDialog }));

const tabLabels: Record<ProfileTab, Parameters<typeof t>[0]> = {
  'Action history': 'actionHistory',
  'My posts': 'myPosts',
  'Liked posts': 'likedPosts',
  'Drafted posts': 'draftedPosts',
};

const emptyTexts: Record<ProfileTab, Parameters<typeof t>[0]> = {
  'Action history': 'emptyActions',
  'My posts': 'emptyPosts',
  'Liked posts': 'emptyLiked',
  'Drafted posts': 'emptyDrafts',
};

/** What a cancel should give back, as the dialog estimates it: the reward of each target not reached. */
function unspentBudget(post: Link): number {
  return post.reward * Math.max(0, post.targets_needed - post.targets_reached);
}

/** `highlight`: a post just published, marked and focused in its list (it may be on a later page). */
export function ProfileLists({ initialTab, highlight }: { initialTab: ProfileTab; highlight?: number }) {
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const lists = {
    'Action history': useProfileList('Action history'),
    'My posts': useProfileList('My posts'),
    'Liked posts': useProfileList('Liked posts'),
    'Drafted posts': useProfileList('Drafted posts'),
  };
  const navigate = useNavigate();
  // The post the confirmation dialog asks about.
  const [askingAbout, setAskingAbout] = useState<Link | null>(null);
  const deletion = useDeleteDraft();
  const busy = deletion.isPending;
  const postAction = usePostAction();
  // The post the cancel dialog asks about.
  const [cancelling, setCancelling] = useState<Link | null>(null);
  // A cancel moves money: a double tap sends it once, before isPending reaches the screen.
  const cancelSent = useRef(false);

  const query = lists[tab];
  const items = uniqueLinks(query.data?.pages ?? []);

  const confirmDelete = async () => {
    if (!askingAbout) return;
    try {
      await deletion.mutateAsync(askingAbout.link_id);
      notify.success(t('deleted'));
      setAskingAbout(null);
    } catch (error) {
      // An unpaid post may be refused for a reason worth saying (a payment under way); a draft
      // keeps spec 001 §8's text.
      const reason = !askingAbout.is_draft && isApiFailure(error) && error.status < 500;
      notify.error(reason ? failureMessage(error, t('deleteFailed')) : t('deleteFailed'));
    }
  };

  /** Pause and resume go at once; cancel asks first. Each says the API's words, or its reason for refusing. */
  const onAction = async (post: Link, action: PostAction) => {
    if (action === 'cancel') {
      setCancelling(post);
      return;
    }
    try {
      notify.success((await postAction.mutateAsync({ linkId: post.link_id, action })).message);
    } catch (error) {
      notify.error(failureMessage(error, t('postActionFailed')));
    }
  };

  const confirmCancel = async (returnTo: ReturnTo | undefined) => {
    if (!cancelling || cancelSent.current) return;
    cancelSent.current = true;
    try {
      const { message } = await postAction.mutateAsync({
        linkId: cancelling.link_id,
        action: 'cancel',
        ...(returnTo ? { returnTo } : {}),
      });
      notify.success(message);
      setCancelling(null);
    } catch (error) {
      notify.error(failureMessage(error, t('postActionFailed')));
      // A refusal (the post changed meanwhile) will not change by asking again: the dialog goes,
      // the toast says why. After a failure of ours or the network, it stays to try again.
      if (isApiFailure(error) && error.status < 500) setCancelling(null);
    } finally {
      cancelSent.current = false;
    }
  };

  const edit = (post: Link) =>
    void navigate(pathTo(paths.editPost, { postId: String(post.link_id) }), { state: { post } });
  // The posting area's edit page opens its payment dialog at once for `pay` (an unpaid post).
  const pay = (post: Link) =>
    void navigate(pathTo(paths.editPost, { postId: String(post.link_id) }), { state: { post, pay: true } });
  const report = (post: Link) => void navigate(pathTo(paths.postReport, { postId: String(post.link_id) }));
  const managed = tab === 'Drafted posts' || tab === 'My posts';

  const body = (
    <QueryView
      query={query}
      loading={<CardSkeletons count={2} />}
      error={t('listError')}
      retryLabel={t('retry')}
      empty={t(emptyTexts[tab])}
      isEmpty={() => items.length === 0}
    >
      {() => (
        <InfiniteList
          label={t(tabLabels[tab])}
          items={items}
          itemKey={(post) => post.link_id}
          estimateSize={260}
          renderItem={(post) => (
            <ProfilePostCard
              post={post}
              onDelete={managed ? setAskingAbout : undefined}
              onEdit={managed ? edit : undefined}
              onPay={tab === 'My posts' ? pay : undefined}
              onAction={tab === 'My posts' ? (post, action) => void onAction(post, action) : undefined}
              onReport={tab === 'My posts' ? report : undefined}
              acting={postAction.isPending && postAction.variables?.linkId === post.link_id}
              highlighted={tab === 'My posts' && post.link_id === highlight}
            />
          )}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          isFetchNextPageError={query.isFetchNextPageError}
          fetchNextPage={() => void query.fetchNextPage()}
          loadingLabel={t('loadingMore')}
          failedLabel={t('moreError')}
          retryLabel={t('retry')}
        />
      )}
    </QueryView>
  );

  return (
    <section className="eg-profile__lists">
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        onChange={setTab}
        tabs={PROFILE_TABS.map((value) => ({
          value,
          label: t(tabLabels[value]),
          badge: listCount(lists[value].data?.pages),
        }))}
      />
      <div id={tabPanelId(t('tabsLabel'))} role="tabpanel" aria-label={t(tabLabels[tab])} aria-busy={query.isPending}>
        {body}
      </div>
      {askingAbout && (
        <ConfirmDialog
          title={askingAbout.is_draft ? t('deleteTitle') : t('deletePostTitle')}
          message={askingAbout.is_draft ? t('deleteMessage') : t('deletePostMessage')}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setAskingAbout(null)}
        />
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <CancelPostDialog
            post={cancelling}
            unspent={unspentBudget(cancelling)}
            busy={postAction.isPending}
            onConfirm={(returnTo) => void confirmCancel(returnTo)}
            onCancel={() => setCancelling(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
