import { act, render, screen, within } from '@testing-library/react';
import { notify } from './toasts';
import { Toasts } from './toast-container';

describe('notify (spec 000 §8–9)', () => {
  // react-toastify closes a toast when its timer bar's animation ends; jsdom runs no CSS
  // animations, so the duration a user sees is read from the bar itself.
  async function timerOf(message: string): Promise<string> {
    const toast = (await screen.findByText(message)).closest('[role="alert"]') as HTMLElement;
    return within(toast).getByRole('progressbar', { name: 'notification timer' }).style.animationDuration;
  }

  it('shows success toasts for 2000 ms and error and blank toasts for 4000 ms', async () => {
    render(<Toasts />);
    act(() => {
      notify.success('Account updated successfully!');
      notify.error('An error occurred, kindly try again');
      notify.blank('Connecting youtube...');
    });
    expect(await timerOf('Account updated successfully!')).toBe('2000ms');
    expect(await timerOf('An error occurred, kindly try again')).toBe('4000ms');
    expect(await timerOf('Connecting youtube...')).toBe('4000ms');
  });

  it('turns a loading toast into its outcome', async () => {
    render(<Toasts />);
    let id = '';
    act(() => {
      id = notify.loading('Processing...');
    });
    expect(await screen.findByText('Processing...')).toBeInTheDocument();
    act(() => notify.settle(id, 'success', 'Success!'));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
  });
});
