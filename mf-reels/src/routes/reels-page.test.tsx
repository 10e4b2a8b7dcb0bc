import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Link } from '@engage/shared/contract/links';
import { reloadDataSaver, setDataSaver } from '@engage/shared/session/data-saver';
import { installIntersectionObserver } from '@engage/shared/testing/intersection-observer';
import {
  answerApi,
  calls,
  failure,
  linkRecord,
  profileDetail,
  renderWithProviders,
  resetApiAnswers,
} from '@engage/shared/testing/api-answers';
import { installYouTubeStandIn } from '@engage/task-kit/testing/youtube-stand-in';
import { answerReels, stubMediaAndScrolling, type ReelQuery } from '../testing/reels-scene';
import { ReelsPage } from './reels-page';
import { pageInKiswahili } from '@engage/shared/testing/translations';

jest.mock('@engage/shared/api/client');

let observers: ReturnType<typeof installIntersectionObserver>;
const pause = stubMediaAndScrolling();
beforeEach(() => {
  resetApiAnswers();
  pause.mockClear();
  observers = installIntersectionObserver();
});

const tiktok = (id: number, overrides: Partial<Link> = {}) =>
  linkRecord({
    link_id: id,
    link_url: `https://www.tiktok.com/@kenya_beats/video/73000000${id}`,
    platform: 'tiktok',
    action_type: 'Views',
    is_shorts: true,
    post_title: `Reel ${id}`,
    ...overrides,
  });

const reelCalls = () => calls('reels').map(([, options]) => (options as { query: ReelQuery }).query);
const renderReels = (path = '/consumer/video-reels') => renderWithProviders(<ReelsPage />, { path });

describe('the list', () => {
  it("shows the filter tabs with 'all' selected by default and asks for filter=all", async () => {
    answerReels(() => ({ results: [tiktok(1)] }));
    renderReels();
    expect(await screen.findByRole('heading', { name: 'Reel 1' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Filter reels' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'YouTube Shorts',
      'Instagram Reels',
      'TikTok',
      'Facebook Reels',
    ]);
    expect(tabs.querySelector('[aria-selected="true"]')).toHaveTextContent('All');
    expect(reelCalls()[0]).toEqual({ page: 1, filter: 'all' });
  });

  it('a link to another filter the API accepts shows it as a tab', async () => {
    answerReels(() => ({ results: [] }));
    renderReels('/consumer/video-reels?filter=twitter');
    expect(await screen.findByRole('tab', { name: 'X', selected: true })).toBeInTheDocument();
    expect(reelCalls()[0]).toEqual({ page: 1, filter: 'twitter' });
  });

  it('a tab asks for its platform', async () => {
    answerReels(({ filter }) => ({ results: filter === 'tiktok' ? [tiktok(2)] : [tiktok(1)] }));
    renderReels();
    await screen.findByRole('heading', { name: 'Reel 1' });
    await userEvent.click(screen.getByRole('tab', { name: 'TikTok' }));
    expect(await screen.findByRole('heading', { name: 'Reel 2' })).toBeInTheDocument();
    expect(reelCalls().at(-1)).toEqual({ page: 1, filter: 'tiktok' });
  });

  it('the reels are the panel of the chosen tab, which every tab points at', async () => {
    answerReels(() => ({ results: [tiktok(1)] }));
    renderReels('/consumer/video-reels?filter=tiktok');
    const panel = await screen.findByRole('tabpanel', { name: 'TikTok' });
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Reel 1' })).toBeInTheDocument();
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', panel.id);
  });

  it("shows spec 001 §8's empty state when there are no reels", async () => {
    answerReels(() => ({ results: [] }));
    renderReels();
    expect(
      await screen.findByText(
        'No short-form videos found. Try adding YouTube Shorts, Instagram Reels or TikTok videos to your profile.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the empty state with a retry when the feed fails', async () => {
    answerApi({
      profileDetails: () => profileDetail(),
      settings: () => ({ min_watch_seconds: 3, pending_hold_hours: 24 }),
      reels: () => Promise.reject(failure(500)),
    });
    renderReels();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText(/No short-form videos found\./)).toBeInTheDocument();
  });

  it('loads the next page when the last reel is half visible (spec 001 §9 threshold 0.5)', async () => {
    answerReels(({ page }) =>
      page === 2 ? { results: [tiktok(3)] } : { results: [tiktok(1), tiktok(2)], next: 'http://api/reels/?page=2' },
    );
    renderReels();
    const last = await screen.findByRole('heading', { name: 'Reel 2' });
    act(() => observers.reveal(last, 0.4));
    expect(reelCalls()).toHaveLength(1);
    await waitFor(() => {
      act(() => observers.reveal(last, 0.5));
      expect(reelCalls()).toHaveLength(2);
    });
    expect(await screen.findByRole('heading', { name: 'Reel 3' })).toBeInTheDocument();
    expect(reelCalls().at(-1)).toEqual({ page: 2, filter: 'all' });
  });

  it("says 'Unsupported video format' for a link that is not a short video (spec 001 §5)", async () => {
    answerReels(() => ({
      results: [tiktok(4, { link_url: 'https://www.facebook.com/reels/1004/', platform: 'facebook' })],
    }));
    renderReels();
    expect(await screen.findByText('Unsupported video format')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
  });

  it('YouTube Shorts, Instagram Reels and TikTok links are playable', async () => {
    answerReels(() => ({
      results: [
        tiktok(5, { link_url: 'https://www.youtube.com/shorts/eNgAgE00001', platform: 'youtube' }),
        tiktok(6, { link_url: 'https://www.instagram.com/reels/CeNgAgE0002/', platform: 'instagram' }),
        tiktok(7),
      ],
    }));
    renderReels();
    await screen.findByRole('heading', { name: 'Reel 7' });
    expect(screen.getAllByRole('button', { name: /^Play Reel/ })).toHaveLength(3);
    expect(screen.queryByText('Unsupported video format')).not.toBeInTheDocument();
  });
});

describe('playing', () => {
  it('loads no video until the reel is clicked, then plays it (lazy, play on click)', async () => {
    answerReels(() => ({ results: [tiktok(1)] }));
    const { container } = renderReels();
    await screen.findByRole('heading', { name: 'Reel 1' });
    expect(container.querySelector('video')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play Reel 1' }));
    // Spec 001 §5: a TikTok video plays in TikTok's own frame.
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://www.tiktok.com/embed/v2/730000001');
  });

  it('only one reel plays: playing another closes the first', async () => {
    answerReels(() => ({ results: [tiktok(1), tiktok(2)] }));
    const { container } = renderReels();
    await userEvent.click(await screen.findByRole('button', { name: 'Play Reel 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play Reel 2' }));
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('src', expect.stringContaining('730000002'));
    expect(screen.getByRole('button', { name: 'Play Reel 1' })).toBeInTheDocument();
  });

  it('a poster that fails to load gives way to a placeholder', async () => {
    answerReels(() => ({ results: [tiktok(1, { post_thumbnail: 'https://cdn.example/broken.jpg' })] }));
    const { container } = renderReels();
    await screen.findByRole('heading', { name: 'Reel 1' });
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    // The platform's name shows in its place, beside the play button rather than inside it: the
    // button's name does not say it (WCAG 2.5.3 Label in Name).
    expect(container.querySelector('.eg-reel__placeholder')).toHaveTextContent('TikTok');
    expect(screen.getByRole('button', { name: 'Play Reel 1' })).not.toHaveTextContent('TikTok');
  });

  it('with the data saver on, no poster is requested: the placeholder and the play button, which plays', async () => {
    setDataSaver(true);
    try {
      answerReels(() => ({ results: [tiktok(1, { post_thumbnail: 'https://cdn.example/poster.jpg' })] }));
      const { container } = renderReels();
      await screen.findByRole('heading', { name: 'Reel 1' });
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('.eg-reel__placeholder')).toHaveTextContent('TikTok');
      await userEvent.click(screen.getByRole('button', { name: 'Play Reel 1' }));
      expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://www.tiktok.com/embed/v2/730000001');
    } finally {
      localStorage.clear();
      act(() => reloadDataSaver());
    }
  });

  it('a video that fails to load shows a placeholder, not a black box', async () => {
    installYouTubeStandIn();
    answerReels(() => ({
      results: [tiktok(1, { link_url: 'https://www.youtube.com/shorts/aBcDeFgHiJk', platform: 'youtube' })],
    }));
    const { container } = renderReels();
    await userEvent.click(await screen.findByRole('button', { name: 'Play Reel 1' }));
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    fireEvent.error(container.querySelector('video')!);
    expect(await screen.findByText('This video cannot play here.')).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });
});

describe('like and share', () => {
  it('like toggles at once with the count +1, and is rolled back when the server refuses', async () => {
    let refuse = false;
    answerReels(() => ({ results: [tiktok(1, { thumb_ups: 12, has_liked: false })] }), {
      reelInteract: () =>
        refuse
          ? Promise.reject(failure(403, { detail: 'This post is not live.' }))
          : { has_liked: true, thumb_ups: 13 },
    });
    renderReels();
    // Named by the count it shows (WCAG 2.5.3 Label in Name).
    const like = await screen.findByRole('button', { name: 'Like, 12 likes' });
    expect(like).toHaveTextContent('12');
    await userEvent.click(like);
    expect(screen.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Like/ })).toHaveTextContent('13');
    await waitFor(() => expect(calls('reelInteract')[0]?.[1]).toEqual({ body: { link_id: 1, action: 'like' } }));

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: /^Like/ }));
    expect(await screen.findByText('This post is not live.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Like/ })).toHaveTextContent('13');
    expect(screen.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('unliking takes one off the count', async () => {
    answerReels(() => ({ results: [tiktok(1, { thumb_ups: 5, has_liked: true })] }), {
      reelInteract: () => new Promise(() => undefined),
    });
    renderReels();
    await userEvent.click(await screen.findByRole('button', { name: /^Like/ }));
    expect(screen.getByRole('button', { name: /^Like/ })).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('abbreviates counts in K, M, B', async () => {
    answerReels(() => ({ results: [tiktok(1, { thumb_ups: 1500 }), tiktok(2, { thumb_ups: 2_300_000 })] }));
    renderReels();
    const likes = await screen.findAllByRole('button', { name: /^Like/ });
    expect(likes[0]).toHaveTextContent('1.5K');
    expect(likes[1]).toHaveTextContent('2.3M');
  });

  it("share copies the link, says 'copied' for 3 seconds and counts the share", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    answerReels(() => ({ results: [tiktok(1)] }), { reelInteract: () => ({ has_liked: false, thumb_ups: 12 }) });
    renderReels();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('button', { name: 'copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://www.tiktok.com/@kenya_beats/video/730000001');
    await waitFor(() => expect(calls('reelInteract')[0]?.[1]).toEqual({ body: { link_id: 1, action: 'share' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument(), {
      timeout: 4000,
    });
  });
});

describe('in Kiswahili', () => {
  pageInKiswahili();

  it('names the tabs, the reel and its buttons in Kiswahili', async () => {
    answerReels(() => ({ results: [tiktok(1, { thumb_ups: 1, producer_username: 'kenya_beats' })] }));
    renderReels();
    expect(await screen.findByRole('heading', { name: 'Reel 1' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Chuja video fupi' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Zote');
    expect(screen.getByText('Video fupi ya kenya_beats')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cheza Reel 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Penda, mtu 1 amependa' })).toBeInTheDocument();
  });
});
