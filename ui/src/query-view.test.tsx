import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryView, type QueryState } from './query-view';

function view(query: QueryState<string[]>) {
  return render(
    <QueryView
      query={query}
      loading={<p>Loading posts</p>}
      error="Could not load your posts."
      empty="No posts yet."
      isEmpty={(posts) => posts.length === 0}
    >
      {(posts) => (
        <ul>
          {posts.map((post) => (
            <li key={post}>{post}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
}

it('shows the loading state until the first answer', () => {
  view({ data: undefined, isError: false, refetch: jest.fn() });
  expect(screen.getByText('Loading posts')).toBeInTheDocument();
});

it('a failed load says so, and Retry loads again', async () => {
  const refetch = jest.fn();
  view({ data: undefined, isError: true, refetch });
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load your posts.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

it('an empty answer shows the empty text; otherwise the content', () => {
  const { unmount } = view({ data: [], isError: false, refetch: jest.fn() });
  expect(screen.getByRole('status')).toHaveTextContent('No posts yet.');
  unmount();
  view({ data: ['First post'], isError: false, refetch: jest.fn() });
  expect(screen.getByRole('listitem')).toHaveTextContent('First post');
});

it('keeps what has loaded when a later refetch fails', () => {
  view({ data: ['First post'], isError: true, refetch: jest.fn() });
  expect(screen.getByText('First post')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
