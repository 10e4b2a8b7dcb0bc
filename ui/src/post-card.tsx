/**
 * A post as consumers see it in the feed (spec 000 §2, §3): producer and time, the task title
 * and the post's own title when its producer gave one, the thumbnail (or a tile in the platform's colour), the description cut at 120 characters
 * with more / show less, the tags and the target progress. The feed adds its actions in
 * `footer` and swaps the thumbnail for its player through `media`; the posting area shows the
 * same card as the "Preview post" of a post not saved yet. For its producer the card can also say
 * the post's state (`showState`): live or paused with the day it ends, completed, or closed with
 * the unspent budget that went back to them (`ui/post-state`, which a profile's My posts uses alone).
 *
 *   <PostCard post={link} onOpenMedia={openPlayer} media={watching ? <WatchPanel … /> : undefined} footer={…} />
 *   <PostCard post={link} showState />   // 'Paused · Ends 12 Dec 2026', 'Cancelled — KES 450.00 returned'
 */
import { memo, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Platform } from '@engage/shared/contract/common';
import type { Link } from '@engage/shared/contract/links';
import { formatRelativeTime } from '@engage/shared/format/relative-time';
import { parseTags } from '@engage/shared/format/post-target';
import { truncateText } from '@engage/shared/format/platform-links';
import { postOwnTitle, taskTitleText } from '@engage/shared/format/task-title';
import { useDataSaver } from '@engage/shared/session/data-saver';
import { Avatar } from './avatar';
import { PlatformMark } from './platform-mark';
import { ProgressBar } from './progress-bar';
import { postCardText } from './post-card-messages';
import { PostState } from './post-state';
import './page.css';
import './post-card.css';

/** What the card reads of a post: the fields a link and a form being filled in both have. */
export type PostCardData = Pick<
  Link,
  | 'link_id'
  | 'platform'
  | 'action_type'
  | 'created'
  | 'producer_username'
  | 'producer_avatar'
  | 'post_descrption'
  | 'post_tags'
  | 'post_thumbnail'
  | 'targets_needed'
  | 'targets_reached'
> &
  // A post being written has no title of its own yet, nor a state.
  Partial<Pick<Link, 'post_title' | 'anonymous' | 'status' | 'returned' | 'expires_at'>>;

export interface PostCardProps {
  post: PostCardData;
  /** Replaces the thumbnail (the feed's inline player). */
  media?: ReactNode;
  /** Makes the thumbnail a button (the feed's YouTube Views tasks open their player with it). */
  onOpenMedia?: () => void;
  /** The actions row (like, share, the task action). */
  footer?: ReactNode;
  /**
   * Says the post's state and when it ends, for its producer. The feed leaves it out: every
   * post there is live, and the day a budget runs out is the producer's business.
   */
  showState?: boolean;
}

export const PostCard = memo(function PostCard({ post, media, onOpenMedia, footer, showState = false }: PostCardProps) {
  const titleId = useId();
  const title = taskTitleText(post.platform, post.action_type);
  const ownTitle = postOwnTitle(post);
  const tags = parseTags(post.post_tags);
  // The API names an anonymous post's producer in English; the card says it in the page's language.
  const producer = post.anonymous ? postCardText('anonymous') : post.producer_username;
  return (
    <article
      className="eg-task"
      aria-labelledby={ownTitle ? `${titleId} ${titleId}-own` : titleId}
      data-link-id={post.link_id}
    >
      <header className="eg-task__header">
        <Avatar name={producer} imageUrl={post.producer_avatar} size={40} />
        <div className="eg-task__who">
          <span className="eg-task__producer">{producer}</span>
          <time className="eg-task__time" dateTime={post.created}>
            {formatRelativeTime(post.created)}
          </time>
        </div>
        {/* h2: in the feed the cards sit right under the page's h1, and headings do not skip a level. */}
        <h2 id={titleId} className="eg-task__title">
          {title}
        </h2>
        {ownTitle && (
          <p id={`${titleId}-own`} className="eg-task__post-title">
            {ownTitle}
          </p>
        )}
      </header>
      {media ?? (
        <PostThumbnail
          src={post.post_thumbnail}
          platform={post.platform}
          title={title}
          caption={ownTitle}
          onOpen={onOpenMedia}
        />
      )}
      <PostDescription text={post.post_descrption} />
      {tags.length > 0 && (
        <ul className="eg-task__tags" aria-label={postCardText('tags')}>
          {tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      {showState && post.status && (
        <p className="eg-task__state">
          <PostState
            post={{ status: post.status, returned: post.returned ?? 0, expires_at: post.expires_at ?? null }}
          />
        </p>
      )}
      <ProgressBar
        label={postCardText('targetLabel')}
        value={post.targets_reached}
        max={Math.max(post.targets_needed, 1)}
        valueText={postCardText('targetProgress', { reached: post.targets_reached, needed: post.targets_needed })}
      />
      {footer && <footer className="eg-task__footer">{footer}</footer>}
    </article>
  );
});

/** Spec 000 §2 "description (truncated to 120 characters with more / show less)". */
export function PostDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const preview = truncateText(text);
  if (!text) return null;
  const long = preview !== text;
  return (
    <p className="eg-task__description">
      {expanded || !long ? text : preview}{' '}
      {long && (
        <button
          type="button"
          className="eg-link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? postCardText('showLess') : postCardText('more')}
        </button>
      )}
    </p>
  );
}

interface PostThumbnailProps {
  src: string | null;
  platform: Platform;
  /** The task title: names the image and the play button. */
  title: string;
  /**
   * What the tile writes when there is no image: the post's own title. Without one it writes
   * nothing: the card's heading names the task already ('YouTube Views / YouTube Views').
   */
  caption?: string;
  /** Set on watchable tasks: the thumbnail is a button that opens the player. */
  onOpen?: () => void;
}

/**
 * A post's thumbnail. One that is missing or fails to load gives way to a tile in the
 * platform's colour with its mark and the post's title, so a broken image never leaves a hole in
 * the card. On the tile the play mark takes its own line under the title: drawn over the middle,
 * as it is over a picture, it would cover the words.
 *
 * With the data saver on (session/data-saver), the tile stands in for the picture until the
 * user taps "Show image" under it: no image is requested before. The tile keeps the picture's
 * size, so showing it does not move the cards below.
 */
export function PostThumbnail({ src, platform, title, caption, onOpen }: PostThumbnailProps) {
  const saving = useDataSaver();
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(false);
  const thumb = useRef<HTMLButtonElement & HTMLDivElement>(null);
  useEffect(() => {
    // The "Show image" button is gone: focus stays with the picture it showed, not the page.
    if (shown) thumb.current?.focus();
  }, [shown]);
  const alt = postCardText('thumbnailOf', { title });
  const play = (
    <span className="eg-task__play" aria-hidden="true">
      ▶
    </span>
  );
  const deferred = saving && Boolean(src) && !failed && !shown;
  const pictured = Boolean(src) && !failed && !deferred;
  const image = pictured ? (
    <img
      className="eg-task__thumb-img"
      src={src ?? undefined}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  ) : (
    <span className={`eg-task__thumb-fallback eg-platform--${platform}`} role="img" aria-label={alt}>
      <PlatformMark platform={platform} size={36} />
      {caption && <span className="eg-task__thumb-title">{caption}</span>}
      {onOpen && <span className="eg-task__thumb-play">{play}</span>}
    </span>
  );
  // A fragment either way, so the thumbnail keeps its element (and its focus) when the button goes.
  return (
    <>
      {onOpen ? (
        <button
          ref={thumb}
          type="button"
          className="eg-task__thumb eg-task__thumb--play"
          onClick={onOpen}
          aria-label={postCardText('playVideo', { title: caption || title })}
        >
          {image}
          {pictured && play}
        </button>
      ) : (
        <div ref={thumb} className="eg-task__thumb" tabIndex={shown ? -1 : undefined}>
          {image}
        </div>
      )}
      {deferred && (
        <button
          type="button"
          className="eg-link-button eg-task__show-image"
          aria-label={postCardText('showImageOf', { title: caption || title })}
          onClick={() => setShown(true)}
        >
          {postCardText('showImage')}
        </button>
      )}
    </>
  );
}
