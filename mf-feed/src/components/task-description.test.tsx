import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TaskDescription } from './task-description';

it('cuts a long description at 120 characters with more / show less (spec 000 §2, §9)', async () => {
  const text = `${'Karibu '.repeat(20)}end`;
  render(<TaskDescription text={text} />);
  expect(screen.queryByText(/end$/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'more' }));
  expect(screen.getByText(/end/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'show less' }));
  expect(screen.queryByText(/end$/)).not.toBeInTheDocument();
});

it('shows a short description whole, without "more"', () => {
  render(<TaskDescription text="Like the new single." />);
  expect(screen.getByText(/Like the new single\./)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
