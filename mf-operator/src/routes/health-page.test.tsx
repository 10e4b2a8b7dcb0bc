/**
 * The Area health page: each area's releases side by side, the newest first and marked, vitals in
 * the units teams read, the period as the query the server gets, and an empty state.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseHealth } from '@engage/shared/contract/field-health';
import { signOutOperator } from '@engage/shared/session/operator';
import { answerApi, calls, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { signInAs } from '../testing/operator-session';
import HealthPage from './health-page';

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

it('shows each area release beside release, the newest first', async () => {
  answerApi({
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
  answerApi({ operatorAreaHealth: () => ({ days: 30, results: [] }) });
  renderWithProviders(<HealthPage />);
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), 'Last 30 days');
  expect(await screen.findByText(/No field reports yet/)).toBeInTheDocument();
  expect(calls('operatorAreaHealth').at(-1)?.[1]).toMatchObject({ query: { days: 30 } });
});
