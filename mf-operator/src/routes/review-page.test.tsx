/** The review page's Flagged accounts tab: the list, and Clear with a reason (support and admin only). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlaggedAccount } from '@engage/shared/contract/operator-review';
import { signOutOperator } from '@engage/shared/session/operator';
import { signInAs } from '../testing/operator-session';
import { answerApi, calls, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import ReviewPage from './review-page';

jest.mock('@engage/shared/api/client');

const flag: FlaggedAccount = {
  review_id: 5,
  user_id: 42,
  user_email: 'wanjiku@example.co.ke',
  reason: 'busy_network',
  detail: '41.90.0.0/16 seen on 30 accounts',
  flagged_at: '2026-02-01T08:00:00Z',
};

beforeEach(() => {
  resetApiAnswers();
  answerApi({
    operatorReviewClaims: () => ({ items: [], next_cursor: null }),
    operatorFlaggedAccounts: () => ({ items: [flag], next_cursor: null }),
    operatorClearAccount: () => ({ user_id: 42, reviews_cleared: 1 }),
  });
});
afterEach(() => signOutOperator());

it('lists flagged accounts in their tab and clears one with a reason', async () => {
  signInAs('support');
  const user = userEvent.setup();
  renderWithProviders(<ReviewPage />, { path: '/operator' });
  await user.click(screen.getByRole('tab', { name: 'Flagged accounts' }));
  expect(screen.getByRole('tab', { name: 'Flagged accounts' })).toHaveAttribute('aria-selected', 'true');

  const row = await screen.findByRole('row', { name: /wanjiku@example\.co\.ke.*Busy network/ });
  expect(within(row).getByRole('link', { name: 'wanjiku@example.co.ke' })).toHaveAttribute(
    'href',
    '/operator/people?account=42',
  );
  await user.click(within(row).getByRole('button', { name: 'Clear the flags on #42' }));
  const dialog = await screen.findByRole('dialog', { name: 'Clear the flags on #42' });
  await user.type(within(dialog).getByLabelText('Reason'), 'A family on one router');
  await user.click(within(dialog).getByRole('button', { name: 'Clear' }));

  expect(await screen.findByText('Flags cleared: 1')).toBeInTheDocument();
  expect(calls('operatorClearAccount')[0]?.[1]).toMatchObject({
    params: { id: 42 },
    body: { reason: 'A family on one router' },
  });
});

it('shows a finance operator the flags without the means to clear them', async () => {
  signInAs('finance');
  const user = userEvent.setup();
  renderWithProviders(<ReviewPage />, { path: '/operator' });
  await user.click(screen.getByRole('tab', { name: 'Flagged accounts' }));
  const clear = await screen.findByRole('button', { name: 'Clear the flags on #42' });
  expect(clear).toBeDisabled();
  expect(clear).toHaveAccessibleDescription(/Your role \(finance\)/);
});
