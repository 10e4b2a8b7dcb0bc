/**
 * Spec 001 §4 "Reel watch": "a viewer clicks to play; time accrues each second ... At the
 * required seconds, if the action type is Views, the task is not yet actioned and a YouTube
 * connection exists, a watch-time record is sent once. Leaving view (under 50% visible) or
 * pausing stops counting."
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Link } from '@engage/shared/contract/links';
import { installIntersectionObserver } from '@engage/shared/testing/intersection-observer';
import { calls, failure, linkRecord, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { installYouTubeStandIn } from '@engage/task-kit/testing/youtube-stand-in';
import { ReelsPage } from '../routes/reels-page';
import { answerReels, stubMediaAndScrolling } from '../testing/reels-scene';

jest.mock('@engage/shared/api/client');

let observers: ReturnType<typeof installIntersectionObserver>;
const pause = stubMediaAndScrolling();
beforeEach(() => {
  jest.useFakeTimers();
  resetApiAnswers();
  pause.mockClear();
  observers = installIntersectionObserver();
  installYouTubeStandIn();
});
afterEach(() => jest.useRealTimers());

const MINIMUM = 3;

function reel(overrides: Partial<Link> = {}): Link {
  return linkRecord({
    link_id: 21,
    link_url: 'https://www.youtube.com/shorts/aBcDeFgHiJk',
    platform: 'youtube',
    action_type: 'Views',
    is_shorts: true,
    is_actioned: false,
    post_title: 'Dance reel',
    ...overrides,
  });
}

const credited = (): unknown => ({ message: 'Success! KES 3.00 added to your pending balance.' });

function setup(
  overrides: Partial<Link> = {},
  { youtubeConnected = true, watchTime = credited }: { youtubeConnected?: boolean; watchTime?: () => unknown } = {},
) {
  answerReels(
    () => ({ results: [reel(overrides)] }),
    { reelWatchTime: watchTime },
    { youtubeConnected, minimum: MINIMUM },
  );
  const view = renderWithProviders(<ReelsPage />, { path: '/consumer/video-reels' });
  const video = () => view.container.querySelector('video')!;
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  async function play() {
    fireEvent.click(await screen.findByRole('button', { name: 'Play Dance reel' }));
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.play(video());
  }
  return { view, video, wait, play };
}

const watched = () => screen.getByText(/s watched$/).textContent;

it('counts each second while playing; pausing stops the count', async () => {
  const { wait, play, video } = setup({ action_type: 'Likes' });
  await play();
  expect(watched()).toBe(`0 s of ${MINIMUM} s watched`);
  wait(2000);
  expect(watched()).toBe(`2 s of ${MINIMUM} s watched`);
  fireEvent.pause(video());
  wait(5000);
  expect(watched()).toBe(`2 s of ${MINIMUM} s watched`);
  fireEvent.play(video());
  wait(1000);
  expect(watched()).toBe(`3 s of ${MINIMUM} s watched`);
});

it('under 50% visible pauses the reel and stops the count', async () => {
  const { wait, play, view } = setup({ action_type: 'Likes' });
  await play();
  wait(1000);
  act(() => observers.reveal(view.container.querySelector('.eg-reel__player')!, 0.4));
  expect(pause).toHaveBeenCalled();
  wait(4000);
  expect(watched()).toBe(`1 s of ${MINIMUM} s watched`);
});

it('at the minimum, a Views reel not yet actioned with YouTube connected is credited once', async () => {
  const { wait, play, video } = setup();
  await play();
  wait((MINIMUM - 1) * 1000);
  expect(calls('reelWatchTime')).toHaveLength(0);
  wait(1000);
  // The player's time goes to the server first (it pays from those reports), then the claim.
  await waitFor(() => expect(calls('reelWatchTime')).toHaveLength(1));
  expect(calls('watchProgress').length).toBeGreaterThan(0);
  expect(calls('reelWatchTime')[0]?.[1]).toEqual({ body: { watch_time: MINIMUM, link_id: 21 } });
  expect(await screen.findByText('You’ve been credited for watching!')).toBeInTheDocument();
  // Watching on, pausing and playing again never sends it a second time.
  wait(10_000);
  fireEvent.pause(video());
  fireEvent.play(video());
  wait(10_000);
  expect(calls('reelWatchTime')).toHaveLength(1);
});

it('a reel of the sandbox media plays in the page and is credited at the minimum; then it offers no credit', async () => {
  const sandbox = 'http://localhost:4000/api/sandbox/media/engage-demo.webm';
  const { wait, play, video } = setup({ link_url: sandbox, platform: 'tiktok', action_type: 'View' });
  expect(screen.queryByText('Unsupported video format')).not.toBeInTheDocument();
  await play();
  expect(video().getAttribute('src')).toBe(sandbox);
  // What the reel pays for, while it still does.
  expect(screen.getByText(`Watch at least ${MINIMUM} seconds to get paid.`)).toBeInTheDocument();
  wait(MINIMUM * 1000);
  expect(watched()).toBe(`${MINIMUM} s of ${MINIMUM} s watched`);
  await waitFor(() => expect(calls('reelWatchTime')[0]?.[1]).toEqual({ body: { watch_time: MINIMUM, link_id: 21 } }));
  expect(await screen.findByText('You’ve been credited for watching!')).toBeInTheDocument();
  // Marked actioned in place, without a reload: the offer is gone.
  expect(screen.queryByText(`Watch at least ${MINIMUM} seconds to get paid.`)).not.toBeInTheDocument();
  expect(calls('reels')).toHaveLength(1);
});

it.each([
  ['not a Views task', { action_type: 'Likes' as const }, true],
  ['already actioned', { is_actioned: true }, true],
  ['YouTube not connected', {}, false],
])('sends nothing when %s', async (_case, overrides, youtubeConnected) => {
  const { wait, play } = setup(overrides, { youtubeConnected });
  await play();
  wait(MINIMUM * 4000);
  expect(watched()).toBe(`${MINIMUM * 4} s of ${MINIMUM} s watched`);
  expect(calls('reelWatchTime')).toHaveLength(0);
  expect(screen.queryByText(/to get paid/)).not.toBeInTheDocument();
});

it('a refused record is reported and not sent again', async () => {
  const { wait, play } = setup({}, { watchTime: () => Promise.reject(failure(400, { message: 'nope' })) });
  await play();
  wait(MINIMUM * 1000);
  expect(await screen.findByText('An error occurred while recording your view.')).toBeInTheDocument();
  wait(10_000);
  expect(calls('reelWatchTime')).toHaveLength(1);
});
