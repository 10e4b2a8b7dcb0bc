/**
 * Spec 000 §4 "YouTube view tracking" and spec 001 §4 "Reel watch": the credit is sent once at
 * the server's minimum, the link is marked actioned in the cache; what a stop and a refusal do
 * depends on the player (`onStop`).
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@engage/shared/queries';
import type { ApiSession } from '@engage/shared/api/client';
import { createScopedQueryClient } from '@engage/shared/api/query-client';
import type { LinkPages } from './cached-links';
import type { Link } from '@engage/shared/contract/links';
import {
  closeSessionScope,
  openSessionScope,
  sessionScopeOfQueryClient,
  SessionScopeContext,
  touchSessionScope,
} from '@engage/shared/session/scope';
import { routeToasts, type HostToast } from '@engage/shared/ui/toasts';
import { installIntersectionObserver } from '@engage/shared/testing/intersection-observer';
import {
  answerApi,
  calls,
  callSessions,
  linkRecord,
  renderWithProviders,
  resetApiAnswers,
} from '@engage/shared/testing/api-answers';
import { VideoPlayer } from './video-player';
import { useWatchCredit } from './use-watch-credit';

jest.mock('@engage/shared/api/client');
jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
beforeEach(() => {
  jest.useFakeTimers();
  resetApiAnswers();
  installIntersectionObserver();
  answerApi({ settings: () => ({ min_watch_seconds: MINIMUM, pending_hold_hours: 24 }) });
});
afterEach(() => jest.useRealTimers());

const MINIMUM = 3;
const link = linkRecord({
  link_id: 21,
  link_url: 'http://localhost:4000/api/sandbox/media/engage-demo.webm',
  platform: 'youtube',
  action_type: 'Views',
});

function Player({
  send,
  onStop,
}: {
  send: (session: ApiSession, linkId: number, seconds: number) => Promise<unknown>;
  onStop: 'remind-or-retry' | 'nothing';
}) {
  const { containerRef, playerRef, onPlay, onPause, onEnded, offersCredit } = useWatchCredit({
    link,
    youtubeConnected: true,
    cacheKey: ['feed'],
    send,
    onStop,
  });
  return (
    <div ref={containerRef}>
      <VideoPlayer
        ref={playerRef}
        url={link.link_url}
        title="Demo"
        height={220}
        onPlay={onPlay}
        onPause={onPause}
        onEnded={onEnded}
      />
      {offersCredit && <p>offers a credit</p>}
    </div>
  );
}

function setup(send: jest.Mock, onStop: 'remind-or-retry' | 'nothing') {
  const view = renderWithProviders(<Player send={send} onStop={onStop} />);
  view.queryClient.setQueryData<LinkPages>(['feed', 'all', ''], {
    pages: [{ count: 1, next: null, previous: null, results: [link] }],
    pageParams: [1],
  });
  const video = () => view.container.querySelector('video')!;
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const settle = () => act(async () => await Promise.resolve());
  const cached = () => view.queryClient.getQueryData<LinkPages>(['feed', 'all', ''])?.pages[0]?.results[0] as Link;
  return { video, wait, settle, cached };
}

it('sends the credit once at the minimum and marks the link actioned in the cache', async () => {
  const send = jest.fn(async () => ({}));
  const { video, wait, settle, cached } = setup(send, 'remind-or-retry');
  await settle();
  fireEvent.play(video());
  wait(MINIMUM * 1000);
  await waitFor(() => expect(send).toHaveBeenCalledWith(expect.anything(), 21, MINIMUM));
  expect(await screen.findByText('You’ve been credited for watching!')).toBeInTheDocument();
  expect(cached().is_actioned).toBe(true);
  fireEvent.pause(video());
  fireEvent.play(video());
  wait(10_000);
  expect(send).toHaveBeenCalledTimes(1);
});

it('reports the player’s time every 5 s while it plays, and once more just before the credit', async () => {
  const order: string[] = [];
  answerApi({
    settings: () => ({ min_watch_seconds: MINIMUM, pending_hold_hours: 24 }),
    watchProgress: () => (order.push('progress'), { watched_seconds: MINIMUM }),
  });
  const send = jest.fn(async () => (order.push('credit'), {}));
  const { video, wait, settle } = setup(send, 'remind-or-retry');
  await settle();
  fireEvent.play(video());
  wait(MINIMUM * 1000);
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(order).toEqual(['progress', 'credit']);
  expect(calls('watchProgress')[0]?.[1]).toEqual({ body: { link_url: link.link_url, position: 0 } });
});

it("'remind-or-retry': a stop before the minimum says how long to watch; a refused credit is sent again at the next stop", async () => {
  const send = jest.fn().mockRejectedValueOnce({ status: 500 }).mockResolvedValue({});
  const { video, wait, settle } = setup(send, 'remind-or-retry');
  await settle();
  fireEvent.play(video());
  wait(1000);
  fireEvent.pause(video());
  expect(await screen.findByText(`Watch at least ${MINIMUM} seconds to get paid.`)).toBeInTheDocument();
  fireEvent.play(video());
  wait(MINIMUM * 1000);
  expect(await screen.findByText('An error occurred while recording your view.')).toBeInTheDocument();
  fireEvent.pause(video());
  await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  expect(await screen.findByText('You’ve been credited for watching!')).toBeInTheDocument();
});

it("'nothing': a refused credit is reported once, never sent again, and the offer goes", async () => {
  const send = jest.fn().mockRejectedValue({ status: 500 });
  const { video, wait, settle } = setup(send, 'nothing');
  await settle();
  expect(screen.getByText('offers a credit')).toBeInTheDocument();
  fireEvent.play(video());
  wait(MINIMUM * 1000);
  expect(await screen.findByText('An error occurred while recording your view.')).toBeInTheDocument();
  expect(screen.queryByText('offers a credit')).not.toBeInTheDocument();
  fireEvent.pause(video());
  fireEvent.play(video());
  wait(10_000);
  fireEvent.pause(video());
  expect(send).toHaveBeenCalledTimes(1);
});

describe('two parcels, two users', () => {
  function scope(name: string) {
    const opened = openSessionScope({
      name,
      token: `${name}-token`,
      apiBaseUrl: 'http://localhost:4000/api/',
      tokenProvider: { getToken: async () => `${name}-token`, onRefused: () => undefined },
    });
    const toasts: HostToast[] = [];
    const unroute = routeToasts(opened, { sink: (toast) => toasts.push(toast) });
    return { scope: opened, toasts, close: () => (unroute(), closeSessionScope(opened)) };
  }

  it("sends the ticket and the credit, and says so, as the user of the player's parcel, not the one touched last", async () => {
    const alice = scope('alice');
    const bob = scope('bob');
    try {
      answerApi({
        settings: () => ({ min_watch_seconds: MINIMUM, pending_hold_hours: 24 }),
        watchStart: () => ({}),
        watchProgress: () => ({ watched_seconds: 0 }),
      });
      const send = jest.fn(async (..._args: [ApiSession, number, number]) => ({}));
      const view = renderWithProviders(
        <>
          <SessionScopeContext.Provider value={alice.scope}>
            <QueryClientProvider client={createScopedQueryClient(alice.scope)}>
              <Player send={send} onStop="remind-or-retry" />
            </QueryClientProvider>
          </SessionScopeContext.Provider>
          <SessionScopeContext.Provider value={bob.scope}>
            <QueryClientProvider client={createScopedQueryClient(bob.scope)}>
              <Player send={jest.fn(async () => ({}))} onStop="remind-or-retry" />
            </QueryClientProvider>
          </SessionScopeContext.Provider>
        </>,
      );
      await act(async () => await Promise.resolve());
      // Bob's parcel was clicked last; Alice's video plays on (its timer sends the credit).
      touchSessionScope(bob.scope);
      fireEvent.play(view.container.querySelectorAll('video')[0]!);
      act(() => jest.advanceTimersByTime(MINIMUM * 1000));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(callSessions('watchStart')).toEqual([alice.scope]);
      // Its progress reports too, before the credit.
      expect(callSessions('watchProgress').length).toBeGreaterThan(0);
      expect(new Set(callSessions('watchProgress'))).toEqual(new Set([alice.scope]));
      // The credit names Alice's parcel's cache, which knows her scope.
      expect(send.mock.calls.map(([session]) => sessionScopeOfQueryClient(session as QueryClient))).toEqual([
        alice.scope,
      ]);
      expect(alice.toasts.map((toast) => toast.message)).toContain('You’ve been credited for watching!');
      expect(bob.toasts).toEqual([]);
    } finally {
      alice.close();
      bob.close();
    }
  });
});
