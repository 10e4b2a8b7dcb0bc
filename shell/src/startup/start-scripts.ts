/**
 * What the shell's HTML asks for first (first-requests-inline.ts), before the parser has gone on:
 *   - the start scripts (webpack-preset.mjs `startScripts`): small modules the build puts in files
 *     of their own and lists in the HTML, added only to the pages that need them;
 *   - then the start-up files the build lists (`startup`): the shell's start-up chunk and the
 *     shared libraries it needs.
 * In that order because over HTTP/1.1 a page has six connections to a server: a start script
 * asked for after the start-up files waited for nearly all of them (the picture of the feed's
 * arrived at about 1.15 s of a cold load instead of 0.6 s).
 */
import { consumerHome } from '@engage/shared/paths/consumer-home';
import { feedPictureSettled, waitForFeedPicture } from '../feed-picture/feed-picture-host';
import { addLink, hasSession, listedFiles, listedPaths } from './page-head';

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
  // The feed as the user last saw it, painted before the app's code has come (feed-picture/feed-picture.ts).
  const feedPicture = files['feed-picture'];
  if (hasSession() && pathname === consumerHome && typeof feedPicture === 'string') {
    // The shell's start waits for the picture to be painted (feed-picture/feed-picture-host.ts).
    waitForFeedPicture();
    addScript(feedPicture, feedPictureSettled);
  }
}

/** Preloads the start-up files the build lists, each a script or a style by its extension. */
export function preloadStartupFiles(): void {
  for (const file of listedPaths('startup')) addLink('preload', file);
}
