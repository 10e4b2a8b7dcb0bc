import './theme.css';

/**
 * Shown in place of a section whose code failed to load or crashed. Contained: the rest of
 * the page keeps working, and Retry loads the section again. `incompatible` says why a section
 * built for another version of engage was not opened.
 */
export function UnavailablePanel({ onRetry, incompatible }: { onRetry?: () => void; incompatible?: string }) {
  return (
    <section className="eg-unavailable" role="alert" aria-live="assertive">
      <h2>This section is unavailable</h2>
      {incompatible ? (
        <p>
          This section was built for a different version of engage, so it was not opened ({incompatible}). The rest of
          engage still works; try again once it has been updated.
        </p>
      ) : (
        <p>It could not be loaded right now. The rest of engage still works; try again in a moment.</p>
      )}
      {onRetry && (
        <button type="button" className="eg-button" onClick={onRetry}>
          Retry
        </button>
      )}
    </section>
  );
}
