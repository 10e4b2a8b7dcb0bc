import { kitText } from '@engage/shared/ui/messages';
import './theme.css';

/**
 * Shown in place of a section whose code failed to load or crashed. Contained: the rest of
 * the page keeps working, and Retry loads the section again. `incompatible` says why a section
 * built for another version of engage was not opened.
 */
export function UnavailablePanel({ onRetry, incompatible }: { onRetry?: () => void; incompatible?: string }) {
  return (
    <section className="eg-unavailable" role="alert" aria-live="assertive">
      <h2>{kitText('unavailableTitle')}</h2>
      {incompatible ? (
        <p>{kitText('unavailableIncompatible', { reason: incompatible })}</p>
      ) : (
        <p>{kitText('unavailableText')}</p>
      )}
      {onRetry && (
        <button type="button" className="eg-button" onClick={onRetry}>
          {kitText('retry')}
        </button>
      )}
    </section>
  );
}
