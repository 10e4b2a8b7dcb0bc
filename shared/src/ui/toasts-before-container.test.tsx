/**
 * Its own file so that no container has mounted yet in this module instance: the situation of
 * a page whose first toast is a loading one, raised before the shell has mounted its container.
 */
import { act, render, screen } from '@testing-library/react';
import { notify } from './toasts';
import { Toasts } from './toast-container';

it("settles a page's first loading toast even when the container mounts after the outcome", async () => {
  let id = '';
  act(() => {
    id = notify.loading('Requesting link...');
    notify.settle(id, 'success', 'Kindly check your email!');
  });
  // Let the toast library load and any call that does not wait for a container run first.
  await import('react-toastify');
  await new Promise((resolve) => setTimeout(resolve, 50));
  render(<Toasts />);
  expect(await screen.findByText('Kindly check your email!')).toBeInTheDocument();
  expect(screen.queryByText('Requesting link...')).not.toBeInTheDocument();
});
