/**
 * A post's state as its producer reads it: one word per status ('Live', 'Paused', 'Completed'),
 * a closed post with the unspent budget that went back to them ('Cancelled — KES 450.00
 * returned'), and for a live or paused post the day it expires ('Ends 12 Dec 2026'). The post
 * card says it with `showState`; a profile's My posts shows it alone, without the card's weight.
 *
 *   <PostState post={link} />
 */
import type { CLOSED_POST_STATUSES } from '@engage/shared/contract/common';
import type { Link } from '@engage/shared/contract/links';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { postCardText } from './post-card-messages';
import './post-state.css';

type PostStatus = Link['status'];
type PostCardKey = Parameters<typeof postCardText>[0];

const stateWords: Record<PostStatus, PostCardKey> = {
  draft: 'stateDraft',
  pending_payment: 'statePendingPayment',
  active: 'stateActive',
  paused: 'statePaused',
  completed: 'stateCompleted',
  expired: 'stateExpired',
  cancelled: 'stateCancelled',
  taken_down: 'stateTakenDown',
};

type ClosedStatus = (typeof CLOSED_POST_STATUSES)[number];

// Typed from the contract's list, not imported as a value: the card is on the feed's first
// visit, which cannot carry the schema library the contract module loads.
const returnedWords: Record<ClosedStatus, PostCardKey> = {
  expired: 'stateExpiredReturned',
  cancelled: 'stateCancelledReturned',
  taken_down: 'stateTakenDownReturned',
};

const isClosed = (status: PostStatus): status is ClosedStatus => Object.hasOwn(returnedWords, status);

/** What a post's state is called: 'Live', 'Paused', 'Cancelled — KES 450.00 returned' (just 'Cancelled' when nothing was). */
export function postStateText(post: Pick<Link, 'status' | 'returned'>): string {
  if (isClosed(post.status) && post.returned > 0)
    return postCardText(returnedWords[post.status], { amount: formatEarnings(post.returned) });
  return postCardText(stateWords[post.status]);
}

/** The state, and for a live or paused post the day it expires. */
export function PostState({ post }: { post: Pick<Link, 'status' | 'returned' | 'expires_at'> }) {
  const running = post.status === 'active' || post.status === 'paused';
  const ends = running && post.expires_at ? formatDate(post.expires_at) : '';
  return (
    <span className={`eg-post-state eg-post-state--${post.status}`}>
      <span className="eg-post-state__word">{postStateText(post)}</span>
      {/* A space for the words read aloud or copied; the flex gap spaces them on screen. */}
      {ends && ' '}
      {ends && (
        <time className="eg-post-state__ends" dateTime={post.expires_at ?? undefined}>
          {postCardText('ends', { date: ends })}
        </time>
      )}
    </span>
  );
}
