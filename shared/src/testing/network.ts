/**
 * Test helper (imported by tests only): what the browser says of its connection,
 * `navigator.onLine`. It sends no `online`/`offline` event: a test that needs one dispatches it.
 */
export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}
