import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linkRecord } from '@engage/shared/testing/api-answers';
import { PostCard, PostDescription, PostThumbnail } from './post-card';

it('cuts a long description at 120 characters with more / show less (spec 000 §2, §9)', async () => {
  const text = `${'Karibu '.repeat(20)}end`;
  render(<PostDescription text={text} />);
  expect(screen.queryByText(/end$/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'more' }));
  expect(screen.getByText(/end/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'show less' }));
  expect(screen.queryByText(/end$/)).not.toBeInTheDocument();
});

it('shows a short description whole, without "more"', () => {
  render(<PostDescription text="Like the new single." />);
  expect(screen.getByText(/Like the new single\./)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('gives way to a tile in the platform colour when the image fails to load', () => {
  render(<PostThumbnail src="https://i.ytimg.com/vi/x/hqdefault.jpg" platform="youtube" title="YouTube Likes" />);
  fireEvent.error(screen.getByRole('img', { name: 'Thumbnail of YouTube Likes' }));
  const tile = screen.getByRole('img', { name: 'Thumbnail of YouTube Likes' });
  expect(tile.tagName).toBe('SPAN');
  expect(tile).toHaveClass('eg-platform--youtube');
});

it('shows the tile when there is no thumbnail at all', () => {
  render(<PostThumbnail src={null} platform="twitter" title="Post Likes" />);
  expect(screen.getByRole('img', { name: 'Thumbnail of Post Likes' })).toHaveTextContent('X');
});

it('shows the producer, the task title (spec 001 §9), the tags and the target, with the footer given', () => {
  render(
    <PostCard
      post={linkRecord({
        platform: 'twitter',
        action_type: 'Followers',
        post_tags: 'music, kenya',
        targets_reached: 4,
      })}
      footer={<button type="button">Like</button>}
    />,
  );
  expect(screen.getByRole('article', { name: 'X Followers' })).toBeInTheDocument();
  expect(screen.getByText('kenya_beats')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('#music#kenya');
  expect(screen.getByRole('progressbar', { name: 'Target progress' })).toHaveAttribute('aria-valuetext', '4 / 100');
  expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
});
