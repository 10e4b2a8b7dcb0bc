/**
 * One notification (spec 000 §2 "Each item has an unread dot until expanded"): a button that
 * expands it (`aria-expanded`), with the title, the relative time in Nairobi and, while unread,
 * a dot; expanded it shows the whole text. Beside it, a labelled delete button.
 */
import { useId } from 'react';
import type { Notification } from '@engage/shared/contract/alerts';
import { formatRelativeTime } from '@engage/shared/format/relative-time';
import { t } from '../messages';

interface NotificationItemProps {
  notification: Notification;
  expanded: boolean;
  onToggle: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  /** A delete of this notification is waiting for the server. */
  deleting: boolean;
}

export function NotificationItem({ notification, expanded, onToggle, onDelete, deleting }: NotificationItemProps) {
  const textId = useId();
  const unread = !notification.is_seen;
  return (
    <article
      className={`eg-alert ${unread ? 'eg-alert--unread' : ''}`}
      data-alert-id={notification.id}
      aria-busy={deleting || undefined}
    >
      <button
        type="button"
        className="eg-alert__toggle"
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={() => onToggle(notification)}
      >
        <span className="eg-alert__head">
          {unread && (
            <span className="eg-alert__dot" data-testid="unread-dot">
              <span className="eg-visually-hidden">{t('unread')}</span>
            </span>
          )}
          <span className="eg-alert__title">{notification.alert_title}</span>
          <time className="eg-alert__time" dateTime={notification.date}>
            {formatRelativeTime(notification.date)}
          </time>
        </span>
        <span id={textId} className={`eg-alert__text ${expanded ? '' : 'eg-alert__text--clamped'}`}>
          {notification.alert_text}
        </span>
      </button>
      <button
        type="button"
        className="eg-alert__delete"
        aria-label={t('deleteOne', { title: notification.alert_title })}
        disabled={deleting}
        onClick={() => onDelete(notification)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </article>
  );
}
