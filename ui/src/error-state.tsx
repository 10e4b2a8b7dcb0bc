/**
 * A failed load with a way out: the message (say what happened and what to do) and Retry.
 *
 *   <ErrorState message="Could not load your wallet." onRetry={() => query.refetch()} />
 */
import { kitText } from '@engage/shared/ui/messages';
import './kit.css';

interface ErrorStateProps {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}

export function ErrorState({ message, onRetry, retryLabel = kitText('retry') }: ErrorStateProps) {
  return (
    <div className="eg-error-state" role="alert">
      <p>{message}</p>
      <button type="button" className="eg-button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
