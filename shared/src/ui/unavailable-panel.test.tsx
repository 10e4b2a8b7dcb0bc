import { render, screen } from '@testing-library/react';
import { UnavailablePanel } from './unavailable-panel';

it('loads the section again by itself when the connection returns', () => {
  const retry = jest.fn();
  render(<UnavailablePanel onRetry={retry} />);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  window.dispatchEvent(new Event('online'));
  expect(retry).toHaveBeenCalledTimes(1);
});

it('does not retry a section refused for its version: a connection does not change that', () => {
  const retry = jest.fn();
  render(<UnavailablePanel onRetry={retry} incompatible="built for another engage" />);
  window.dispatchEvent(new Event('online'));
  expect(retry).not.toHaveBeenCalled();
});
