/**
 * The first run: three steps (interests, linking, how earning works), each passed over with
 * Continue, 'Skip for now' ending the whole of it; finished or skipped, the server is told once
 * (`POST users/first-run/`) and the user goes to the feed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribe } from '@engage/shared/bus';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import {
  answerApi,
  calls,
  failure,
  profileDetail,
  renderWithProviders,
  resetApiAnswers,
  type ApiAnswers,
} from '@engage/shared/testing/api-answers';
import { FirstRunPage } from './first-run-page';

jest.mock('@engage/shared/api/client');

const catalogue = {
  interests: [
    { category: 'Music', subcategories: ['Afrobeats', 'Gengetone'] },
    { category: 'Sports', subcategories: ['Football'] },
  ],
};

beforeEach(() => {
  resetApiAnswers();
  sessionStorage.clear();
});

function answer(detail: Partial<ProfileDetail> = {}, extra: ApiAnswers = {}) {
  // The server's record: null until the first run is ended.
  let onboardedAt: string | null = null;
  return answerApi({
    profileDetails: () => profileDetail({ interests: [], ...detail, onboarded_at: onboardedAt }),
    userTags: () => ({ interests: [] }),
    interests: () => catalogue,
    accountUpdate: () => ({ message: 'Account updated successfully!' }),
    settings: () => ({ min_watch_seconds: 5, pending_hold_hours: 1 }),
    earning: () => ({
      daily_limit: 100,
      done_today: 0,
      left_today: 100,
      earned_today: 0,
      resets_at: '2026-03-01T21:00:00.000Z',
      min_withdrawal: 1000,
      typical_reward: 8,
      tasks_per_withdrawal: 125,
    }),
    firstRun: () => {
      onboardedAt ??= '2026-03-01T10:00:00.000Z';
      return { onboarded_at: onboardedAt };
    },
    ...extra,
  });
}

const renderPage = () => renderWithProviders(<FirstRunPage />, { path: '/consumer/welcome' });

async function stepHeading(name: string, step: number) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  expect(heading).toHaveAccessibleDescription(`Step ${step} of 3`);
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

it('walks the three steps: two interests saved with one update, linking passed over, the server’s figures, then the feed', async () => {
  const user = userEvent.setup();
  answer();
  const view = renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();

  await stepHeading('Pick your interests', 1);
  await user.click(await screen.findByRole('button', { name: 'Afrobeats' }));
  await user.click(screen.getByRole('button', { name: 'Football' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Account updated successfully!')).toBeInTheDocument();
  expect(calls('accountUpdate')).toEqual([['accountUpdate', { body: { interests: ['Afrobeats', 'Football'] } }]]);

  await stepHeading('Link YouTube or X', 2);
  expect(screen.getByRole('button', { name: 'Link YouTube' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Link X' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await stepHeading('How earning works', 3);
  const facts = screen.getByRole('list');
  await waitFor(() => expect(facts).toHaveTextContent('at least 5 seconds'));
  expect(facts).toHaveTextContent('waits 1 hour in your pending balance');
  expect(facts).toHaveTextContent('at least KES 1,000.');
  // The server's daily limit and a withdrawal in tasks, beside the facts.
  const earning = await screen.findByRole('region', { name: 'Your earning today' });
  expect(earning).toHaveTextContent('Daily limit: 100 tasks. 100 tasks left today.');
  expect(earning).toHaveTextContent('Withdrawals start at KES 1,000: about 125 tasks at KES 8 each.');
  expect(calls('firstRun')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Go to my feed' }));
  await waitFor(() => expect(view.pathname()).toBe('/consumer'));
  expect(calls('firstRun')).toHaveLength(1);
  expect(view.queryClient.getQueryData<ProfileDetail>(['profile', 'details'])?.onboarded_at).toBe(
    '2026-03-01T10:00:00.000Z',
  );
});

it('Continue with the interests unchanged sends no update', async () => {
  const user = userEvent.setup();
  answer({ interests: ['Music'] });
  renderPage();
  await stepHeading('Pick your interests', 1);
  expect(
    within(await screen.findByRole('list', { name: 'Selected interests' })).getByText('Music'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Link YouTube or X', 2);
  expect(calls('accountUpdate')).toHaveLength(0);
});

it("'Skip for now' on the first step ends the whole first run: nothing saved, the server told once, the feed", async () => {
  const user = userEvent.setup();
  answer();
  const view = renderPage();
  await stepHeading('Pick your interests', 1);
  await user.click(await screen.findByRole('button', { name: 'Afrobeats' }));
  await user.click(screen.getByRole('button', { name: 'Skip for now' }));
  await waitFor(() => expect(view.pathname()).toBe('/consumer'));
  expect(calls('firstRun')).toEqual([['firstRun']]);
  expect(calls('accountUpdate')).toHaveLength(0);
});

it('linking asks the shell to connect, and the first run carries on after the provider sends the user back', async () => {
  const user = userEvent.setup();
  const asked: unknown[] = [];
  const stop = subscribe('accounts:connect', (payload) => asked.push(payload));
  answer();
  const first = renderPage();
  await stepHeading('Pick your interests', 1);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Link YouTube or X', 2);
  await user.click(screen.getByRole('button', { name: 'Link YouTube' }));
  expect(asked).toEqual([{ platform: 'youtube' }]);
  stop();
  first.unmount();

  // Back from the consent page (a full page load): linked, so the next step.
  answer({ youtube_connected: true });
  const linked = renderPage();
  await stepHeading('How earning works', 3);
  linked.unmount();

  // Cancelled on the consent page: not linked, so the linking step again.
  answer({ youtube_connected: false });
  renderPage();
  await stepHeading('Link YouTube or X', 2);
});

it('shows an account that is linked already instead of its Link button', async () => {
  sessionStorage.setItem('engage.first-run', JSON.stringify({ step: 'accounts' }));
  answer({ twitter_connected: true });
  renderPage();
  await stepHeading('Link YouTube or X', 2);
  expect(screen.getByText('X linked')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Link X' })).not.toBeInTheDocument();
});

it('when the server cannot record the end, says so and stays, so it can be tried again', async () => {
  const user = userEvent.setup();
  answer({}, { firstRun: () => Promise.reject(failure(500)) });
  const view = renderPage();
  await stepHeading('Pick your interests', 1);
  await user.click(screen.getByRole('button', { name: 'Skip for now' }));
  expect(await screen.findByText('We could not save that. Check your connection and try again.')).toBeInTheDocument();
  expect(view.pathname()).toBe('/consumer/welcome');
  expect(screen.getByRole('button', { name: 'Skip for now' })).toBeEnabled();
});
