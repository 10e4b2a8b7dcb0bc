/**
 * A picture of the feed as the signed-in user last saw it, painted by a small start script
 * (shell/src/startup/feed-picture-start.ts, added by the HTML's first script) before the app's code has
 * arrived. On a slowed phone the shell, React and the feed's code take one
 * to two seconds to arrive and run; until then a returning user sees their feed as it was (the
 * same cards the feed's first render shows from the kept page, last-feed-page.ts), not a
 * loading bar.
 *
 * The picture is the page's own markup, copied from the screen once a fresh feed page has been
 * drawn, with what is personal left out (elements marked `data-private`: the name, the avatar, the
 * balances), and the stylesheets it used. It is painted in a closed shadow root laid over the page:
 * hidden from screen readers, out of reach of the keyboard and of taps (a tap there would land on
 * a card the live page may not have in that place), and invisible to the page's own scripts. It
 * is taken away as soon as the route's area has drawn itself (RemoteArea's `onShown`), on a back
 * or forward move, or after a while whatever happens.
 *
 * Painted only where it fits: the same session, path, language, theme and window width as when it
 * was taken, at the top of the page. Forgotten at sign-out with the kept feed page.
 */
import { consumerHome } from '@engage/shared/paths/consumer-home';
import { storageKeys } from '@engage/shared/session/storage-keys';
import { feedPictureKey } from '@engage/shared/network/offline-copies';
import { FEED_PICTURE_HOST_ID, feedPictureSettled, hideFeedPicture } from './feed-picture-host';

/** What must match between the page the picture was taken of and the page being opened. */
interface PageLooks {
  sessionId: string;
  path: string;
  language: string;
  theme: string;
  width: number;
}

interface FeedPicture extends PageLooks {
  /** The body's background colour: the picture covers the page until the live one is drawn. */
  background: string;
  /** The stylesheets of the page, in order. */
  styles: string[];
  html: string;
}

/** However the start goes, a picture that cannot be tapped does not stay longer than this. */
const LONGEST_MS = 12_000;
/** A page this large is not one to keep in local storage. */
const LONGEST_HTML = 200_000;

function pageLooks(): PageLooks | undefined {
  try {
    const sessionId = localStorage.getItem(storageKeys.sessionId);
    if (sessionId === null) return undefined;
    return {
      sessionId,
      path: location.pathname,
      language: document.documentElement.lang,
      theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
      width: window.innerWidth,
    };
  } catch {
    return undefined;
  }
}

function takePicture(): void {
  const looks = pageLooks();
  const root = document.getElementById('root');
  // A load opens the feed at its top: a picture of a scrolled list would show other cards.
  if (!looks || !root || looks.path !== consumerHome || window.scrollY > 0) return;
  if (document.visibilityState !== 'visible') return;
  const copy = root.cloneNode(true) as HTMLElement;
  const live = root.querySelectorAll<HTMLElement>('[data-private]');
  copy.querySelectorAll<HTMLElement>('[data-private]').forEach((element, index) => {
    element.replaceChildren();
    // Keeps its room, so the rest of the picture stays where the live page draws it.
    element.style.minHeight = `${live[index]?.offsetHeight ?? 0}px`;
  });
  for (const passing of copy.querySelectorAll('[role="dialog"], .Toastify')) passing.remove();
  // Only the first screen shows before the app has drawn itself: the rows of a long list below it
  // would double the picture's layout on a slow phone for nothing. The list keeps its height.
  const rows = [...root.querySelectorAll('.eg-infinite-list__item')].map(
    (row) => row.getBoundingClientRect().top >= window.innerHeight,
  );
  copy.querySelectorAll('.eg-infinite-list__item').forEach((row, index) => rows[index] && row.remove());
  const html = copy.innerHTML;
  if (html.length > LONGEST_HTML) return;
  const picture: FeedPicture = {
    ...looks,
    background: getComputedStyle(document.body).backgroundColor,
    styles: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    html,
  };
  try {
    localStorage.setItem(feedPictureKey, JSON.stringify(picture));
  } catch {
    // storage full or disabled: the next start shows the loading bar, as a first one does
  }
}

/** Takes the picture once the page has drawn what it has just received, when the phone is idle. */
export function takeFeedPictureSoon(): void {
  if (typeof window === 'undefined' || location.pathname !== consumerHome) return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(takePicture, { timeout: 3000 });
  else setTimeout(takePicture, 500);
}

function keptPicture(): FeedPicture | undefined {
  try {
    const text = localStorage.getItem(feedPictureKey);
    return text === null ? undefined : (JSON.parse(text) as FeedPicture);
  } catch {
    return undefined;
  }
}

function stylesheet(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return link;
}

/** Loads `link` and resolves when it has applied; a stylesheet that fails rejects. */
function applied(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`${link.href} did not load`)));
  });
}

/**
 * Paints the kept picture over the page, if it fits the page being opened, and lets the shell's
 * start go on once it is on the screen (or once it is known there will be none).
 */
export function showFeedPicture(): void {
  const picture = keptPicture();
  const looks = pageLooks();
  if (!picture || !looks || window.engageLivePage) return feedPictureSettled();
  if ((Object.keys(looks) as (keyof PageLooks)[]).some((key) => picture[key] !== looks[key])) {
    return feedPictureSettled();
  }
  const host = document.createElement('div');
  host.id = FEED_PICTURE_HOST_ID;
  host.setAttribute('aria-hidden', 'true');
  // Hidden until its styles have applied: unstyled markup would flash first.
  host.style.cssText = `position:absolute;top:0;left:0;right:0;min-height:100vh;z-index:2147483000;visibility:hidden;background:${picture.background}`;
  const shadow = host.attachShadow({ mode: 'closed' });
  // The page's stylesheets on the page too: they hold the theme's colours and the body's font,
  // which the shadow root inherits, and the app applies the same files as it starts.
  const known = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href));
  const loads = picture.styles.map((href) => {
    if (!known.has(href)) document.head.appendChild(stylesheet(href));
    const link = stylesheet(href);
    shadow.appendChild(link);
    return applied(link);
  });
  const page = document.createElement('div');
  page.inert = true;
  page.innerHTML = picture.html;
  shadow.appendChild(page);
  Promise.all(loads).then(
    () => {
      host.style.visibility = 'visible';
      // The frame that shows it is drawn after the animation frame's callbacks.
      requestAnimationFrame(() => setTimeout(feedPictureSettled));
    },
    // A release since has replaced a stylesheet: the page starts as it would without a picture.
    () => {
      hideFeedPicture();
      feedPictureSettled();
    },
  );
  const place = (): boolean => {
    if (!document.body) return false;
    document.body.appendChild(host);
    return true;
  };
  if (!place()) {
    const waiting = new MutationObserver(() => place() && waiting.disconnect());
    waiting.observe(document.documentElement, { childList: true });
  }
  window.addEventListener('popstate', hideFeedPicture, { once: true });
  setTimeout(hideFeedPicture, LONGEST_MS);
}
