/**
 * What a list shows when it has nothing (or could not load): one sentence and, when there is
 * something to do about it, an action.
 *
 *   <EmptyState text="Uploaded links will appear here." action={<a href="/consumer/add-link">Add a link</a>} />
 *   <EmptyState text="Notifications will appear here." onRetry={failed ? refetch : undefined} />
 *
 * The specs show a list's empty text on a failed load too (spec 000 §2); `onRetry` then adds Retry.
 */
import type { ReactNode } from 'react';
import { kitText } from '@engage/shared/ui/messages';
import './kit.css';

interface EmptyStateProps {
  text: string;
  /** A button or link (Retry, Add a link…). */
  action?: ReactNode;
  /** A decorative icon; hidden from screen readers. */
  icon?: ReactNode;
  /** The list failed to load: a Retry button calls this. */
  onRetry?: () => void;
  retryLabel?: string;
}

export function EmptyState({ text, action, icon = '∅', onRetry, retryLabel = kitText('retry') }: EmptyStateProps) {
  return (
    <div className="eg-empty" role="status">
      <span className="eg-empty__icon" aria-hidden="true">
        {icon}
      </span>
      <p className="eg-empty__text">{text}</p>
      {action}
      {onRetry && (
        <button type="button" className="eg-button" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
