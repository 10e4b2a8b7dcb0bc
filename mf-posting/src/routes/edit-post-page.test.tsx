/**
 * The edit page against spec 001 §2 "Same form as add-link, prefilled from navigation state"
 * and beyond it: fetched when there is no state (a reload), only unpaid posts, and the
 * unsaved-changes guard.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@engage/shared/queries';
import type { OwnPostResponse } from '@engage/shared/contract/posting';
import { createMemoryRouter, Link, RouterProvider } from '@engage/shared/router';
import { answerApi, calls, failure, linkRecord, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { EditPostPage } from './edit-post-page';
import { renderPage, signedIn } from '../testing/posting-scene';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

function draft(overrides: Partial<OwnPostResponse> = {}): OwnPostResponse {
  return {
    ...linkRecord({
      link_id: 44,
      is_draft: true,
      status: 'draft',
      action_type: 'Retweets',
      post_descrption: 'My draft',
      post_tags: 'music, kenya',
      targets_location: 'Kisumu',
      producer_amount: 2000,
      targets_needed: 200,
      available_actions: ['Retweets'],
    }),
    available_actions: ['Likes', 'Comments', 'Retweets'],
    payment: null,
    ...overrides,
  };
}

it('fetches the post when there is no navigation state (a reload) and saves it with its link_id', async () => {
  answerApi({ ...signedIn, ownPost: () => draft(), linkSave: () => ({ link_id: 44 }) });
  const page = renderPage(<EditPostPage />, { path: '/consumer/edit-post/44' });
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue('My draft');
  expect(screen.getByRole('textbox', { name: 'Amount (KES)' })).toHaveValue('2000');
  expect(screen.getByRole('textbox', { name: 'Total people' })).toHaveValue('200');
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Kisumu');
  expect(screen.getByRole('combobox', { name: 'Engagement type' })).toHaveValue('Retweets');
  expect(calls('ownPost')[0]?.[1]).toMatchObject({ params: { link_id: 44 } });
  await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
  await waitFor(() => expect(page.location().pathname).toBe('/consumer/profile'));
  expect(calls('linkSave')[0]?.[1]).toMatchObject({ body: { link_id: 44, is_draft: true, producer_amount: 2000 } });
});

it('is prefilled at once from navigation state', async () => {
  answerApi({ ...signedIn, ownPost: () => new Promise(() => undefined) });
  renderPage(<EditPostPage />, {
    path: '/consumer/edit-post/44',
    state: { post: draft({ post_descrption: 'From state' }) },
  });
  expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue('From state');
});

it('a paid post cannot be edited', async () => {
  answerApi({ ...signedIn, ownPost: () => draft({ status: 'active', is_draft: false }) });
  renderPage(<EditPostPage />, { path: '/consumer/edit-post/44' });
  expect(await screen.findByText(/This post is paid for and can no longer be edited\./)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
});

it('a live post shows its claims to review, asked for this post only', async () => {
  answerApi({
    ...signedIn,
    ownPost: () => draft({ status: 'active', is_draft: false }),
    claimsToReview: () => ({ results: [], next: null, count: 0 }),
  });
  renderPage(<EditPostPage />, { path: '/consumer/edit-post/44' });
  expect(await screen.findByRole('heading', { name: 'Claims to review' })).toBeInTheDocument();
  expect(await screen.findByText('No claims are waiting for you.')).toBeInTheDocument();
  expect(calls('claimsToReview')[0]?.[1]).toMatchObject({ query: { page: 1, link_id: 44 } });
});

it('a draft has no claims to review', async () => {
  answerApi({ ...signedIn, ownPost: () => draft() });
  renderPage(<EditPostPage />, { path: '/consumer/edit-post/44' });
  await screen.findByRole('textbox', { name: 'Description' });
  expect(screen.queryByRole('heading', { name: 'Claims to review' })).not.toBeInTheDocument();
  expect(calls('claimsToReview')).toHaveLength(0);
});

it("someone else's or an unknown post shows an error with Retry", async () => {
  answerApi({
    ...signedIn,
    ownPost: () => {
      throw failure(404, { detail: 'Post not found.' });
    },
  });
  renderPage(<EditPostPage />, { path: '/consumer/edit-post/999' });
  expect(await screen.findByText('Could not load this post.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('where the device keeps nothing (storage refused), asks before leaving with unsaved changes; Stay keeps them, Leave goes', async () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  answerApi({ ...signedIn, ownPost: () => draft() });
  const router = createMemoryRouter(
    [
      {
        path: '/consumer/edit-post/:postId',
        element: (
          <>
            <Link to="/consumer">Home</Link>
            <EditPostPage />
          </>
        ),
      },
      { path: '/consumer', element: <p>Home page</p> },
    ],
    { initialEntries: ['/consumer/edit-post/44'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const description = await screen.findByRole('textbox', { name: 'Description' });
  await userEvent.type(description, ' and more');
  await userEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toHaveTextContent(
    'Your changes to this post will be lost.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('My draft and more');
  await userEvent.click(screen.getByRole('link', { name: 'Home' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
});

it('paying from the open form keeps it: the post going live does not swap in the not-editable text', async () => {
  let status: OwnPostResponse['status'] = 'pending_payment';
  answerApi({ ...signedIn, ownPost: () => draft({ status, is_draft: false }) });
  const page = renderPage(<EditPostPage />, { path: '/consumer/edit-post/44' });
  expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue('My draft');
  status = 'active';
  await act(() => page.client.invalidateQueries({ queryKey: ['posting'] }));
  expect(screen.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
  expect(screen.queryByText('This post is paid for and can no longer be edited.')).not.toBeInTheDocument();
});

describe('changes not yet saved are kept on this device for the user and the post', () => {
  it('come back when the page opens again, with Discard to go back to the saved post', async () => {
    answerApi({ ...signedIn, ownPost: () => draft() });
    const first = renderPage(<EditPostPage />, { path: '/consumer/edit-post/44' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Description' }), ' and more');
    first.unmount();
    renderPage(<EditPostPage />, { path: '/consumer/edit-post/44' });
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue('My draft and more');
    expect(screen.getByText('We kept what you had not saved yet.')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const ask = screen.getByRole('dialog', { name: 'Discard this post?' });
    expect(ask).toHaveTextContent('Your changes will be removed; the saved post stays as it is.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('My draft');
    expect(localStorage.length).toBe(0);
  });

  it('leaving with changes does not ask: nothing is lost', async () => {
    answerApi({ ...signedIn, ownPost: () => draft() });
    const router = createMemoryRouter(
      [
        {
          path: '/consumer/edit-post/:postId',
          element: (
            <>
              <Link to="/consumer">Home</Link>
              <EditPostPage />
            </>
          ),
        },
        { path: '/consumer', element: <p>Home page</p> },
      ],
      { initialEntries: ['/consumer/edit-post/44'] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Description' }), ' and more');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("Pay (My posts' Pay on an unpaid post, the return page's Pay again)", () => {
  it('navigation state { pay: true } opens the payment dialog at once for the saved amount', async () => {
    answerApi({ ...signedIn, ownPost: () => draft({ status: 'pending_payment', is_draft: false }) });
    renderPage(<EditPostPage />, { path: '/consumer/edit-post/44', state: { pay: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Pay for your post' });
    expect(within(dialog).getByText('Total: KES 2,000.00')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('My draft');
  });

  it('a draft is not paid from here: it must be posted first', async () => {
    answerApi({ ...signedIn, ownPost: () => draft() });
    renderPage(<EditPostPage />, { path: '/consumer/edit-post/44', state: { pay: true } });
    await screen.findByRole('textbox', { name: 'Description' });
    expect(screen.queryByRole('dialog', { name: 'Pay for your post' })).not.toBeInTheDocument();
  });
});
