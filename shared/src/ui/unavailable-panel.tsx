import './theme.css';

/**
 * Shown in place of a section whose code failed to load or crashed. Contained: the rest of
 * the page keeps working, and Retry loads the section again.
 */
export function UnavailablePanel({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="eg-unavailable" role="alert" aria-live="assertive">
      <h2>This section is unavailable</h2>
      <p>It could not be loaded right now. The rest of engage still works; try again in a moment.</p>
      {onRetry && (
        <button type="button" className="eg-button" onClick={onRetry}>
          Retry
        </button>
      )}
    </section>
  );
}
