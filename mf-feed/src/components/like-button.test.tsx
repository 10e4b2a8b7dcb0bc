import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@engage/shared/queries';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { Link } from '@engage/shared/contract/links';
import {
  answerApi,
  calls,
  failure,
  linkRecord,
  renderWithProviders,
  resetApiAnswers,
} from '@engage/shared/testing/api-answers';
import { LikeButton } from './like-button';

jest.mock('@engage/shared/api/client');

beforeEach(resetApiAnswers);

/** The button reading its task from the feed cache, as the card does. */
function CachedLike({ verified = true }: { verified?: boolean }) {
  const { data } = useQuery<{ pages: { results: Link[] }[] }>({
    queryKey: queryKeys.feed.list('all', ''),
    queryFn: () => Promise.reject(new Error('the test fills the cache')),
    enabled: false,
  });
  const task = data?.pages[0]?.results[0];
  return task ? <LikeButton task={task} verified={verified} /> : null;
}

function renderCached(task: Link, verified = true) {
  const view = renderWithProviders(<CachedLike verified={verified} />);
  view.queryClient.setQueryData(queryKeys.feed.list('all', ''), {
    pages: [{ results: [task], next: null, previous: null }],
    pageParams: [1],
  });
  return view;
}

it('toggles at once with the count +1, then keeps what the server says', async () => {
  let release: (value: unknown) => void = () => undefined;
  answerApi({ reaction: () => new Promise((resolve) => (release = resolve)) });
  renderCached(linkRecord({ thumb_ups: 12, has_liked: false }));
  await userEvent.click(await screen.findByRole('button', { name: /Like/ }));
  expect(screen.getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: /Like/ })).toHaveTextContent('13');
  release({ has_liked: true, thumb_ups: 13, message: 'Liked' });
  await waitFor(() => expect(calls('reaction')[0]?.[1]).toEqual({ params: { link_id: 11, action: 'like' } }));
  expect(screen.getByRole('button', { name: /Like/ })).toHaveTextContent('13');
});

it('rolls back with the error toast when the server refuses', async () => {
  answerApi({ reaction: () => Promise.reject(failure(403, { detail: 'This post is not live.' })) });
  renderCached(linkRecord({ thumb_ups: 12, has_liked: true }));
  await userEvent.click(await screen.findByRole('button', { name: /Like/ }));
  expect(await screen.findByText('This post is not live.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Like/ })).toHaveTextContent('12');
  expect(screen.getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'true');
});

it('abbreviates large counts (spec 000 §9 "Numbers abbreviated in K, M, B")', async () => {
  answerApi({});
  renderCached(linkRecord({ thumb_ups: 1500 }));
  expect(await screen.findByRole('button', { name: /Like/ })).toHaveTextContent('1.5K');
});

it('is named by what it shows: the count as written on it, outside any parentheses (WCAG 2.5.3)', async () => {
  answerApi({});
  renderCached(linkRecord({ thumb_ups: 1500, has_liked: false }));
  const button = await screen.findByRole('button', { name: 'Like, 1.5K likes' });
  expect(button).toHaveTextContent('1.5K');
});

it('blocks an unverified user (spec 000 §5)', async () => {
  answerApi({});
  renderCached(linkRecord(), false);
  await userEvent.click(await screen.findByRole('button', { name: /Like/ }));
  expect(await screen.findByText(/You are not verified/)).toBeInTheDocument();
  expect(calls('reaction')).toHaveLength(0);
});
