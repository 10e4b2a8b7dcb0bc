/**
 * A producer's live and paused posts in My posts: Pause, Resume and Cancel in the post's menu,
 * each sent as `POST links/:link_id/actions/`; a cancel asks first and says about how much goes
 * back to their engage balance; the API's words (or its reason for refusing) are what the user reads.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { Link } from '@engage/shared/contract/links';
import {
  answerApi,
  calls,
  failure,
  linkRecord,
  profileDetail,
  renderWithProviders,
  resetApiAnswers,
  type ApiAnswers,
} from '@engage/shared/testing/api-answers';
import { ProfilePage } from './profile-page';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  // jsdom has no scrolling; the virtualised list calls it.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

const ends = '2026-12-12T09:00:00Z';
const live = linkRecord({
  link_id: 51,
  post_title: 'Benga night',
  status: 'active',
  reward: 9,
  targets_needed: 100,
  targets_reached: 40,
  expires_at: ends,
});
const paused = linkRecord({ link_id: 52, post_title: 'Gengetone mix', status: 'paused', expires_at: ends });

async function openMyPosts(mine: Link[], extra: ApiAnswers = {}) {
  answerApi({
    profileDetails: () => profileDetail(),
    actionHistory: () => ({ results: { total_actions: 0, actions: [] }, next: null }),
    myPosts: () => ({ results: mine, next: null }),
    likedPosts: () => ({ results: [], next: null }),
    draftPosts: () => ({ results: [], next: null }),
    locations: () => [],
    ...extra,
  });
  const view = renderWithProviders(<ProfilePage />, { path: '/consumer/profile' });
  await screen.findByRole('heading', { name: 'wanjiku' });
  await userEvent.click(screen.getByRole('tab', { name: /^My posts/ }));
  return view;
}

const card = (title: string) => screen.findByRole('article', { name: new RegExp(title) });

async function menuOf(title: string) {
  await userEvent.click(within(await card(title)).getByRole('button', { name: 'Options for this post' }));
  return screen.getByRole('menu', { name: 'Options for this post' });
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

it('says each post’s state and when a running one ends', async () => {
  await openMyPosts([
    live,
    paused,
    linkRecord({ link_id: 53, post_title: 'Old single', status: 'cancelled', returned: 540 }),
    linkRecord({ link_id: 54, post_title: 'Done deal', status: 'completed' }),
  ]);
  const status = async (title: string) => within(await card(title)).getByText('Status').nextSibling;
  expect(await status('Benga night')).toHaveTextContent(/^Live Ends 12 Dec 2026$/);
  expect(await status('Gengetone mix')).toHaveTextContent(/^Paused Ends 12 Dec 2026$/);
  expect(await status('Old single')).toHaveTextContent(/^Cancelled — KES 540.00 returned$/);
  expect(await status('Done deal')).toHaveTextContent(/^Completed$/);
});

it('a live post offers Pause and Cancel, a paused one Resume and Cancel, a closed or completed one only its Report', async () => {
  await openMyPosts([
    live,
    paused,
    linkRecord({ link_id: 53, post_title: 'Old single', status: 'expired' }),
    linkRecord({ link_id: 54, post_title: 'Done deal', status: 'completed' }),
  ]);
  expect(itemNames(await menuOf('Benga night'))).toEqual(['Report', 'Pause', 'Cancel']);
  await userEvent.keyboard('{Escape}');
  expect(itemNames(await menuOf('Gengetone mix'))).toEqual(['Report', 'Resume', 'Cancel']);
  await userEvent.keyboard('{Escape}');
  for (const title of ['Old single', 'Done deal']) {
    expect(itemNames(await menuOf(title))).toEqual(['Report']);
    await userEvent.keyboard('{Escape}');
  }
});

it('Report opens the post’s report page', async () => {
  const view = await openMyPosts([live]);
  await userEvent.click(within(await menuOf('Benga night')).getByRole('menuitem', { name: 'Report' }));
  expect(view.pathname()).toBe('/consumer/posts/51/report');
});

it("Pause sends {action: 'pause'} for the post, says the API's words, and My posts and the money load again", async () => {
  let mine = [live];
  const view = await openMyPosts(mine, {
    myPosts: () => ({ results: mine, next: null }),
    postAction: () => {
      mine = [{ ...live, status: 'paused' }];
      return { message: 'Your post is paused.', post: mine[0] };
    },
  });
  view.queryClient.setQueryData(queryKeys.wallet.balances, { withdrawable: 0 });
  await userEvent.click(within(await menuOf('Benga night')).getByRole('menuitem', { name: 'Pause' }));
  expect(await screen.findByText('Your post is paused.')).toBeInTheDocument();
  expect(calls('postAction')).toEqual([['postAction', { params: { link_id: 51 }, body: { action: 'pause' } }]]);
  expect(await within(await card('Benga night')).findByText('Paused')).toBeInTheDocument();
  expect(view.queryClient.getQueryState(queryKeys.wallet.balances)?.isInvalidated).toBe(true);
});

it("Resume sends {action: 'resume'}; a refusal shows the API's reason", async () => {
  const reason = 'An operator paused this post: it cannot be resumed by its producer.';
  await openMyPosts([paused], { postAction: () => Promise.reject(failure(409, { message: reason })) });
  await userEvent.click(within(await menuOf('Gengetone mix')).getByRole('menuitem', { name: 'Resume' }));
  expect(await screen.findByText(reason)).toBeInTheDocument();
  expect(calls('postAction')[0]?.[1]).toEqual({ params: { link_id: 52 }, body: { action: 'resume' } });
});

it('Cancel asks first, saying the post stops now and about how much returns to the engage balance; Keep it sends nothing', async () => {
  await openMyPosts([live]);
  await userEvent.click(within(await menuOf('Benga night')).getByRole('menuitem', { name: 'Cancel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this post?' });
  // reward 9 × (100 − 40) targets not reached.
  expect(dialog).toHaveTextContent(
    'The post stops now. Its unspent budget, about KES 540.00, goes back to your engage balance, which you can withdraw.',
  );
  // Focus is kept inside the dialog.
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls('postAction')).toHaveLength(0);
});

it("Cancel post sends {action: 'cancel'} once, closes the dialog and says the API's words", async () => {
  let mine = [paused];
  const view = await openMyPosts(mine, {
    myPosts: () => ({ results: mine, next: null }),
    postAction: () => {
      mine = [{ ...paused, status: 'cancelled', returned: 540 }];
      return { message: 'Your post is cancelled. KES 540.00 is back in your engage balance.', post: mine[0] };
    },
  });
  view.queryClient.setQueryData(queryKeys.wallet.balances, { withdrawable: 0 });
  await userEvent.click(within(await menuOf('Gengetone mix')).getByRole('menuitem', { name: 'Cancel' }));
  const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel post' });
  // A double tap, both before the page shows the dialog busy.
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  expect(
    await screen.findByText('Your post is cancelled. KES 540.00 is back in your engage balance.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls('postAction')).toEqual([['postAction', { params: { link_id: 52 }, body: { action: 'cancel' } }]]);
  expect(await within(await card('Gengetone mix')).findByText('Cancelled — KES 540.00 returned')).toBeInTheDocument();
  expect(view.queryClient.getQueryState(queryKeys.wallet.balances)?.isInvalidated).toBe(true);
});

it('a post paid by M-PESA offers its unspent budget back to the paying number; the choice goes with the cancel', async () => {
  await openMyPosts([live], {
    returnChoice: () => ({ return_to: 'balance', provider: 'mpesa', phone: '0708374149' }),
    postAction: () => ({
      message: 'Your post is cancelled. KES 540.00 is being refunded to M-PESA 0708374149.',
      post: { ...live, status: 'cancelled', returned: 540 },
    }),
  });
  await userEvent.click(within(await menuOf('Benga night')).getByRole('menuitem', { name: 'Cancel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this post?' });
  const choice = await within(dialog).findByRole('group', { name: 'Where the unspent budget goes' });
  // The saved choice (the balance) is checked; the arrow key moves to the paying number.
  const balance = within(choice).getByRole('radio', { name: 'engage balance' });
  await waitFor(() => expect(balance).toBeChecked());
  expect(dialog).toHaveTextContent(
    'The post stops now. Its unspent budget, about KES 540.00, goes back to your engage balance, which you can withdraw.',
  );
  balance.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(within(choice).getByRole('radio', { name: 'M-PESA 0708374149' })).toBeChecked();
  expect(dialog).toHaveTextContent(
    'The post stops now. Its unspent budget, about KES 540.00, is refunded to M-PESA 0708374149.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel post' }));
  expect(
    await screen.findByText('Your post is cancelled. KES 540.00 is being refunded to M-PESA 0708374149.'),
  ).toBeInTheDocument();
  expect(calls('postAction')).toEqual([
    ['postAction', { params: { link_id: 51 }, body: { action: 'cancel', return_to: 'provider' } }],
  ]);
});

it('a post paid by PayPal says, before the cancel, that its money in the balance waits for a check to be withdrawn', async () => {
  await openMyPosts([live], {
    returnChoice: () => ({ return_to: 'balance', provider: 'paypal', phone: null }),
  });
  await userEvent.click(within(await menuOf('Benga night')).getByRole('menuitem', { name: 'Cancel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this post?' });
  const choice = await within(dialog).findByRole('group', { name: 'Where the unspent budget goes' });
  await waitFor(() => expect(within(choice).getByRole('radio', { name: 'engage balance' })).toBeChecked());
  expect(dialog).toHaveTextContent(
    'Its unspent budget, about KES 540.00, goes back to your engage balance: it can pay for your next post at once, and a withdrawal of it waits for our team to check the card or PayPal payment.',
  );
  expect(choice).toHaveAccessibleDescription(/a withdrawal of it waits for our team to check the payment/);
  await userEvent.click(within(choice).getByRole('radio', { name: 'PayPal' }));
  expect(dialog).toHaveTextContent('is refunded to PayPal.');
});

it('a cancel that fails on our side keeps the dialog to try again, with a message', async () => {
  await openMyPosts([live], { postAction: () => Promise.reject(failure()) });
  await userEvent.click(within(await menuOf('Benga night')).getByRole('menuitem', { name: 'Cancel' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel post' }));
  expect(await screen.findByText('Server error')).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'Cancel this post?' })).toBeInTheDocument();
});
