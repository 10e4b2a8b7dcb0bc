/**
 * The Area health page: each area's releases side by side, the newest first and marked, vitals in
 * the units teams read, the period as the query the server gets, and an empty state; each
 * registered release's state, a live canary's figures beside the stable's, and the registered
 * releases' own empty and failed states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseHealth } from '@engage/shared/contract/field-health';
import { signOutOperator } from '@engage/shared/session/operator';
import {
  answerApi,
  calls,
  failure,
  renderWithProviders,
  resetApiAnswers,
  type ApiAnswers,
} from '@engage/shared/testing/api-answers';
import { signInAs } from '../testing/operator-session';
import HealthPage from './health-page';
import { registered } from '../testing/registered-release';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  signInAs('support');
});
afterEach(() => signOutOperator());

const release = (overrides: Partial<ReleaseHealth>): ReleaseHealth => ({
  release: 'abc123',
  first_seen: '2026-11-20',
  last_seen: '2026-11-29',
  views: 1000,
  errors: 2,
  error_rate: 2,
  lcp_p75: 1450,
  inp_p75: 120,
  cls_p75: 0.02,
  daily: [],
  ...overrides,
});

/** The page's calls besides the one a test is about: no releases registered, nobody pinned. */
const quiet: ApiAnswers = {
  operatorAreaHealth: () => ({ days: 7, results: [] }),
  operatorAreaReleases: () => ({ results: [] }),
  operatorReleasePins: () => ({ results: [] }),
};

it('shows each area release beside release, the newest first', async () => {
  answerApi({
    ...quiet,
    operatorAreaHealth: () => ({
      days: 7,
      results: [
        {
          area: 'mf_wallet',
          releases: [
            release({
              release: 'canary9',
              first_seen: '2026-11-29',
              views: 120,
              errors: 6,
              error_rate: 50,
              lcp_p75: 3125,
            }),
            release({ release: 'stable1' }),
          ],
        },
      ],
    }),
  });
  renderWithProviders(<HealthPage />);
  const table = await screen.findByRole('table', { name: 'mf-wallet' });
  const [, newest, older] = within(table).getAllByRole('row');
  expect(newest).toHaveTextContent('canary9 (newest)');
  expect(newest).toHaveTextContent('2026-11-29');
  expect(
    within(newest as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['2026-11-29', '120', '50.0', '3.13 s', '120 ms', '0.020']);
  expect(older).toHaveTextContent('stable1');
  expect(older).toHaveTextContent('2026-11-20 to 2026-11-29');
  expect(older).not.toHaveTextContent('(newest)');
});

it('asks for the period chosen, and says so when nothing has been reported', async () => {
  answerApi({ ...quiet, operatorAreaHealth: () => ({ days: 30, results: [] }) });
  renderWithProviders(<HealthPage />);
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), 'Last 30 days');
  expect(await screen.findByText(/No field reports yet/)).toBeInTheDocument();
  expect(calls('operatorAreaHealth').at(-1)?.[1]).toMatchObject({ query: { days: 30 } });
});

it('marks each registered release with its state, and leaves a release only seen in the field as it was', async () => {
  answerApi({
    ...quiet,
    operatorAreaHealth: () => ({
      days: 7,
      results: [
        {
          area: 'mf_wallet',
          releases: ['canary9', 'bad7', 'stable1', 'old5', 'local0'].map((id) => release({ release: id })),
        },
        { area: 'mf_feed', releases: [release({ release: 'feed2' })] },
      ],
    }),
    operatorAreaReleases: () => ({
      results: [
        registered({ id: 6, release: 'canary9', state: 'canary', percent: 10 }),
        registered({
          id: 5,
          release: 'bad7',
          state: 'rolled_back',
          percent: 25,
          ended_reason: 'errors 48.0 per 1,000 views against 2.1',
        }),
        registered({ id: 4, release: 'stable1', state: 'stable', percent: 10 }),
        registered({ id: 3, release: 'old5', state: 'retired' }),
        registered({ id: 2, area: 'mf_feed', release: 'feed2', state: 'stable', percent: 5 }),
      ],
    }),
  });
  renderWithProviders(<HealthPage />);
  const wallet = await screen.findByRole('table', { name: 'mf-wallet' });
  const rowOf = (table: HTMLElement, id: string) =>
    within(table)
      .getByRole('rowheader', { name: new RegExp(`^${id}\\b`) })
      .closest('tr') as HTMLElement;
  expect(rowOf(wallet, 'canary9')).toHaveTextContent('Canary · 10 %');
  expect(rowOf(wallet, 'bad7')).toHaveTextContent('Rolled back: errors 48.0 per 1,000 views against 2.1');
  expect(rowOf(wallet, 'stable1')).toHaveTextContent('Stable');
  expect(rowOf(wallet, 'old5')).toHaveTextContent('Retired');
  expect(within(rowOf(wallet, 'local0')).getByRole('rowheader')).toHaveTextContent(/^local0$/);
  // A release id means nothing outside its own area.
  const feed = screen.getByRole('table', { name: 'mf-feed' });
  expect(rowOf(feed, 'feed2')).toHaveTextContent('Stable');
});

it('shows a live canary’s figures beside the stable release’s, the worse ones said to be worse', async () => {
  answerApi({
    ...quiet,
    operatorAreaReleases: () => ({
      results: [
        registered({
          id: 6,
          release: 'canary9',
          state: 'canary',
          percent: 10,
          health: {
            views: 120,
            errors: 6,
            error_rate: 50,
            lcp_p75: 1200,
            stable_views: 1000,
            stable_error_rate: 2,
            stable_lcp_p75: 1450,
          },
        }),
        registered({ id: 4 }),
      ],
    }),
  });
  renderWithProviders(<HealthPage />);
  const card = await screen.findByRole('article', { name: 'mf-wallet: canary9' });
  expect(card).toHaveTextContent('Canary · 10 %');
  const figure = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(figure('Page views')).toBe('120 (stable 1000)');
  expect(figure('Errors per 1,000 views')).toBe('50.0 (stable 2.0) worse than stable');
  expect(figure('LCP p75')).toBe('1.20 s (stable 1.45 s)');
  // Only a live canary has figures of its own.
  expect(screen.getAllByRole('article')).toHaveLength(1);
});

it('says how to register a release when none is', async () => {
  answerApi(quiet);
  renderWithProviders(<HealthPage />);
  expect(await screen.findByText('No releases registered yet: publish one with pnpm deploy:area')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Live canaries' })).not.toBeInTheDocument();
});

it('says when the registered releases could not be loaded, and loads them again on Retry', async () => {
  let answered = false;
  answerApi({
    ...quiet,
    operatorAreaHealth: () => ({ days: 7, results: [{ area: 'mf_wallet', releases: [release({})] }] }),
    operatorAreaReleases: () => {
      if (answered) return { results: [registered({ release: 'abc123' })] };
      answered = true;
      throw failure(500);
    },
  });
  renderWithProviders(<HealthPage />);
  expect(await screen.findByText('Could not load the registered releases.')).toBeInTheDocument();
  // The field's figures are still there meanwhile, without states.
  const table = screen.getByRole('table', { name: 'mf-wallet' });
  expect(table).not.toHaveTextContent('Stable');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(table).toHaveTextContent('Stable'));
  expect(screen.queryByText('Could not load the registered releases.')).not.toBeInTheDocument();
});

it('says when the areas’ health could not be loaded', async () => {
  answerApi({ ...quiet, operatorAreaHealth: () => Promise.reject(failure(500)) });
  renderWithProviders(<HealthPage />);
  expect(await screen.findByText('Could not load the areas’ health.')).toBeInTheDocument();
});
