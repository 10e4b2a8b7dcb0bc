import { feedPictureKey } from '@engage/shared/network/offline-copies';
import { afterFeedPicture, hideFeedPicture, waitForFeedPicture } from './feed-picture-host';
import { showFeedPicture, takeFeedPictureSoon } from './feed-picture';

function drawFeed(): void {
  document.body.innerHTML = `
    <div id="root">
      <aside><div class="eg-sidebar__welcome" data-private><strong>wanjiku</strong></div>
        <dl data-private><dd>KES 1,250.00</dd></dl></aside>
      <main><div role="feed">
        <div class="eg-infinite-list__item"><article class="eg-task"><h2>YouTube Likes</h2></article></div>
        <div class="eg-infinite-list__item"><article class="eg-task"><h2>X Retweets</h2></article></div>
      </div></main>
      <div role="dialog">Preferences</div>
      <div class="Toastify">Saved</div>
    </div>`;
}

function kept(): { html: string; styles: string[]; path: string } | null {
  const text = localStorage.getItem(feedPictureKey);
  return text === null ? null : (JSON.parse(text) as { html: string; styles: string[]; path: string });
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  localStorage.setItem('session_id', 'session-1');
  window.history.pushState({}, '', '/consumer');
  document.head.innerHTML = '<link rel="stylesheet" href="/bootstrap.css">';
  window.scrollY = 0;
  delete window.engageLivePage;
  delete window.engageFeedPicture;
  drawFeed();
});

afterEach(() => {
  hideFeedPicture();
  jest.useRealTimers();
});

it('keeps the feed as drawn, without what is personal, dialogs or toasts, with its stylesheets', () => {
  takeFeedPictureSoon();
  jest.runOnlyPendingTimers();
  const picture = kept();
  expect(picture?.html).toContain('YouTube Likes');
  expect(picture?.html).not.toContain('wanjiku');
  expect(picture?.html).not.toContain('KES 1,250.00');
  expect(picture?.html).not.toContain('Preferences');
  expect(picture?.html).not.toContain('Saved');
  expect(picture?.styles).toEqual([`${location.origin}/bootstrap.css`]);
});

it("leaves out the list's rows below the first screen", () => {
  const rows = document.querySelectorAll('.eg-infinite-list__item');
  jest.spyOn(rows[1]!, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight } as DOMRect);
  takeFeedPictureSoon();
  jest.runOnlyPendingTimers();
  expect(kept()?.html).toContain('YouTube Likes');
  expect(kept()?.html).not.toContain('X Retweets');
});

it('keeps no picture of another page or of a scrolled feed', () => {
  window.history.pushState({}, '', '/consumer/payments');
  takeFeedPictureSoon();
  jest.runOnlyPendingTimers();
  expect(kept()).toBeNull();

  window.history.pushState({}, '', '/consumer');
  window.scrollY = 800;
  takeFeedPictureSoon();
  jest.runOnlyPendingTimers();
  expect(kept()).toBeNull();
});

it('paints the picture over the page, hidden from assistive technology, until it is taken away', () => {
  takeFeedPictureSoon();
  jest.runOnlyPendingTimers();
  drawFeed();
  showFeedPicture();
  const host = document.getElementById('engage-feed-picture');
  expect(host?.getAttribute('aria-hidden')).toBe('true');
  // Its stylesheets have not applied yet: not drawn unstyled.
  expect(host?.style.visibility).toBe('hidden');
  // Closed: the page's own queries do not find the copy.
  expect(document.querySelectorAll('article.eg-task')).toHaveLength(2);
  hideFeedPicture();
  expect(document.getElementById('engage-feed-picture')).toBeNull();
});

it('does not paint a picture taken in another session, language, theme or window width', () => {
  takeFeedPictureSoon();
  jest.runOnlyPendingTimers();
  const changes: (() => void)[] = [
    () => localStorage.setItem('session_id', 'session-2'),
    () => (document.documentElement.lang = 'sw'),
    () => (document.documentElement.dataset.theme = 'dark'),
    () => (window.innerWidth = 1366),
  ];
  for (const change of changes) {
    const before = { lang: document.documentElement.lang, width: window.innerWidth };
    change();
    showFeedPicture();
    expect(document.getElementById('engage-feed-picture')).toBeNull();
    localStorage.setItem('session_id', 'session-1');
    document.documentElement.lang = before.lang;
    delete document.documentElement.dataset.theme;
    window.innerWidth = before.width;
  }
  showFeedPicture();
  expect(document.getElementById('engage-feed-picture')).not.toBeNull();
});

it('is not painted once the page has drawn itself', () => {
  takeFeedPictureSoon();
  jest.runOnlyPendingTimers();
  hideFeedPicture();
  showFeedPicture();
  expect(document.getElementById('engage-feed-picture')).toBeNull();
});

it('goes after a while, whatever happens to the start', () => {
  takeFeedPictureSoon();
  jest.runOnlyPendingTimers();
  showFeedPicture();
  jest.advanceTimersByTime(12_000);
  expect(document.getElementById('engage-feed-picture')).toBeNull();
});

describe("the shell's start", () => {
  /** The closed shadow root the picture is painted in, caught as it is made. */
  function catchShadowRoot(): () => ShadowRoot {
    const attach = HTMLElement.prototype.attachShadow;
    let caught: ShadowRoot | undefined;
    jest.spyOn(HTMLElement.prototype, 'attachShadow').mockImplementation(function (this: HTMLElement, init) {
      caught = attach.call(this, init);
      return caught;
    });
    return () => caught!;
  }

  /** A kept picture being painted while the shell's start waits: its shadow root and the start. */
  function paintWhileWaiting(): { shadow: () => ShadowRoot; start: jest.Mock } {
    takeFeedPictureSoon();
    jest.runOnlyPendingTimers();
    const shadow = catchShadowRoot();
    waitForFeedPicture();
    const start = jest.fn();
    afterFeedPicture(start);
    showFeedPicture();
    return { shadow, start };
  }

  /** Lets the stylesheets' load or error handlers and what they start run. */
  async function settle(): Promise<void> {
    await Promise.resolve();
    await Promise.resolve();
  }

  afterEach(() => jest.restoreAllMocks());

  it('starts at once when no picture is on its way', () => {
    const start = jest.fn();
    afterFeedPicture(start);
    expect(start).toHaveBeenCalled();
  });

  it('waits until the picture is on the screen', async () => {
    const { shadow, start } = paintWhileWaiting();
    expect(start).not.toHaveBeenCalled();
    for (const link of shadow().querySelectorAll('link')) link.dispatchEvent(new Event('load'));
    await settle();
    expect(document.getElementById('engage-feed-picture')?.style.visibility).toBe('visible');
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(20); // the frame that shows it
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('goes on at once when there is no picture to paint, or its stylesheet is gone', async () => {
    waitForFeedPicture();
    const start = jest.fn();
    afterFeedPicture(start);
    showFeedPicture(); // none kept
    expect(start).toHaveBeenCalledTimes(1);

    const { shadow, start: again } = paintWhileWaiting();
    shadow().querySelector('link')?.dispatchEvent(new Event('error'));
    await settle();
    expect(again).toHaveBeenCalledTimes(1);
    expect(document.getElementById('engage-feed-picture')).toBeNull();
  });

  it('does not wait long for a picture that is late', () => {
    waitForFeedPicture();
    const start = jest.fn();
    afterFeedPicture(start);
    jest.advanceTimersByTime(399);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
