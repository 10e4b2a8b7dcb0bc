/**
 * The element the picture of the feed is painted in (network/feed-picture.ts), and taking it
 * away. Apart from the rest: the shell's start and router take the picture away on every page,
 * `/signin` included, and need none of the code that takes or paints it.
 */

/** The id of the element laid over the page while the picture shows. */
export const FEED_PICTURE_HOST_ID = 'engage-feed-picture';

declare global {
  interface Window {
    /** Set once the page has drawn itself: a picture that arrives after it is not painted. */
    engageLivePage?: boolean;
  }
}

/** Takes the picture off the page, if one is there, and keeps a late one from being painted. */
export function hideFeedPicture(): void {
  window.engageLivePage = true;
  document.getElementById(FEED_PICTURE_HOST_ID)?.remove();
}
