/**
 * One post of the profile lists (spec 001 §2 "Each post card shows author, platform, a task
 * title built from platform and action type, description truncated to 100 words, location,
 * tags, target, current count and status"). Drafts carry a menu with Delete and Edit. A post saved
 * with Post but not paid for (status pending_payment) has Pay, which opens its pay page, and the
 * same menu: the payment dialog tells the user it "waits under My posts", so it must be payable,
 * editable and removable from here. A live post's menu has Pause and Cancel, a paused one's Resume
 * and Cancel; its status says, through the kit's words, whether it is live, paused or closed (with
 * the budget that went back), and when a running post ends. Every paid post's menu opens its
 * Report (what the money bought, with its receipts).
 *
 * Not the kit's `ui/post-card`: that is a post as consumers see it in the feed (thumbnail, task
 * progress, actions); this is the profile's summary of a post, with its status and owner's menu.
 */
import { useCallback } from 'react';
import { placeName } from '@engage/shared/ui/place-name';
import { Avatar } from '@engage/ui/avatar';
import { Menu, type MenuItem } from '@engage/ui/menu';
import { PostState } from '@engage/ui/post-state';
import { CARD_DESCRIPTION_PREVIEW_WORDS } from '@engage/shared/contract/constants';
import type { Link } from '@engage/shared/contract/links';
import type { PostAction } from '@engage/shared/contract/posting';
import { formatCount } from '@engage/shared/format/numbers';
import { PLATFORM_LABELS } from '@engage/shared/format/platform-links';
import { postOwnTitle, taskTitleText } from '@engage/shared/format/task-title';
import { parseTags, truncateWords } from '@engage/shared/format/post-target';
import { t } from '../messages';

interface ProfilePostCardProps {
  post: Link;
  onDelete?: (post: Link) => void;
  onEdit?: (post: Link) => void;
  /** Offered for an unpaid post only. */
  onPay?: (post: Link) => void;
  /** Pause, resume or cancel: offered on a live or paused post. */
  onAction?: (post: Link, action: PostAction) => void;
  /** Opens a paid post's report (what the money bought). */
  onReport?: (post: Link) => void;
  /** An action on this post is under way: its menu waits. */
  acting?: boolean;
  /** The post just published: marked, said ('Your new post') and focused, so the producer sees it at once. */
  highlighted?: boolean;
}

export function ProfilePostCard({
  post,
  onDelete,
  onEdit,
  onPay,
  onAction,
  onReport,
  acting = false,
  highlighted = false,
}: ProfilePostCardProps) {
  const focusOnce = useCallback((card: HTMLElement | null) => {
    card?.focus();
    card?.scrollIntoView?.({ block: 'center' });
  }, []);
  const author = post.anonymous ? t('anonymous') : post.producer_username;
  const title = taskTitleText(post.platform, post.action_type);
  const ownTitle = postOwnTitle(post);
  const description = truncateWords(post.post_descrption, CARD_DESCRIPTION_PREVIEW_WORDS);
  const cut = description !== post.post_descrption;
  const tags = parseTags(post.post_tags);
  const titleId = `eg-post-${post.link_id}-title`;
  const unpaid = post.status === 'pending_payment';
  const editable = post.is_draft || unpaid;
  const running = post.status === 'active' || post.status === 'paused';
  const paid = !post.is_draft && !unpaid;
  const menu: MenuItem[] = [];
  if (paid && onReport) menu.push({ label: t('reportOption'), onSelect: () => onReport(post) });
  if (editable && onDelete && onEdit)
    menu.push(
      { label: t('edit'), onSelect: () => onEdit(post) },
      { label: t('delete'), onSelect: () => onDelete(post), danger: true },
    );
  if (running && onAction)
    menu.push(
      post.status === 'active'
        ? { label: t('pausePost'), onSelect: () => onAction(post, 'pause'), disabled: acting }
        : { label: t('resumePost'), onSelect: () => onAction(post, 'resume'), disabled: acting },
      { label: t('cancelPost'), onSelect: () => onAction(post, 'cancel'), danger: true, disabled: acting },
    );
  return (
    <article
      className={`eg-card eg-post${highlighted ? ' eg-post--new' : ''}`}
      aria-labelledby={titleId}
      ref={highlighted ? focusOnce : undefined}
      tabIndex={highlighted ? -1 : undefined}
    >
      {highlighted && <p className="eg-post__new">{t('newPost')}</p>}
      <header className="eg-post__head">
        <Avatar name={author} imageUrl={post.anonymous ? null : post.producer_avatar} size={36} type="username" />
        <div className="eg-post__who">
          <span className="eg-post__author">{author}</span>
          <span className="eg-post__platform">{PLATFORM_LABELS[post.platform]}</span>
        </div>
        {menu.length > 0 && <Menu label={post.is_draft ? t('draftOptions') : t('postOptions')} items={menu} />}
      </header>
      <h3 id={titleId} className="eg-post__title">
        {title}
        {ownTitle && (
          <>
            {' '}
            <span className="eg-post__own-title">{ownTitle}</span>
          </>
        )}
      </h3>
      {description && (
        <p className="eg-post__description">
          {description}
          {cut ? '…' : ''}
        </p>
      )}
      <dl className="eg-post__facts">
        <div>
          <dt>{t('location')}</dt>
          <dd>{placeName(post.targets_location || post.producer_location)}</dd>
        </div>
        <div>
          <dt>{t('target')}</dt>
          <dd>{formatCount(post.targets_needed)}</dd>
        </div>
        <div>
          <dt>{t('current')}</dt>
          <dd>{formatCount(post.targets_reached)}</dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd className="eg-post__status">
            <PostState post={post} />
          </dd>
        </div>
      </dl>
      {tags.length > 0 && (
        <ul className="eg-post__tags" aria-label={t('tags')}>
          {tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      {unpaid && onPay && (
        <div className="eg-post__pay">
          <p className="eg-post__pay-note">{t('awaitingPayment')}</p>
          <button type="button" className="eg-button" aria-describedby={titleId} onClick={() => onPay(post)}>
            {t('pay')}
          </button>
        </div>
      )}
    </article>
  );
}
