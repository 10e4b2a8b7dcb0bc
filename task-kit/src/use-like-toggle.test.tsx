import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@engage/shared/queries';
import { linkRecord } from '@engage/shared/testing/api-answers';
import type { LinkPages } from './cached-links';
import type { ReactionResponse } from '@engage/shared/contract/feed';
import { useLikeToggle } from './use-like-toggle';

const key = ['reels', 'all'] as const;
const other = ['reels', 'youtube'] as const;

function cacheWith(client: QueryClient, queryKey: readonly string[], thumbUps: number) {
  const page = {
    count: 2,
    next: null,
    previous: null,
    results: [linkRecord({ link_id: 11, thumb_ups: thumbUps }), linkRecord({ link_id: 12 })],
  };
  client.setQueryData<LinkPages>(queryKey, { pages: [page], pageParams: [1] });
}

function cached(client: QueryClient, queryKey: readonly string[], linkId = 11) {
  return client.getQueryData<LinkPages>(queryKey)?.pages[0]?.results.find((link) => link.link_id === linkId);
}

function setup() {
  const client = new QueryClient();
  cacheWith(client, key, 12);
  cacheWith(client, other, 12);
  let answer: (value: ReactionResponse) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const send = jest.fn(
    () =>
      new Promise<ReactionResponse>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useLikeToggle(['reels'], send), { wrapper });
  return {
    client,
    send,
    toggle: result.current,
    answer: (value: ReactionResponse) => answer(value),
    refuse: (error: unknown) => refuse(error),
  };
}

test('a like shows at once in every cached list of the family, then takes the server’s count', async () => {
  const { client, send, toggle, answer } = setup();
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = toggle(cached(client, key)!);
  });
  expect(cached(client, key)).toMatchObject({ has_liked: true, thumb_ups: 13 });
  expect(cached(client, other)).toMatchObject({ has_liked: true, thumb_ups: 13 });
  expect(cached(client, key, 12)).toMatchObject({ has_liked: false, thumb_ups: 12 });
  expect(send).toHaveBeenCalledWith(client, 11);
  await act(async () => {
    answer({ has_liked: true, thumb_ups: 20 });
    await done;
  });
  expect(cached(client, key)).toMatchObject({ has_liked: true, thumb_ups: 20 });
});

test('a refused like goes back to what was shown and rejects with the failure', async () => {
  const { client, toggle, refuse } = setup();
  client.setQueryData<LinkPages>(
    key,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          results: page.results.map((link) => ({ ...link, has_liked: true })),
        })),
      },
  );
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = toggle(cached(client, key)!);
  });
  expect(cached(client, key)).toMatchObject({ has_liked: false, thumb_ups: 11 });
  const failure = { status: 500, data: { detail: 'Server error' } };
  await act(async () => {
    refuse(failure);
    await expect(done).rejects.toBe(failure);
  });
  expect(cached(client, key)).toMatchObject({ has_liked: true, thumb_ups: 12 });
});

test('an unlike never shows a count under zero', () => {
  const { client, toggle } = setup();
  cacheWith(client, key, 0);
  client.setQueryData<LinkPages>(
    key,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          results: page.results.map((link) => ({ ...link, has_liked: true })),
        })),
      },
  );
  act(() => {
    void toggle(cached(client, key)!).catch(() => undefined);
  });
  expect(cached(client, key)).toMatchObject({ has_liked: false, thumb_ups: 0 });
});
