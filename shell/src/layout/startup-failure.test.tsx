import { render, screen } from '@testing-library/react';
import { StartupFailure } from './startup-failure';

it('says engage could not start, styled by the shell, and starts again by itself when the connection returns', () => {
  const startAgain = jest.fn();
  render(<StartupFailure startAgain={startAgain} />);
  expect(screen.getByRole('alert')).toHaveClass('eg-unavailable');
  expect(screen.getByRole('heading', { level: 1, name: 'engage could not start' })).toBeInTheDocument();
  expect(screen.getByText('engage starts by itself as soon as the connection returns.')).toBeInTheDocument();
  expect(startAgain).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('online'));
  expect(startAgain).toHaveBeenCalledTimes(1);
});
