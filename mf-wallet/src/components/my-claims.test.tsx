/**
 * My claims: each claim's state with who decides and why, and the one appeal of a refusal with a
 * note (required), sent as `POST claims/:id/appeal/`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Claim } from '@engage/shared/contract/claims';
import { formatDate } from '@engage/shared/format/relative-time';
import { answerApi, calls, failure, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { pageInKiswahili } from '@engage/shared/testing/translations';
import MyClaims from './my-claims';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
});

function claim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 1,
    link_id: 10,
    platform: 'facebook',
    action_type: 'Comments',
    post_title: 'Our new song',
    link_url: 'https://www.facebook.com/engage/posts/1',
    reward: 5,
    state: 'review',
    reviewer: 'producer',
    review_until: '2026-12-01T12:00:00.000Z',
    reason: 'engage cannot check Facebook tasks yet.',
    claimed_at: '2026-11-28T12:00:00.000Z',
    decided_at: null,
    appeal: null,
    can_appeal: false,
    ...overrides,
  };
}

const page = (results: Claim[]) => ({ results, next: null, count: results.length });
const renderClaims = () => renderWithProviders(<MyClaims currency="KES" />);

it('says who reviews a waiting claim and until when, and why it waits', async () => {
  answerApi({ myClaims: () => page([claim()]) });
  renderClaims();
  const row = (await screen.findByText('Our new song')).closest('li') as HTMLElement;
  expect(within(row).getByText('Waiting for review')).toBeInTheDocument();
  expect(
    within(row).getByText(
      `The post’s owner reviews it until ${formatDate('2026-12-01T12:00:00.000Z', { withTime: true })}; after that, engage’s team does.`,
    ),
  ).toBeInTheDocument();
  expect(within(row).getByText('Why it waits: engage cannot check Facebook tasks yet.')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
});

it('shows a refusal with its reason, and Appeal only while the appeal is unspent', async () => {
  answerApi({
    myClaims: () =>
      page([
        claim({ id: 1, state: 'refused', reviewer: null, reason: 'No such comment.', can_appeal: true }),
        claim({
          id: 2,
          post_title: 'Second post',
          state: 'refused',
          reviewer: null,
          reason: 'Another account.',
          can_appeal: false,
          appeal: { note: 'It was me', date: '2026-11-29T10:00:00.000Z' },
        }),
        claim({ id: 3, post_title: 'Paid post', state: 'credited', reviewer: null }),
      ]),
  });
  renderClaims();
  const first = (await screen.findByText('Our new song')).closest('li') as HTMLElement;
  expect(within(first).getByText('Refused')).toBeInTheDocument();
  expect(within(first).getByText('Reason: No such comment.')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Appeal' })).toBeInTheDocument();
  const second = screen.getByText('Second post').closest('li') as HTMLElement;
  expect(within(second).getByText('Your appeal: It was me')).toBeInTheDocument();
  expect(within(second).queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
  const paid = screen.getByText('Paid post').closest('li') as HTMLElement;
  expect(within(paid).getByText('Credited')).toBeInTheDocument();
});

it('appeals with a note: required, then sent, and the list is read again', async () => {
  let appealed = false;
  answerApi({
    myClaims: () =>
      page([
        appealed
          ? claim({ reviewer: 'operator', review_until: null, appeal: { note: 'I did comment', date: '' } })
          : claim({ state: 'refused', reviewer: null, reason: 'No such comment.', can_appeal: true }),
      ]),
    claimAppeal: () => {
      appealed = true;
      return claim();
    },
  });
  const user = userEvent.setup();
  renderClaims();
  await user.click(await screen.findByRole('button', { name: 'Appeal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Appeal this refusal' });
  await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
  expect(await within(dialog).findByText('Write a note saying why this claim should be paid.')).toBeInTheDocument();
  expect(calls('claimAppeal')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Your note'), 'I did comment');
  await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
  await waitFor(() => expect(calls('claimAppeal')).toHaveLength(1));
  expect(calls('claimAppeal')[0]?.[1]).toMatchObject({ params: { id: 1 }, body: { note: 'I did comment' } });
  expect(await screen.findByText('engage’s team reviews your appeal. Their decision is final.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
});

it('says the server’s refusal of an appeal and keeps the form open', async () => {
  answerApi({
    myClaims: () => page([claim({ state: 'refused', reviewer: null, can_appeal: true })]),
    claimAppeal: () => {
      throw failure(409, {
        detail: 'You have already appealed this refusal.',
        message: 'You have already appealed this refusal.',
      });
    },
  });
  const user = userEvent.setup();
  renderClaims();
  await user.click(await screen.findByRole('button', { name: 'Appeal' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Your note'), 'Please');
  await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
  expect(await screen.findByText('You have already appealed this refusal.')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('has an empty state and a retry', async () => {
  answerApi({ myClaims: () => page([]) });
  renderClaims();
  expect(
    await screen.findByText('No claims waiting or decided. Tasks engage confirms at once are paid straight away.'),
  ).toBeInTheDocument();
});

describe('in Kiswahili', () => {
  pageInKiswahili();
  it('speaks Kiswahili', async () => {
    answerApi({ myClaims: () => page([claim({ state: 'refused', reviewer: null, can_appeal: true })]) });
    renderClaims();
    expect(await screen.findByRole('heading', { name: 'Madai yangu' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kata rufaa' })).toBeInTheDocument();
  });
});
