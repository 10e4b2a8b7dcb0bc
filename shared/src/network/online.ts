/**
 * Whether the browser has a connection: false only when it knows it has none (outside a browser:
 * online). Its own module, without the messages of `use-online.ts`, for the page's query cache,
 * which is on the first paint of /signin.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
