import { act, render, screen, within } from '@testing-library/react';
import { notify, sendToastsTo, type HostToast } from './toasts';
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

describe("a parcel's host page shows the toasts (issue 19 §2)", () => {
  it('sends every toast to the sink, a settled loading toast under the same id, and none to the page', async () => {
    render(<Toasts />);
    const seen: HostToast[] = [];
    const remove = sendToastsTo((toast) => seen.push(toast));
    const id = notify.loading('Updating...');
    notify.settle(id, 'success', 'Account updated successfully!');
    notify.error('An error occurred, kindly try again');
    const other = notify.loading('Saving...');
    notify.dismiss(other);
    remove();
    expect(seen).toEqual([
      { id, kind: 'loading', message: 'Updating...', durationMs: null },
      { id, kind: 'success', message: 'Account updated successfully!', durationMs: 2000 },
      { id: expect.any(String), kind: 'error', message: 'An error occurred, kindly try again', durationMs: 4000 },
      { id: other, kind: 'loading', message: 'Saving...', durationMs: null },
      { id: other, kind: 'dismiss', message: '', durationMs: null },
    ]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Updating...')).not.toBeInTheDocument();

    notify.blank('Back on the page');
    expect(await screen.findByText('Back on the page')).toBeInTheDocument();
  });
});
