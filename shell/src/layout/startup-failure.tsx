/** Shown when the shell cannot even read its runtime config: nothing else can work then. */
export function StartupFailure() {
  return (
    <main role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>engage could not start</h1>
      <p>We could not load the app's settings. Check your connection and reload the page.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
