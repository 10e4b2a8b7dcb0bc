import { fireEvent, render, screen } from '@testing-library/react';
import { TaskThumbnail } from './task-thumbnail';

it('gives way to a tile in the platform colour when the image fails to load', () => {
  render(<TaskThumbnail src="https://i.ytimg.com/vi/x/hqdefault.jpg" platform="youtube" title="YouTube Likes" />);
  fireEvent.error(screen.getByRole('img', { name: 'Thumbnail of YouTube Likes' }));
  const tile = screen.getByRole('img', { name: 'Thumbnail of YouTube Likes' });
  expect(tile.tagName).toBe('SPAN');
  expect(tile).toHaveClass('eg-platform--youtube');
});

it('shows the tile when there is no thumbnail at all', () => {
  render(<TaskThumbnail src={null} platform="twitter" title="Post Likes" />);
  expect(screen.getByRole('img', { name: 'Thumbnail of Post Likes' })).toHaveTextContent('X');
});
