import { feedPictureKey } from '@engage/shared/network/offline-copies';
import { hideFeedPicture } from './feed-picture-host';
import { showFeedPicture, takeFeedPictureSoon } from './feed-picture';

function drawFeed(): void {
  document.body.innerHTML = `
    <div id="root">
      <aside><div class="eg-sidebar__welcome" data-private><strong>wanjiku</strong></div>
        <dl data-private><dd>KES 1,250.00</dd></dl></aside>
      <main><article class="eg-task"><h2>YouTube Likes</h2></article></main>
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
  expect(document.querySelectorAll('article.eg-task')).toHaveLength(1);
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
