/** What the reels tests share (imported by tests only): the page's answers and a browser with media. */
import { answerApi, profileDetail, type ApiAnswers } from '@engage/shared/testing/api-answers';
import type { Link } from '@engage/shared/contract/links';

export type ReelQuery = { page?: number; filter?: string };

/**
 * The reels page's server: each page of `GET reels` from `pages(query)`, the viewer's YouTube
 * connection and the server's minimum watch seconds, plus any other answers (`reelWatchTime`…).
 */
export function answerReels(
  pages: (query: ReelQuery) => { results: Link[]; next?: string | null },
  more: ApiAnswers = {},
  { youtubeConnected = true, minimum = 3 } = {},
): void {
  answerApi({
    profileDetails: () => profileDetail({ youtube_connected: youtubeConnected }),
    settings: () => ({ min_watch_seconds: minimum, pending_hold_hours: 24 }),
    reels: ({ query }) => {
      const page = pages((query ?? {}) as ReelQuery);
      return { results: page.results, next: page.next ?? null, previous: null };
    },
    ...more,
  });
}

/**
 * jsdom has no media playback or scrolling: the page's calls to them become no-ops. Returns the
 * `pause` spy, to see when the page stops a video.
 */
export function stubMediaAndScrolling() {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  return jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
}
