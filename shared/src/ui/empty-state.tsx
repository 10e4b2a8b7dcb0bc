/**
 * What a list shows when it has nothing (or could not load): one sentence and, when there is
 * something to do about it, an action.
 *
 *   <EmptyState text="Uploaded links will appear here." action={<button onClick={retry}>Retry</button>} />
 */
import type { ReactNode } from 'react';
import './kit.css';

interface EmptyStateProps {
  text: string;
  /** A button or link (Retry, Add a link…). */
  action?: ReactNode;
  /** A decorative icon; hidden from screen readers. */
  icon?: ReactNode;
}

export function EmptyState({ text, action, icon = '∅' }: EmptyStateProps) {
  return (
    <div className="eg-empty" role="status">
      <span className="eg-empty__icon" aria-hidden="true">
        {icon}
      </span>
      <p className="eg-empty__text">{text}</p>
      {action}
    </div>
  );
}
