import { act, render, screen } from '@testing-library/react';
import { notify } from '@engage/shared/ui/toasts';
import { App } from './App';

const config = { apiBaseUrl: 'http://localhost:4000/api/', wsBaseUrl: 'ws://localhost:4000', remotes: {} };

it('shows a toast raised before the toast container was ever mounted', async () => {
  window.history.replaceState(null, '', '/faq');
  render(<App config={config} />);
  act(() => {
    notify.success('Account updated successfully!');
  });
  expect(await screen.findByText('Account updated successfully!')).toBeInTheDocument();
});
