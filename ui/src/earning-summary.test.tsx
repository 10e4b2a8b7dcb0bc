import { render, screen } from '@testing-library/react';
import type { Earning } from '@engage/shared/contract/earning';
import { EarningLines, waitUntil } from './earning-summary';

const earning = (overrides: Partial<Earning> = {}): Earning => ({
  daily_limit: 100,
  done_today: 3,
  left_today: 97,
  earned_today: 27,
  resets_at: '2026-03-10T21:00:00.000Z',
  min_withdrawal: 1000,
  typical_reward: 8,
  tasks_per_withdrawal: 125,
  ...overrides,
});

it('says the daily limit, what is left of it and what today paid, and a withdrawal in tasks', () => {
  render(<EarningLines earning={earning()} />);
  expect(screen.getByText('Daily limit: 100 tasks.', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('97 tasks left today.')).toBeInTheDocument();
  expect(screen.getByText(/KES 27 earned today\./)).toBeInTheDocument();
  expect(screen.getByText('Withdrawals start at KES 1,000: about 125 tasks at KES 8 each.')).toBeInTheDocument();
});

it('once the limit is reached, says so and when it resets', () => {
  const now = Date.parse('2026-03-10T18:45:00.000Z');
  render(<EarningLines earning={earning({ done_today: 100, left_today: 0 })} now={now} />);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Daily limit reached: you have done your 100 tasks for today. Tasks pay again from midnight, Nairobi time (in 2 h 15 min).',
  );
});

it('without an open task to count in, gives the minimum alone', () => {
  render(<EarningLines earning={earning({ typical_reward: null, tasks_per_withdrawal: null })} />);
  expect(screen.getByText('Withdrawals start at KES 1,000.')).toBeInTheDocument();
});

it('counts the wait in whole minutes, never below one', () => {
  expect(waitUntil('2026-03-10T21:00:00.000Z', Date.parse('2026-03-10T20:59:50.000Z'))).toEqual({
    hours: 0,
    minutes: 1,
  });
  expect(waitUntil('2026-03-10T21:00:00.000Z', Date.parse('2026-03-10T19:00:00.000Z'))).toEqual({
    hours: 2,
    minutes: 0,
  });
});
