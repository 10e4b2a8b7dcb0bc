import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@engage/shared/queries';
import type { Link } from '@engage/shared/contract/links';
import { enqueueNewPost, newPostsStore } from '@engage/shared/feed/new-posts-queue';
import { LocationProbe, type CurrentLocation } from '@engage/shared/federation/area-testing';
import { MemoryRouter, useNavigate } from '@engage/shared/router';
import {
  answerApi,
  calls,
  failure,
  linkRecord,
  profileDetail,
  resetApiAnswers,
  userRecord,
} from '@engage/shared/testing/api-answers';
import { Toasts } from '@engage/shared/ui/toast-container';
import { FeedPage } from './feed-page';
import { pageInKiswahili } from '@engage/shared/testing/translations';

jest.mock('@engage/shared/api/client');

const scrollTo = jest.fn();
beforeEach(() => {
  resetApiAnswers();
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  newPostsStore.setState({ queue: [], lastSeen: null });
});

type Query = { page?: number; search?: string; latest?: boolean; last_seen?: string };

/** The feed answered by `pages(platform, query)`; the user verified with YouTube linked. */
function answerFeed(pages: (platform: string, query: Query) => Link[] | Promise<never>) {
  answerApi({
    profileDetails: () => profileDetail({ youtube_connected: true }),
    profile: () => userRecord({ email_verified: 'True' }),
    feed: ({ params, query }) => {
      const results = pages((params as { platform: string }).platform, (query ?? {}) as Query);
      return Array.isArray(results) ? { results, next: null, previous: null } : results;
    },
  });
}

function renderFeed(entry: string | { pathname: string; search?: string; state: unknown } = '/consumer') {
  let location: CurrentLocation | undefined;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <FeedPage />
        <LocationProbe onChange={(current) => (location = current)} />
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
  return { location: () => location };
}

const feedCalls = () => calls('feed').map(([, options]) => options as { params: { platform: string }; query: Query });

it('shows the tabs All, YOUTUBE, Twitter, INSTAGRAM, TIKTOK, FACEBOOK and asks for the chosen platform', async () => {
  answerFeed(() => [linkRecord()]);
  renderFeed();
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'YOUTUBE', 'Twitter', 'INSTAGRAM', 'TIKTOK', 'FACEBOOK']);
  await userEvent.click(screen.getByRole('tab', { name: 'YOUTUBE' }));
  await waitFor(() => expect(feedCalls().at(-1)?.params.platform).toBe('youtube'));
  expect(screen.getByRole('tab', { name: 'YOUTUBE' })).toHaveAttribute('aria-selected', 'true');
});

it('the tasks are the panel of the chosen tab, which every tab points at', async () => {
  answerFeed(() => [linkRecord({ post_title: 'Hongera' })]);
  renderFeed('/consumer?platform=twitter');
  const panel = await screen.findByRole('tabpanel', { name: 'Twitter' });
  await waitFor(() => expect(panel).toHaveTextContent('Hongera'));
  for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', panel.id);
});

it("follows the navbar's ?platform= and ?search=", async () => {
  answerFeed(() => [linkRecord()]);
  renderFeed('/consumer?platform=twitter&search=gengetone');
  await screen.findByText('Results for “gengetone”');
  expect(feedCalls()[0]).toMatchObject({ params: { platform: 'twitter' }, query: { page: 1, search: 'gengetone' } });
  expect(screen.getByRole('tab', { name: 'Twitter' })).toHaveAttribute('aria-selected', 'true');
});

it('hides tasks whose link contains /shorts/ or /reels/ (spec 000 §2)', async () => {
  answerFeed(() => [
    linkRecord({
      link_id: 1,
      post_descrption: 'a shorts task',
      link_url: 'https://www.youtube.com/shorts/abcdefghijk',
    }),
    linkRecord({ link_id: 2, post_descrption: 'a reels task', link_url: 'https://www.instagram.com/reels/Cabc/' }),
    linkRecord({ link_id: 3, post_descrption: 'a normal task' }),
  ]);
  renderFeed();
  await screen.findByText(/a normal task/);
  expect(screen.queryByText(/a shorts task/)).not.toBeInTheDocument();
  expect(screen.queryByText(/a reels task/)).not.toBeInTheDocument();
});

it("shows 'Uploaded links will appear here.' when there are no tasks", async () => {
  answerFeed(() => []);
  renderFeed();
  expect(await screen.findByText('Uploaded links will appear here.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

it('shows the same empty view on a failed load, with Retry that loads again', async () => {
  let fail = true;
  answerFeed(() => (fail ? Promise.reject(failure(500)) : [linkRecord({ post_descrption: 'back again' })]));
  renderFeed();
  expect(await screen.findByText('Uploaded links will appear here.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/back again/)).toBeInTheDocument();
});

/** What the shell's mobile Home tab does when the feed is already open (spec 000 §2). */
function HomeTab() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => void navigate('/consumer', { replace: true, state: { refresh: true, scrollToTop: true } })}
    >
      Home tab
    </button>
  );
}

it('navigation state {refresh, scrollToTop}: refetches, scrolls up, then clears the state', async () => {
  answerFeed(() => [linkRecord()]);
  let location: CurrentLocation | undefined;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/consumer']}>
        <HomeTab />
        <FeedPage />
        <LocationProbe onChange={(current) => (location = current)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByText(/Support Kenyan music/);
  const before = feedCalls().length;
  await userEvent.click(screen.getByRole('button', { name: 'Home tab' }));
  await waitFor(() => expect(feedCalls().length).toBe(before + 1));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  await waitFor(() => expect(location?.state).toBeNull());
});

it('new posts from the websocket: a pill that fetches latest=true&last_seen= and shows them on top', async () => {
  const older = linkRecord({ link_id: 1, post_descrption: 'older task', created: '2026-11-20T10:00:00.000Z' });
  const fresh = linkRecord({ link_id: 2, post_descrption: 'fresh task', created: '2026-11-23T10:00:00.000Z' });
  answerFeed((_platform, query) => (query.latest ? [fresh] : [older]));
  renderFeed();
  await screen.findByText(/older task/);
  act(() => enqueueNewPost(fresh));
  await userEvent.click(await screen.findByRole('button', { name: /1 new post/ }));
  await screen.findByText(/fresh task/);
  expect(feedCalls().at(-1)?.query).toEqual({ latest: true, last_seen: '2026-11-20T10:00:00.000Z' });
  const cards = screen.getAllByRole('article');
  expect(cards[0]).toHaveTextContent('fresh task');
  expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
});

describe('in Kiswahili', () => {
  pageInKiswahili();

  it("shows the tabs, the task's action and the new posts pill in Kiswahili", async () => {
    answerFeed(() => [
      linkRecord({ link_id: 1, platform: 'youtube', action_type: 'Subscribers' }),
      linkRecord({ link_id: 4, platform: 'twitter', action_type: 'Followers' }),
    ]);
    renderFeed('/consumer?search=gengetone');
    expect(await screen.findByText('Matokeo ya “gengetone”')).toBeInTheDocument();
    expect((await screen.findAllByRole('tab'))[0]).toHaveTextContent('Zote');
    expect(await screen.findByRole('button', { name: 'Jiunge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unganisha Twitter' })).toBeInTheDocument();
    act(() => enqueueNewPost(linkRecord({ link_id: 2 })));
    act(() => enqueueNewPost(linkRecord({ link_id: 3 })));
    expect(await screen.findByRole('button', { name: /Machapisho 2 mapya/ })).toBeInTheDocument();
  });
});
