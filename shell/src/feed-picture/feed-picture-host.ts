/**
 * The element the picture of the feed is painted in (feed-picture.ts), and taking it
 * away. Apart from the rest: the shell's start and router take the picture away on every page,
 * `/signin` included, and need none of the code that takes or paints it.
 */

/** The id of the element laid over the page while the picture shows. */
export const FEED_PICTURE_HOST_ID = 'engage-feed-picture';

declare global {
  interface Window {
    /** Set once the page has drawn itself: a picture that arrives after it is not painted. */
    engageLivePage?: boolean;
    /** Set while the picture's script is on its way or painting (`waitForFeedPicture`). */
    engageFeedPicture?: { settled: boolean; queued: Array<() => void> };
  }
}

/**
 * The longest the shell's start waits for the picture. The picture's script comes from the
 * phone's own cache on a return visit, and before the shell's on a cold one; a lost one must not
 * hold the app.
 */
const LONGEST_WAIT_MS = 400;

/** Called by the HTML's first script as it asks for the picture's script: the shell's start waits for it. */
export function waitForFeedPicture(): void {
  window.engageFeedPicture = { settled: false, queued: [] };
}

/** The picture has been painted, or will not be: what waited for it runs now. */
export function feedPictureSettled(): void {
  const waiting = window.engageFeedPicture;
  if (!waiting || waiting.settled) return;
  waiting.settled = true;
  for (const run of waiting.queued.splice(0)) run();
}

/**
 * Runs `start` once the picture has been painted, at once when no picture is on its way. The
 * shell's start (a few hundred ms of a slowed phone's main thread) otherwise runs first, and the
 * picture, which needs a fraction of that, is painted only after it.
 */
export function afterFeedPicture(start: () => void): void {
  const waiting = window.engageFeedPicture;
  if (!waiting || waiting.settled) return start();
  waiting.queued.push(start);
  setTimeout(feedPictureSettled, LONGEST_WAIT_MS);
}

/** Takes the picture off the page, if one is there, and keeps a late one from being painted. */
export function hideFeedPicture(): void {
  window.engageLivePage = true;
  document.getElementById(FEED_PICTURE_HOST_ID)?.remove();
}
