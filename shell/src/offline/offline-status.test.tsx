import { act, render, screen } from '@testing-library/react';
import { translationProblems } from '@engage/shared/testing/translations';
import { OfflineStatus } from './offline-status';
import { t } from './messages';
import { setOnline } from '@engage/shared/testing/network';

function goOnline(online: boolean): void {
  setOnline(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => goOnline(true));

it('says "You are offline" while the device has no connection, and nothing once it is back', async () => {
  render(<OfflineStatus />);
  expect(screen.queryByRole('status')).toBeNull();
  act(() => goOnline(false));
  expect(await screen.findByRole('status')).toHaveTextContent(/^You are offline/);
  expect(screen.getByRole('status')).toHaveTextContent('Tasks, likes and payments wait until you are back online.');
  act(() => goOnline(true));
  expect(screen.queryByRole('status')).toBeNull();
});

it('has every message in Kiswahili', async () => {
  expect(await translationProblems(t)).toEqual([]);
});
