import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { callApi } from '@engage/shared/api/client';
import { calls } from '@engage/shared/testing/api-answers';
import { reloadDataSaver, setDataSaver } from '@engage/shared/session/data-saver';
import { embedUrl, VideoPlayer, youtubeVideoId, type VideoPlayerHandle } from './video-player';

jest.mock('@engage/shared/api/client');

const handlers = () => ({ onPlay: jest.fn(), onPause: jest.fn(), onEnded: jest.fn() });

it('plays sandbox media in an HTML5 video and passes its events through one interface', () => {
  const events = handlers();
  const ref = createRef<VideoPlayerHandle>();
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  render(
    <VideoPlayer
      ref={ref}
      url="http://localhost:4000/api/sandbox/media/engage-demo.webm"
      title="YouTube Views"
      height={220}
      {...events}
    />,
  );
  const video = screen.getByLabelText('YouTube Views');
  expect(video.tagName).toBe('VIDEO');
  expect(video).toHaveStyle({ height: '220px' });
  fireEvent.play(video);
  fireEvent.pause(video);
  fireEvent.ended(video);
  expect(events.onPlay).toHaveBeenCalledTimes(1);
  expect(events.onPause).toHaveBeenCalledTimes(1);
  expect(events.onEnded).toHaveBeenCalledTimes(1);
  ref.current?.pause();
  expect(pause).toHaveBeenCalled();
});

it('shows a placeholder with a link out when the video cannot load, not a black box', () => {
  render(
    <VideoPlayer url="http://localhost:4000/api/sandbox/media/gone.webm" title="Clip" height={400} {...handlers()} />,
  );
  fireEvent.error(screen.getByLabelText('Clip'));
  expect(screen.getByRole('alert')).toHaveTextContent('This video cannot play here.');
  // The way out names where it goes: not YouTube for a link that is not YouTube's.
  expect(screen.getByRole('link', { name: 'Open the video' })).toHaveAttribute(
    'href',
    'http://localhost:4000/api/sandbox/media/gone.webm',
  );
});

it('recognises YouTube video links', () => {
  expect(youtubeVideoId('https://www.youtube.com/watch?v=abcdefghijk')).toBe('abcdefghijk');
  expect(youtubeVideoId('https://youtu.be/abcdefghijk?t=2')).toBe('abcdefghijk');
  expect(youtubeVideoId('http://localhost:4000/api/sandbox/media/engage-demo.webm')).toBeNull();
});

it('plays Instagram reels and TikTok videos in the provider frame (spec 001 §5 short-video links)', () => {
  const { container, rerender } = render(
    <VideoPlayer url="https://www.instagram.com/reel/Cx1AbC2dEf3/" title="Reel" height={400} {...handlers()} />,
  );
  expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://www.instagram.com/reel/Cx1AbC2dEf3/embed/');
  rerender(
    <VideoPlayer
      url="https://www.tiktok.com/@kenya_beats/video/7300000021"
      title="Reel"
      height={400}
      {...handlers()}
    />,
  );
  expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://www.tiktok.com/embed/v2/7300000021');
  expect(container.querySelector('video')).toBeNull();
  expect(embedUrl('https://example.com/video.mp4')).toBeNull();
});

it('takes the watch ticket of a video once, when it first starts playing', async () => {
  const call = jest.mocked(callApi).mockClear().mockResolvedValue({ started_at: new Date().toISOString() });
  const url = 'http://localhost:4000/api/sandbox/media/engage-demo.webm';
  render(<VideoPlayer url={url} title="YouTube Views" height={220} {...handlers()} />);
  expect(call).not.toHaveBeenCalled();
  const video = screen.getByLabelText('YouTube Views');
  fireEvent.play(video);
  fireEvent.pause(video);
  fireEvent.play(video);
  await Promise.resolve();
  await Promise.resolve();
  const tickets = call.mock.calls.filter(([name]) => name === 'watchStart');
  expect(tickets).toEqual([['watchStart', null, { body: { link_url: url } }]]);
});

it('reports the video’s current time every 5 s while it plays, and on pause; none while paused', async () => {
  jest.useFakeTimers();
  try {
    const call = jest.mocked(callApi).mockClear().mockResolvedValue({ watched_seconds: 0 });
    const url = 'http://localhost:4000/api/sandbox/media/engage-demo.webm';
    render(<VideoPlayer url={url} title="YouTube Views" height={220} {...handlers()} />);
    const video = screen.getByLabelText<HTMLVideoElement>('YouTube Views');
    const positions = () => calls('watchProgress').map(([, options]) => options?.body.position);
    fireEvent.play(video);
    video.currentTime = 5;
    await act(async () => {
      jest.advanceTimersByTime(5000);
      await Promise.resolve();
    });
    video.currentTime = 7;
    fireEvent.pause(video);
    await act(async () => {
      jest.advanceTimersByTime(20_000);
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    expect(positions()).toEqual([5, 7]);
    expect(call).toHaveBeenCalledWith('watchProgress', null, { body: { link_url: url, position: 7 } });
  } finally {
    jest.useRealTimers();
  }
});

it('fetches nothing of a video before play while the data saver is on (preload none; metadata otherwise)', () => {
  const url = 'http://localhost:4000/api/sandbox/media/engage-demo.webm';
  const view = render(<VideoPlayer url={url} title="Clip" height={220} {...handlers()} />);
  expect(screen.getByLabelText('Clip')).toHaveAttribute('preload', 'metadata');
  view.unmount();
  setDataSaver(true);
  try {
    render(<VideoPlayer url={url} title="Clip" height={220} {...handlers()} />);
    expect(screen.getByLabelText('Clip')).toHaveAttribute('preload', 'none');
  } finally {
    localStorage.clear();
    reloadDataSaver();
  }
});
