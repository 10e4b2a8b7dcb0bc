import { QueryClient, QueryObserver } from '@engage/shared/queries';
import { forgetOfflineCopies, keptAnswersKey } from '@engage/shared/network/offline-copies';
import { sessionStore, signIn, signOut } from '@engage/shared/session';
import { queryKeys } from './query-keys';
import { keepAnswers, keptForMs } from './kept-answers';
import { setOnline } from '@engage/shared/testing/network';

let client: QueryClient;
let stop: () => void;

function start(): void {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = keepAnswers(client);
}

/** Ends this page and opens another on the same device. */
function restart(): void {
  stop();
  client.clear();
  start();
}

const answer = (data: unknown) => () => Promise.resolve(data);

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  localStorage.clear();
  signIn({ access: 'a1', refresh: 'r1', session_id: 'session-1' });
  setOnline(true);
});

afterEach(() => {
  stop();
  client.clear();
  signOut();
  setOnline(true);
  jest.useRealTimers();
});

it('opened offline in the same session, the wallet and the profile show their last answers, marked old', async () => {
  start();
  await client.fetchQuery({ queryKey: queryKeys.wallet.statement(1), queryFn: answer({ available: 1250 }) });
  await client.fetchQuery({ queryKey: queryKeys.profile.details, queryFn: answer({ youtube_connected: true }) });
  jest.advanceTimersByTime(600);

  setOnline(false);
  restart();
  expect(client.getQueryData(queryKeys.wallet.statement(1))).toEqual({ available: 1250 });
  expect(client.getQueryData(queryKeys.profile.details)).toEqual({ youtube_connected: true });
  expect(client.getQueryState(queryKeys.profile.details)?.isInvalidated).toBe(true);
});

it('opened online, puts nothing back: the areas read the server first', async () => {
  start();
  await client.fetchQuery({ queryKey: queryKeys.wallet.statement(1), queryFn: answer({ available: 1250 }) });
  jest.advanceTimersByTime(600);
  restart();
  expect(client.getQueryData(queryKeys.wallet.statement(1))).toBeUndefined();
});

it('puts the answers back when the browser goes offline, and drops those no page showed when it is back', async () => {
  start();
  await client.fetchQuery({ queryKey: queryKeys.notifications.unread, queryFn: answer({ count: 2 }) });
  await client.fetchQuery({ queryKey: queryKeys.wallet.chart, queryFn: answer({ points: [1] }) });
  jest.advanceTimersByTime(600);
  restart();

  setOnline(false);
  window.dispatchEvent(new Event('offline'));
  expect(client.getQueryData(queryKeys.notifications.unread)).toEqual({ count: 2 });
  const shown = new QueryObserver(client, { queryKey: queryKeys.wallet.chart, queryFn: answer({ points: [2] }) });
  const unsubscribe = shown.subscribe(() => undefined);

  setOnline(true);
  window.dispatchEvent(new Event('online'));
  expect(client.getQueryData(queryKeys.notifications.unread)).toBeUndefined();
  expect(client.getQueryCache().find({ queryKey: queryKeys.wallet.chart })).toBeDefined();
  unsubscribe();
});

it('keeps only the allow-listed queries, and of a paged list its first page', async () => {
  start();
  await client.fetchQuery({ queryKey: ['posting', 'link-check', 'x'], queryFn: answer({ secret: 'not kept' }) });
  await client.fetchInfiniteQuery({
    queryKey: queryKeys.notifications.list,
    queryFn: ({ pageParam }) => Promise.resolve({ page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last: { page: number }) => last.page + 1,
    pages: 2,
  });
  jest.advanceTimersByTime(600);
  const stored = localStorage.getItem(keptAnswersKey) ?? '';
  expect(stored).not.toContain('not kept');
  expect(stored).toContain('"pages":[{"page":1}]');
});

it("shows another session's answers to nobody, and none older than the limit", async () => {
  start();
  await client.fetchQuery({ queryKey: queryKeys.profile.user, queryFn: answer({ email: 'wanjiru@example.com' }) });
  jest.advanceTimersByTime(600);
  setOnline(false);

  sessionStore.setState({ sessionId: 'session-2' });
  restart();
  expect(client.getQueryData(queryKeys.profile.user)).toBeUndefined();

  sessionStore.setState({ sessionId: 'session-1' });
  jest.setSystemTime(Date.now() + keptForMs + 1000);
  restart();
  expect(client.getQueryData(queryKeys.profile.user)).toBeUndefined();
});

it('puts a query back when asking for it got no answer at all', async () => {
  start();
  await client.fetchQuery({ queryKey: queryKeys.affiliate.all, queryFn: answer({ rewards: 3 }) });
  jest.advanceTimersByTime(600);
  restart();
  await client
    .fetchQuery({
      queryKey: queryKeys.affiliate.all,
      queryFn: () => Promise.reject({ status: 0, data: { detail: 'Could not reach the server.' } }),
    })
    .catch(() => undefined);
  expect(client.getQueryData(queryKeys.affiliate.all)).toEqual({ rewards: 3 });
});

it('forgets the kept answers at sign-out', async () => {
  start();
  await client.fetchQuery({ queryKey: queryKeys.wallet.methods, queryFn: answer({ results: [] }) });
  jest.advanceTimersByTime(600);
  expect(localStorage.getItem(keptAnswersKey)).not.toBeNull();
  await forgetOfflineCopies();
  expect(localStorage.getItem(keptAnswersKey)).toBeNull();
});

it('writes what it read when the page is left before the write was due', async () => {
  start();
  await client.fetchQuery({ queryKey: queryKeys.wallet.schedule, queryFn: answer({ frequency: 'weekly' }) });
  window.dispatchEvent(new Event('pagehide'));
  expect(localStorage.getItem(keptAnswersKey)).toContain('weekly');
});
