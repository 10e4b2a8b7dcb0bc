import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LikeToggle } from './like-toggle';

const likes = (shown: string) => `${shown} likes`;

it('is named by the action and the count as shown, so the visible count is part of its name', () => {
  render(<LikeToggle liked={false} count={1500} label="Like" countText={likes} onToggle={jest.fn()} />);
  const button = screen.getByRole('button', { name: 'Like, 1.5K likes' });
  expect(button).toHaveTextContent('1.5K');
  expect(button).toHaveAttribute('aria-pressed', 'false');
});

it('shows whether it is pressed and toggles on a click', async () => {
  const onToggle = jest.fn();
  render(<LikeToggle liked count={12} label="Like" countText={likes} onToggle={onToggle} />);
  const button = screen.getByRole('button', { name: 'Like, 12 likes' });
  expect(button).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(button);
  expect(onToggle).toHaveBeenCalledTimes(1);
});
