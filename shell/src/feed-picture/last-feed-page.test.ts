import { QueryClient } from '@engage/shared/queries';
import type { LinkPage } from '@engage/shared/contract/links';
import { lastFeedPageKey } from '@engage/shared/network/offline-copies';
import { sessionStore, signIn, signOut } from '@engage/shared/session';
import { queryKeys } from '@engage/shared/api/query-keys';
import { keepLastFeedPage } from './last-feed-page';
import { takeFeedPictureSoon } from './feed-picture';
import { setOnline } from '@engage/shared/testing/network';

jest.mock('./feed-picture', () => ({ takeFeedPictureSoon: jest.fn() }));

const feedKey = queryKeys.feed.list('all', '');
const page = (title: string) => ({ results: [{ link_id: 1, title }], next: null }) as unknown as LinkPage;

let client: QueryClient;
let stop: () => void;

function start(): void {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = keepLastFeedPage(client);
}

beforeEach(() => {
  jest.mocked(takeFeedPictureSoon).mockClear();
  localStorage.clear();
  signIn({ access: 'a1', refresh: 'r1', session_id: 'session-1' });
  setOnline(true);
});

afterEach(() => {
  stop();
  client.clear();
  signOut();
  setOnline(true);
});

async function loadFeed(title: string): Promise<void> {
  await client.fetchInfiniteQuery({
    queryKey: feedKey,
    queryFn: () => Promise.resolve(page(title)),
    initialPageParam: 1,
  });
}

it("keeps the feed's first page, and opened offline in the same session shows it as old news", async () => {
  start();
  await loadFeed('Watch the launch');
  stop();
  client.clear();

  setOnline(false);
  start();
  const state = client.getQueryState(feedKey);
  expect((state?.data as { pages: LinkPage[] }).pages[0]?.results[0]).toMatchObject({ title: 'Watch the launch' });
  // Stale: the feed is read again as soon as there is a connection.
  expect(state?.isInvalidated).toBe(true);
});

it('opened online, paints the kept page at once and marks it old, so the feed reads it again', async () => {
  start();
  await loadFeed('Seen yesterday');
  stop();
  client.clear();

  start();
  const state = client.getQueryState(feedKey);
  expect((state?.data as { pages: LinkPage[] }).pages[0]?.results[0]).toMatchObject({ title: 'Seen yesterday' });
  expect(state?.isInvalidated).toBe(true);
  // The fresh page replaces it as soon as it comes.
  await loadFeed('Seen today');
  expect(client.getQueryData<{ pages: LinkPage[] }>(feedKey)?.pages[0]?.results[0]).toMatchObject({
    title: 'Seen today',
  });
});

it('keeps no other answer itself: a wallet page is left to kept-answers.ts', async () => {
  start();
  await client.fetchQuery({ queryKey: ['wallet', 'transactions'], queryFn: () => Promise.resolve({ balance: 5 }) });
  expect(localStorage.getItem(lastFeedPageKey)).toBeNull();
  expect(Object.values(localStorage).join()).not.toContain('balance');
});

it("shows another user's kept page to nobody", async () => {
  start();
  await loadFeed('Mine');
  stop();
  client.clear();
  sessionStore.setState({ sessionId: 'session-2' });
  setOnline(false);
  start();
  expect(client.getQueryData(feedKey)).toBeUndefined();
});

it('puts the kept page back when asking for the feed got no answer at all', async () => {
  start();
  await loadFeed('Kept');
  client.clear();
  await client
    .fetchInfiniteQuery({
      queryKey: feedKey,
      queryFn: () => Promise.reject({ status: 0, data: { detail: 'Could not reach the server.' } }),
      initialPageParam: 1,
    })
    .catch(() => undefined);
  expect(client.getQueryData<{ pages: LinkPage[] }>(feedKey)?.pages[0]?.results[0]).toMatchObject({ title: 'Kept' });
  // A picture of the screen is taken for the page read from the API, not for the one put back
  // while the screen may show a loading bar or an error (feed-picture.ts).
  expect(takeFeedPictureSoon).toHaveBeenCalledTimes(1);
});

it('forgets the kept page at sign-out', async () => {
  start();
  await loadFeed('Private enough');
  expect(localStorage.getItem(lastFeedPageKey)).not.toBeNull();
  signOut();
  await Promise.resolve();
  expect(localStorage.getItem(lastFeedPageKey)).toBeNull();
});
