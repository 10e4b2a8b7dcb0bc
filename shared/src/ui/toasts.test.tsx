import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toastsShowing } from '@engage/shared/testing/api-answers';
import { closeSessionScope, openSessionScope } from '@engage/shared/session/scope';
import { notify, routeToasts, type HostToast } from './toasts';
import { Toasts } from './toast-container';

describe('notify (spec 000 §8–9)', () => {
  // A toast closes when its timer bar's animation ends; jsdom runs no CSS animations, so the
  // duration a user sees is read from the bar itself.
  async function timerBar(message: string): Promise<HTMLElement> {
    const toast = (await screen.findByText(message)).closest('[role="alert"]') as HTMLElement;
    return within(toast).getByRole('progressbar', { name: 'Time before this notification closes' });
  }
  async function timerOf(message: string): Promise<string> {
    return (await timerBar(message)).style.animationDuration;
  }

  it('closes a toast when its timer runs out', async () => {
    render(<Toasts />);
    act(() => {
      notify.success('Account updated successfully!');
    });
    const bar = await timerBar('Account updated successfully!');
    const toast = bar.closest('[data-in]') as HTMLElement;
    expect(toast.dataset.in).toBe('true');
    fireEvent.animationEnd(bar);
    // The library then plays its exit animation (which jsdom never ends) and removes it.
    await waitFor(() => expect(toast.dataset.in).toBe('false'));
  });

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

describe('one failure, one message', () => {
  it('an error already on screen is not stacked again, whether raised or settled from a loading toast', async () => {
    render(<Toasts />);
    act(() => {
      notify.error('Could not reach the server.');
      notify.error('Could not reach the server.');
      const id = notify.loading('Processing...');
      notify.settle(id, 'error', 'Could not reach the server.');
      notify.error('Enter an amount.');
    });
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    await waitFor(() => expect(toastsShowing('Processing...')).toHaveLength(0));
    expect(toastsShowing('Could not reach the server.')).toHaveLength(1);
  });

  it('the same failure after its message was closed is shown again', async () => {
    render(<Toasts />);
    let id = '';
    act(() => {
      id = notify.error('Could not save the draft.');
    });
    expect(await screen.findByText('Could not save the draft.')).toBeInTheDocument();
    act(() => notify.dismiss(id));
    await waitFor(() => expect(toastsShowing('Could not save the draft.')).toHaveLength(0));
    act(() => {
      notify.error('Could not save the draft.');
    });
    expect(await screen.findByText('Could not save the draft.')).toBeInTheDocument();
  });
});

describe("a form's error toasts go when it succeeds", () => {
  it('a success of the same form dismisses its earlier errors; other forms keep theirs', async () => {
    render(<Toasts />);
    act(() => {
      notify.error('Invalid email or password.', { form: 'sign-in' });
      notify.error('Invalid email or password.', { form: 'sign-in' });
      notify.error('Link generation failed', { form: 'forgot-password' });
    });
    // The same error raised twice shows once.
    expect(await screen.findAllByText('Invalid email or password.')).toHaveLength(1);
    act(() => {
      notify.success('Logged in successfully!', { form: 'sign-in' });
    });
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    await waitFor(() => expect(toastsShowing('Invalid email or password.')).toHaveLength(0));
    expect(toastsShowing('Link generation failed')).toHaveLength(1);
  });

  it('a loading toast settled as an error is cleared by the next success, and clearErrors clears quietly', async () => {
    render(<Toasts />);
    act(() => {
      const id = notify.loading('Saving...');
      notify.settle(id, 'error', 'An error occured while trying to save the link', { form: 'post' });
    });
    expect(await screen.findByText('An error occured while trying to save the link')).toBeInTheDocument();
    act(() => {
      const id = notify.loading('Saving...');
      notify.settle(id, 'success', 'Post added successifully to draft', { form: 'post' });
    });
    await waitFor(() => expect(toastsShowing('An error occured while trying to save the link')).toHaveLength(0));
    act(() => {
      notify.error('Invalid code!', { form: 'verify' });
    });
    expect(await screen.findByText('Invalid code!')).toBeInTheDocument();
    act(() => notify.clearErrors('verify'));
    await waitFor(() => expect(toastsShowing('Invalid code!')).toHaveLength(0));
  });
});

describe("a parcel's host page shows the toasts", () => {
  it('sends every toast to the sink, a settled loading toast under the same id, and none to the page', async () => {
    render(<Toasts />);
    const seen: HostToast[] = [];
    const scope = openSessionScope({
      name: 'mf_profile:parcel-1',
      token: 'host-token',
      apiBaseUrl: 'http://api.test/api/',
      tokenProvider: { getToken: async () => 'host-token', onRefused: () => undefined },
    });
    const remove = routeToasts(scope, { sink: (toast) => seen.push(toast) });
    const id = notify.loading('Updating...');
    notify.settle(id, 'success', 'Account updated successfully!');
    notify.error('An error occurred, kindly try again');
    const other = notify.loading('Saving...');
    notify.dismiss(other);
    remove();
    closeSessionScope(scope);
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
