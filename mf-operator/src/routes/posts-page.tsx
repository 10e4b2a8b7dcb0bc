/**
 * Posts: every producer's post, searched by a post's or producer's id, the producer's email or
 * words of the title or link, filtered by status and sorted by age, paged by the server with
 * Export CSV. Support and admin operators pause, resume, cancel or take down a post from its
 * row (the actions that fit its state); finance reads the list and is told why it has none.
 */
import { useState } from 'react';
import type { ActionType, Platform } from '@engage/shared/contract/common';
import type { OperatorPost } from '@engage/shared/contract/operator-posts';
import { t as formatText } from '@engage/shared/format/messages';
import { formatEarnings } from '@engage/shared/format/money';
import { PLATFORM_LABELS, taskTitleParts } from '@engage/shared/format/platform-links';
import { formatDate } from '@engage/shared/format/relative-time';
import { ACTION_WORDS } from '@engage/shared/format/task-title';
import { usePostActionBlock } from '../api/operator-roles';
import { CursorTable, type Column } from '../components/cursor-table';
import { SearchForm } from '../components/search-form';
import { PostActionButtons, PostActionDialog, type AskedPostAction } from '../components/post-actions';
import { t } from '../messages';
import './operator.css';

type Sort = 'newest' | 'oldest';
type PostStatus = OperatorPost['status'];

/** The status filter's choices, in the order a post lives them. */
const statusLabel = {
  draft: 'postDraft',
  pending_payment: 'postPendingPayment',
  active: 'postLive',
  paused: 'postPaused',
  completed: 'postCompleted',
  expired: 'postExpired',
  cancelled: 'postCancelled',
  taken_down: 'postTakenDown',
} as const satisfies Record<PostStatus, string>;
const statuses = Object.keys(statusLabel) as PostStatus[];

/** A post's state in words; a paused one says who paused it (a producer may not resume an operator's pause). */
function statusText(post: OperatorPost): string {
  if (post.status === 'paused' && post.paused_by === 'producer') return t('postPausedByProducer');
  if (post.status === 'paused' && post.paused_by === 'operator') return t('postPausedByOperator');
  return t(statusLabel[post.status]);
}

/** The link is the producer's text: only a web address becomes a link the console opens. */
const isWebAddress = (address: string) => /^https?:\/\//i.test(address);

/** The wire's action types (the compiler keeps the list whole), to tell them from a value it does not know. */
const actionTypes = {
  Subscribers: true,
  Likes: true,
  Comments: true,
  Views: true,
  Retweets: true,
  Followers: true,
  Bookmark: true,
  View: true,
} as const satisfies Record<ActionType, true>;
const isPlatform = (value: string): value is Platform => Object.hasOwn(PLATFORM_LABELS, value);
const isActionType = (value: string): value is ActionType => Object.hasOwn(actionTypes, value);

/** 'YouTube · Likes' in the page's language, with the task titles' words; a value engage does not know, as it is. */
function platformAndAction({ platform, action_type }: OperatorPost): string {
  const where = isPlatform(platform) ? PLATFORM_LABELS[platform] : platform;
  const what =
    isPlatform(platform) && isActionType(action_type)
      ? formatText(ACTION_WORDS[taskTitleParts(platform, action_type).action])
      : action_type;
  return `${where} · ${what}`;
}

function PostCell({ post }: { post: OperatorPost }) {
  const name = post.title || post.link_url;
  return (
    <>
      <div className="eg-op-muted">#{post.id}</div>
      {isWebAddress(post.link_url) ? (
        <a href={post.link_url} target="_blank" rel="noopener noreferrer">
          {name}
          <span className="eg-visually-hidden"> {t('opensInNewTab')}</span>
        </a>
      ) : (
        <span className="eg-op-ref">{name}</span>
      )}
    </>
  );
}

function postColumns(acts: boolean, ask: (asked: AskedPostAction) => void): readonly Column<OperatorPost>[] {
  const columns: Column<OperatorPost>[] = [
    { header: t('colPost'), cell: (post) => <PostCell post={post} /> },
    {
      header: t('colProducer'),
      cell: (post) => (
        <>
          {post.producer_email}
          <div className="eg-op-muted">#{post.producer_id}</div>
        </>
      ),
    },
    { header: t('colPlatformAction'), cell: platformAndAction },
    { header: t('colStatus'), cell: statusText },
    {
      header: t('colProgress'),
      cell: (post) => t('progress', { reached: String(post.targets_reached), needed: String(post.targets_needed) }),
    },
    { header: t('colReward'), cell: (post) => formatEarnings(post.reward) },
    { header: t('colReturned'), cell: (post) => (post.returned > 0 ? formatEarnings(post.returned) : '') },
    { header: t('colCreated'), cell: (post) => formatDate(post.created_at, { withTime: true }) },
  ];
  if (acts) columns.push({ header: t('colActions'), cell: (post) => <PostActionButtons post={post} onAsk={ask} /> });
  return columns;
}

export default function PostsPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<PostStatus | ''>('');
  const [sort, setSort] = useState<Sort>('newest');
  const [asked, setAsked] = useState<AskedPostAction | null>(null);
  const blockedRole = usePostActionBlock();

  return (
    <section>
      <h1>{t('postsTitle')}</h1>
      <PostsFilters q={q} onSearch={setQ} status={status} onStatus={setStatus} sort={sort} onSort={setSort} />
      {blockedRole && <p className="eg-op-muted">{t('roleCannotActOnPosts', { role: blockedRole })}</p>}
      <CursorTable
        caption={t('postsCaption')}
        route="operatorPosts"
        query={{ ...(q ? { q } : {}), ...(status ? { status } : {}), sort }}
        columns={postColumns(blockedRole === null, setAsked)}
        rowKey={(post) => post.id}
        csvName="posts"
      />
      {asked && <PostActionDialog asked={asked} onClose={() => setAsked(null)} />}
    </section>
  );
}

interface PostsFiltersProps {
  q: string;
  onSearch: (q: string) => void;
  status: PostStatus | '';
  onStatus: (status: PostStatus | '') => void;
  sort: Sort;
  onSort: (sort: Sort) => void;
}

/** The words are sent when the search is; a status or an order applies at once. */
function PostsFilters({ q, onSearch, status, onStatus, sort, onSort }: PostsFiltersProps) {
  return (
    <SearchForm label={t('searchPosts')} hint={t('searchPostsHint')} q={q} onSearch={onSearch}>
      <div className="eg-field">
        <label htmlFor="eg-op-post-status">{t('status')}</label>
        <select
          id="eg-op-post-status"
          value={status}
          onChange={(event) => onStatus(event.target.value as PostStatus | '')}
        >
          <option value="">{t('postStatusAll')}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {t(statusLabel[value])}
            </option>
          ))}
        </select>
      </div>
      <div className="eg-field">
        <label htmlFor="eg-op-post-sort">{t('order')}</label>
        <select id="eg-op-post-sort" value={sort} onChange={(event) => onSort(event.target.value as Sort)}>
          <option value="newest">{t('sortNewest')}</option>
          <option value="oldest">{t('sortOldest')}</option>
        </select>
      </div>
    </SearchForm>
  );
}
