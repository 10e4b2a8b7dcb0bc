/**
 * Claims to review: the evidence engage holds for each claim on the post, Approve, and Refuse
 * with a reason (required), sent as `POST reviews/:id/approve/` and `reviews/:id/refuse/`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewClaim } from '@engage/shared/contract/claims';
import { formatDate } from '@engage/shared/format/relative-time';
import { answerApi, calls, failure, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { pageInKiswahili } from '@engage/shared/testing/translations';
import { ClaimsToReview } from './claims-to-review';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
});

function claim(overrides: Partial<ReviewClaim> = {}): ReviewClaim {
  return {
    id: 7,
    link_id: 31,
    platform: 'instagram',
    action_type: 'Comments',
    post_title: 'Our new song',
    link_url: 'https://www.instagram.com/p/abc/',
    reward: 5,
    claimant: 'wanjiru',
    handle: 'wanjiru.k',
    claimed_at: '2026-11-28T09:00:00.000Z',
    review_until: '2026-12-01T09:00:00.000Z',
    reason: 'engage cannot check Instagram tasks yet.',
    comment: 'Sweet melody',
    watch_seconds: null,
    ...overrides,
  };
}

const page = (results: ReviewClaim[]) => ({ results, next: null, count: results.length });

it('shows who claims, their linked account, when, the comment and the deadline, for this post only', async () => {
  answerApi({ claimsToReview: () => page([claim()]) });
  renderWithProviders(<ClaimsToReview linkId={31} />);
  expect(await screen.findByText('wanjiru, linked as wanjiru.k')).toBeInTheDocument();
  expect(screen.getByText('Sweet melody')).toBeInTheDocument();
  expect(screen.getByText(formatDate('2026-12-01T09:00:00.000Z', { withTime: true }))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the post' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/p/abc/',
  );
  expect(calls('claimsToReview')[0]?.[1]).toMatchObject({ query: { page: 1, link_id: 31 } });
});

it('approves: the server’s answer is said and the list is read again', async () => {
  let decided = false;
  answerApi({
    claimsToReview: () => page(decided ? [] : [claim()]),
    claimApprove: () => {
      decided = true;
      return { message: 'Approved: KES 5.00 was paid from the post’s budget.' };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<ClaimsToReview linkId={31} />);
  await user.click(await screen.findByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Approved: KES 5.00 was paid from the post’s budget.')).toBeInTheDocument();
  expect(calls('claimApprove')).toEqual([['claimApprove', { params: { id: 7 } }]]);
  expect(await screen.findByText('No claims are waiting for you.')).toBeInTheDocument();
});

it('refuses only with a reason', async () => {
  answerApi({
    claimsToReview: () => page([claim({ handle: null })]),
    claimRefuse: () => ({ message: 'Refused: they are told your reason and may appeal once.' }),
  });
  const user = userEvent.setup();
  renderWithProviders(<ClaimsToReview linkId={31} />);
  expect(await screen.findByText('wanjiru (no account linked on this platform)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refuse' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refuse this claim' });
  await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  expect(
    await within(dialog).findByText('Write the reason for refusing, so the person knows why.'),
  ).toBeInTheDocument();
  expect(calls('claimRefuse')).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('Reason'), 'No comment from this account.');
  await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  await waitFor(() => expect(calls('claimRefuse')).toHaveLength(1));
  expect(calls('claimRefuse')[0]?.[1]).toMatchObject({
    params: { id: 7 },
    body: { reason: 'No comment from this account.' },
  });
  expect(await screen.findByText('Refused: they are told your reason and may appeal once.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says when a decision could not be saved', async () => {
  answerApi({
    claimsToReview: () => page([claim()]),
    claimApprove: () => {
      throw failure(409, {
        detail: 'This claim is not waiting for your decision any more.',
        message: 'This claim is not waiting for your decision any more.',
      });
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<ClaimsToReview linkId={31} />);
  await user.click(await screen.findByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('This claim is not waiting for your decision any more.')).toBeInTheDocument();
});

it('has an empty state', async () => {
  answerApi({ claimsToReview: () => page([]) });
  renderWithProviders(<ClaimsToReview linkId={31} />);
  expect(await screen.findByText('No claims are waiting for you.')).toBeInTheDocument();
});

describe('in Kiswahili', () => {
  pageInKiswahili();
  it('speaks Kiswahili', async () => {
    answerApi({ claimsToReview: () => page([claim()]) });
    renderWithProviders(<ClaimsToReview linkId={31} />);
    expect(await screen.findByRole('heading', { name: 'Madai ya kukagua' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kubali' })).toBeInTheDocument();
  });
});
