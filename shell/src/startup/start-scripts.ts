/**
 * The start scripts (webpack-preset.mjs `startScripts`): small modules the build puts in files of
 * their own and lists in the HTML, added only to the pages that need them. Added first thing by
 * the inline start: a script added after the signed-in layout's and the area's preloads waited
 * for a free connection until most of them had arrived (about 1.4 s instead of 1.0 s cold).
 */
import { consumerHome } from '@engage/shared/paths/consumer-home';
import { feedPictureSettled, waitForFeedPicture } from '@engage/shared/network/feed-picture-host';
import { hasSession, listedFiles } from './early-start';

/** Runs a script as soon as it arrives, asked for at the priority of the page's own. */
function addScript(src: string, onError: () => void): void {
  const script = document.createElement('script');
  script.src = src;
  script.fetchPriority = 'high';
  script.onerror = onError;
  document.head.appendChild(script);
}

export function addStartScripts(pathname = location.pathname): void {
  const files = listedFiles();
  // The feed as the user last saw it, painted before the app's code has come (network/feed-picture.ts).
  const feedPicture = files['feed-picture'];
  if (hasSession() && pathname === consumerHome && typeof feedPicture === 'string') {
    // The shell's start waits for the picture to be painted (network/feed-picture-host.ts).
    waitForFeedPicture();
    addScript(feedPicture, feedPictureSettled);
  }
}
