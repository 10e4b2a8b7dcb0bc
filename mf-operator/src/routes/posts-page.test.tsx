/**
 * The Posts page: the list in words, its filters as the query the server gets, the actions that
 * fit a post's state with the reason they send, the API's refusal, and what a role that may not
 * act sees.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorPost } from '@engage/shared/contract/operator-posts';
import { signOutOperator } from '@engage/shared/session/operator';
import { answerApi, calls, failure, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { signInAs } from '../testing/operator-session';
import PostsPage from './posts-page';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  signInAs('support');
});
afterEach(() => signOutOperator());

const post = (overrides: Partial<OperatorPost> = {}): OperatorPost => ({
  id: 12,
  producer_id: 5,
  producer_email: 'akinyi@example.co.ke',
  title: 'New single',
  link_url: 'https://www.youtube.com/watch?v=abcdefghijk',
  platform: 'youtube',
  action_type: 'Likes',
  status: 'active',
  targets_needed: 150,
  targets_reached: 40,
  reward: 9,
  returned: 0,
  paused_by: null,
  created_at: '2026-02-01T08:00:00Z',
  ...overrides,
});

const page = (...items: OperatorPost[]) => ({ items, next_cursor: null });

const rowOf = async (id: number) => {
  const table = await screen.findByRole('table', { name: 'Producers’ posts' });
  return within(table).getByRole('row', { name: new RegExp(`#${id}\\b`) });
};

it('lists posts with their state in words, the link opening in a new tab and the money returned', async () => {
  answerApi({
    operatorPosts: () =>
      page(
        post(),
        post({ id: 13, status: 'paused', paused_by: 'operator', title: 'Old single' }),
        post({ id: 14, status: 'paused', paused_by: 'producer' }),
        post({ id: 15, status: 'taken_down', returned: 1100, platform: 'twitter', action_type: 'Retweets' }),
        post({ id: 16, status: 'pending_payment' }),
      ),
  });
  renderWithProviders(<PostsPage />, { path: '/operator/posts' });

  const live = await rowOf(12);
  expect(within(live).getByText('Live')).toBeInTheDocument();
  expect(within(live).getByText('akinyi@example.co.ke')).toBeInTheDocument();
  expect(within(live).getByText('YouTube · Likes')).toBeInTheDocument();
  expect(within(live).getByText('40 of 150')).toBeInTheDocument();
  expect(within(live).getByText('KES 9.00')).toBeInTheDocument();
  const link = within(live).getByRole('link', { name: 'New single (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcdefghijk');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');

  expect(within(await rowOf(13)).getByText('Paused by an operator')).toBeInTheDocument();
  expect(within(await rowOf(14)).getByText('Paused by the producer')).toBeInTheDocument();
  const takenDown = await rowOf(15);
  expect(within(takenDown).getByText('Taken down')).toBeInTheDocument();
  expect(within(takenDown).getByText('X · Retweets')).toBeInTheDocument();
  expect(within(takenDown).getByText('KES 1,100.00')).toBeInTheDocument();
  expect(within(await rowOf(16)).getByText('Waiting for payment')).toBeInTheDocument();
  // Nothing was given back on a live post: its Returned cell is empty, not "KES 0.00".
  expect(within(live).queryByText('KES 0.00')).not.toBeInTheDocument();
});

it('offers only the actions that fit each post’s state', async () => {
  answerApi({
    operatorPosts: () =>
      page(
        post(),
        post({ id: 13, status: 'paused', paused_by: 'producer' }),
        post({ id: 14, status: 'completed' }),
        post({ id: 15, status: 'cancelled', returned: 600 }),
      ),
  });
  renderWithProviders(<PostsPage />, { path: '/operator/posts' });

  const names = async (id: number) =>
    within(await rowOf(id))
      .queryAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
  expect(await names(12)).toEqual(['Pause post #12', 'Cancel post #12', 'Take down post #12']);
  expect(await names(13)).toEqual(['Resume post #13', 'Cancel post #13', 'Take down post #13']);
  expect(await names(14)).toEqual(['Take down post #14']);
  expect(await names(15)).toEqual([]);
});

it('sends the search, the status and the order to the server', async () => {
  const user = userEvent.setup();
  answerApi({ operatorPosts: () => page(post()) });
  renderWithProviders(<PostsPage />, { path: '/operator/posts' });
  await rowOf(12);
  expect(calls('operatorPosts').at(-1)?.[1]).toMatchObject({ query: { sort: 'newest' } });

  await user.selectOptions(screen.getByLabelText('Status'), 'Paused');
  await waitFor(() =>
    expect(calls('operatorPosts').at(-1)?.[1]).toMatchObject({ query: { status: 'paused', sort: 'newest' } }),
  );

  await user.selectOptions(screen.getByLabelText('Order'), 'Oldest first');
  await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'akinyi@example.co.ke');
  await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(calls('operatorPosts').at(-1)?.[1]).toMatchObject({
      query: { q: 'akinyi@example.co.ke', status: 'paused', sort: 'oldest' },
    }),
  );

  await user.selectOptions(screen.getByLabelText('Status'), 'Any status');
  await waitFor(() => expect(calls('operatorPosts').at(-1)?.[1]?.query).not.toHaveProperty('status'));
});

it('takes a post down with the reason, says the budget goes back, shows the API’s message and reads the list again', async () => {
  const user = userEvent.setup();
  let taken = false;
  answerApi({
    operatorPosts: () => page(taken ? post({ status: 'taken_down', returned: 1100 }) : post()),
    operatorPostAction: () => {
      taken = true;
      return { message: 'Post taken down; KES 1,100.00 back to the producer.', post: post({ status: 'taken_down' }) };
    },
  });
  renderWithProviders(<PostsPage />, { path: '/operator/posts' });
  await user.click(within(await rowOf(12)).getByRole('button', { name: 'Take down post #12' }));

  const dialog = await screen.findByRole('dialog', { name: 'Take down post #12' });
  expect(within(dialog).getByText('The unspent budget goes back to the producer.')).toBeInTheDocument();
  expect(within(dialog).getByText('“New single” by akinyi@example.co.ke')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Reason'), 'Promotes a betting scam');
  await user.click(within(dialog).getByRole('button', { name: 'Take down' }));

  expect(await screen.findByText('Done: Post taken down; KES 1,100.00 back to the producer.')).toBeInTheDocument();
  expect(calls('operatorPostAction')).toHaveLength(1);
  expect(calls('operatorPostAction')[0]?.[1]).toMatchObject({
    params: { id: 12 },
    body: { action: 'take_down', reason: 'Promotes a betting scam' },
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(await rowOf(12)).getByText('Taken down')).toBeInTheDocument();
  expect(within(await rowOf(12)).getByText('KES 1,100.00')).toBeInTheDocument();
});

it('pauses without the budget note', async () => {
  const user = userEvent.setup();
  answerApi({
    operatorPosts: () => page(post()),
    operatorPostAction: () => ({ message: 'Post paused.', post: post({ status: 'paused', paused_by: 'operator' }) }),
  });
  renderWithProviders(<PostsPage />, { path: '/operator/posts' });
  await user.click(within(await rowOf(12)).getByRole('button', { name: 'Pause post #12' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pause post #12' });
  expect(within(dialog).queryByText('The unspent budget goes back to the producer.')).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Reason'), 'Link under review');
  await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
  expect(await screen.findByText('Done: Post paused.')).toBeInTheDocument();
  expect(calls('operatorPostAction')[0]?.[1]).toMatchObject({
    params: { id: 12 },
    body: { action: 'pause', reason: 'Link under review' },
  });
});

it('shows the API’s refusal when the post has moved on, and keeps the dialog and its reason', async () => {
  const user = userEvent.setup();
  answerApi({
    operatorPosts: () => page(post({ status: 'paused', paused_by: 'producer' })),
    operatorPostAction: () => {
      throw failure(409, { message: 'This post is not paused.' });
    },
  });
  renderWithProviders(<PostsPage />, { path: '/operator/posts' });
  await user.click(within(await rowOf(12)).getByRole('button', { name: 'Resume post #12' }));
  const dialog = await screen.findByRole('dialog', { name: 'Resume post #12' });
  await user.type(within(dialog).getByLabelText('Reason'), 'Producer asked by phone');
  await user.click(within(dialog).getByRole('button', { name: 'Resume' }));

  expect(await screen.findByText('Not done: This post is not paused.')).toBeInTheDocument();
  expect(calls('operatorPostAction')[0]?.[1]).toMatchObject({ body: { action: 'resume' } });
  expect(within(screen.getByRole('dialog', { name: 'Resume post #12' })).getByLabelText('Reason')).toHaveValue(
    'Producer asked by phone',
  );
});

it('lets a finance operator read the posts but offers no action, and says why', async () => {
  signInAs('finance');
  answerApi({ operatorPosts: () => page(post(), post({ id: 13, status: 'paused', paused_by: 'operator' })) });
  renderWithProviders(<PostsPage />, { path: '/operator/posts' });

  const table = await screen.findByRole('table', { name: 'Producers’ posts' });
  expect(within(table).getByText('Paused by an operator')).toBeInTheDocument();
  expect(within(table).queryAllByRole('button')).toEqual([]);
  expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  expect(
    screen.getByText('Your role (finance) may read posts but not act on them: support or admin operators do.'),
  ).toBeInTheDocument();
});
