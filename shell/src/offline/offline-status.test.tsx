import { act, render, screen } from '@testing-library/react';
import { translationProblems } from '@engage/shared/testing/translations';
import { OfflineStatus } from './offline-status';
import { t } from './messages';

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => setOnline(true));

it('says "You are offline" while the device has no connection, and nothing once it is back', async () => {
  render(<OfflineStatus />);
  expect(screen.queryByRole('status')).toBeNull();
  act(() => setOnline(false));
  expect(await screen.findByRole('status')).toHaveTextContent(/^You are offline/);
  expect(screen.getByRole('status')).toHaveTextContent('Tasks, likes and payments wait until you are back online.');
  act(() => setOnline(true));
  expect(screen.queryByRole('status')).toBeNull();
});

it('has every message in Kiswahili', async () => {
  expect(await translationProblems(t)).toEqual([]);
});
