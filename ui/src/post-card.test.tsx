import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadDataSaver, setDataSaver } from '@engage/shared/session/data-saver';
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

it("a thumbnail that cannot load shows the platform's mark and the post's title, with the play mark apart from both", () => {
  render(
    <PostThumbnail
      src="https://i.ytimg.com/vi/x/hqdefault.jpg"
      platform="youtube"
      title="YouTube Views"
      caption="Nairobi Beats: new single"
      onOpen={() => undefined}
    />,
  );
  fireEvent.error(screen.getByRole('img', { name: 'Thumbnail of YouTube Views' }));
  const tile = screen.getByRole('img', { name: 'Thumbnail of YouTube Views' });
  // The mark is the platform's logo, not its name written out.
  expect(tile).not.toHaveTextContent(/^YouTube$/);
  expect(tile.querySelector('svg[data-platform-mark="youtube"]')).not.toBeNull();
  expect(tile).toHaveTextContent('Nairobi Beats: new single');
  // The play mark sits in the tile's flow (under the title), not drawn over the text.
  // Named by what it shows: the post's own title (axe: the visible text is part of the name).
  const button = screen.getByRole('button', { name: 'Play the video of Nairobi Beats: new single' });
  expect(button.querySelector(':scope > .eg-task__play')).toBeNull();
  expect(tile.querySelector('.eg-task__thumb-play')).not.toBeNull();
});

it('shows the tile when there is no thumbnail at all', () => {
  render(<PostThumbnail src={null} platform="twitter" title="Post Likes" caption="Album launch teaser" />);
  const tile = screen.getByRole('img', { name: 'Thumbnail of Post Likes' });
  expect(tile).toHaveTextContent('Album launch teaser');
  expect(tile.querySelector('svg[data-platform-mark="twitter"]')).not.toBeNull();
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
  expect(screen.getByRole('article', { name: 'X Followers New single' })).toBeInTheDocument();
  expect(screen.getByText('kenya_beats')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('#music#kenya');
  expect(screen.getByRole('progressbar', { name: 'Target progress' })).toHaveAttribute('aria-valuetext', '4 / 100');
  expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
});

it("the card's fallback tile names the post by its title", () => {
  render(<PostCard post={linkRecord({ post_thumbnail: null, post_title: 'Gengetone mix vol. 2' })} />);
  expect(screen.getByRole('img', { name: /^Thumbnail of / })).toHaveTextContent('Gengetone mix vol. 2');
});

it("shows the post's own title beside the task title, and no task title twice", () => {
  render(
    <PostCard
      post={linkRecord({ platform: 'youtube', action_type: 'Views', post_thumbnail: null, post_title: 'Benga night' })}
    />,
  );
  expect(screen.getByRole('article', { name: 'YouTube Views Benga night' })).toBeInTheDocument();
  expect(screen.getAllByText('YouTube Views')).toHaveLength(1);
});

it('a title that only repeats the task title is not shown again', () => {
  render(
    <PostCard
      post={linkRecord({
        platform: 'youtube',
        action_type: 'Views',
        post_thumbnail: null,
        post_title: 'YouTube Views',
      })}
    />,
  );
  expect(screen.getByRole('article', { name: 'YouTube Views' })).toBeInTheDocument();
  expect(screen.getAllByText('YouTube Views')).toHaveLength(1);
});

describe('with the data saver on', () => {
  beforeEach(() => setDataSaver(true));
  afterEach(() => {
    localStorage.clear();
    act(() => reloadDataSaver());
  });

  it('shows the platform tile and no <img> until "Show image" is tapped; then that image loads, focus on it', async () => {
    render(
      <PostThumbnail
        src="https://i.ytimg.com/vi/x/hqdefault.jpg"
        platform="youtube"
        title="YouTube Likes"
        caption="Nairobi Beats: new single"
      />,
    );
    expect(document.querySelector('img')).toBeNull();
    const tile = screen.getByRole('img', { name: 'Thumbnail of YouTube Likes' });
    expect(tile).toHaveClass('eg-platform--youtube');
    expect(tile).toHaveTextContent('Nairobi Beats: new single');

    const show = screen.getByRole('button', { name: 'Show image of Nairobi Beats: new single' });
    expect(show).toHaveTextContent('Show image');
    show.focus();
    await userEvent.keyboard('{Enter}');
    const image = screen.getByRole('img', { name: 'Thumbnail of YouTube Likes' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', 'https://i.ytimg.com/vi/x/hqdefault.jpg');
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
    expect(image.parentElement).toHaveFocus();
  });

  it('a watchable task keeps its play button on the tile, and "Show image" beside it', async () => {
    const open = jest.fn();
    render(
      <PostThumbnail
        src="https://i.ytimg.com/vi/x/hqdefault.jpg"
        platform="youtube"
        title="YouTube Views"
        onOpen={open}
      />,
    );
    expect(document.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play the video of YouTube Views' }));
    expect(open).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show image of YouTube Views' }));
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/x/hqdefault.jpg');
    expect(screen.getByRole('button', { name: 'Play the video of YouTube Views' })).toHaveFocus();
  });

  it('a post without a thumbnail has no "Show image" (there is nothing to load)', () => {
    render(<PostThumbnail src={null} platform="twitter" title="Post Likes" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('turning the data saver off shows the pictures at once; on again, the ones not tapped wait again', () => {
    render(<PostThumbnail src="https://i.ytimg.com/vi/x/hqdefault.jpg" platform="youtube" title="YouTube Likes" />);
    expect(document.querySelector('img')).toBeNull();
    act(() => setDataSaver(false));
    expect(document.querySelector('img')).not.toBeNull();
    act(() => setDataSaver(true));
    expect(document.querySelector('img')).toBeNull();
  });
});

describe("a post's state on the card", () => {
  const ends = '2026-12-12T09:00:00Z';
  it('the card says the state only when asked (the feed leaves it out)', () => {
    const post = linkRecord({ status: 'paused', expires_at: ends });
    const { rerender } = render(<PostCard post={post} />);
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
    expect(screen.queryByText('Ends 12 Dec 2026')).not.toBeInTheDocument();
    rerender(<PostCard post={post} showState />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Paused')).toBeInTheDocument();
    expect(within(card).getByText('Ends 12 Dec 2026')).toBeInTheDocument();
  });

  it('a post being written (no status yet) shows no state even when asked', () => {
    const { status: _status, ...unsaved } = linkRecord();
    render(<PostCard post={unsaved} showState />);
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });
});
