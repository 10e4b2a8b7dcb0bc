import { useEffect } from 'react';
import { kitText } from '@engage/shared/ui/messages';
import './theme.css';

/**
 * Shown in place of a section whose code failed to load or crashed. Contained: the rest of
 * the page keeps working, and Retry loads the section again. `incompatible` says why a section
 * built for another version of engage was not opened.
 *
 * A section that could not load for want of a connection loads again by itself when the browser
 * says the connection is back (`onOnline`, else `onRetry`): nobody should have to find Retry after
 * the offline banner goes.
 */
export function UnavailablePanel({
  onRetry,
  onOnline = onRetry,
  incompatible,
}: {
  onRetry?: () => void;
  onOnline?: () => void;
  incompatible?: string;
}) {
  useEffect(() => {
    if (!onOnline || incompatible) return undefined;
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [onOnline, incompatible]);
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
