/**
 * What this browser keeps so that engage opens with no connection, and how it is forgotten at
 * sign-out. Two kinds, kept apart on purpose:
 *   - code and release pointers, in the shell's service worker's caches (named here so the page
 *     can clear them; shell/src/service-worker/cache-rules.ts says what goes in each);
 *   - the API answers shown offline, in local storage, tied to the session: the feed's first page
 *     (shell/src/feed-picture/last-feed-page.ts), with a picture of the feed as it was drawn (shell/src/feed-picture/feed-picture.ts,
 *     without the name and balances), and the last answers of an allow-list of the areas' queries
 *     (api/kept-answers.ts). The worker never keeps API answers: it cannot tell a feed page from a
 *     wallet, nor one user's answer from another's.
 */

/** The service worker's runtime caches (its precache of the shell's public files stays). */
export const runtimeCaches = {
  /** config.json, every area's manifest and remote entry: network first. */
  releases: 'engage-releases',
  /** Content-hashed scripts and styles not precached (the areas', the shell's lazy ones): cache first. */
  areaFiles: 'engage-area-files',
} as const;

/** Local storage: the feed's first page the signed-in user last saw (shell/src/feed-picture/last-feed-page.ts). */
export const lastFeedPageKey = 'engage.lastFeedPage';

/** Local storage: the picture of the feed painted before the app's code arrives (shell/src/feed-picture/feed-picture.ts). */
export const feedPictureKey = 'engage.feedPicture';

/** Local storage: the last answers of the areas' allow-listed queries (api/kept-answers.ts). */
export const keptAnswersKey = 'engage.keptAnswers';

/** Forgets everything the last signed-in user left for offline use on this device. */
export async function forgetOfflineCopies(): Promise<void> {
  try {
    localStorage.removeItem(lastFeedPageKey);
    localStorage.removeItem(feedPictureKey);
    localStorage.removeItem(keptAnswersKey);
  } catch {
    // storage disabled: nothing was kept
  }
  if (typeof caches === 'undefined') return;
  try {
    await Promise.all(Object.values(runtimeCaches).map((name) => caches.delete(name)));
  } catch (error) {
    console.warn('[offline] the offline copies could not be cleared', error);
  }
}
