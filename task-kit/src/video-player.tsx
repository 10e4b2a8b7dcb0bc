/**
 * One video player for the feed and the reels, behind one small interface (`onPlay`,
 * `onPause`, `onEnded`, and `pause()` through its ref). A YouTube link plays in the YouTube
 * IFrame Player (its API script is fetched on first use, never at load); an Instagram or
 * TikTok link in the provider's embed frame (`embedUrl`); anything else — the
 * sandbox media our API serves in development and in the tests, a direct video file — plays in
 * an HTML5 `<video>`, so the same watch-time tracking runs offline. A video that cannot load
 * shows a placeholder with a link out, never a black box.
 *
 * The areas create a player only when the user asks for the video; a player made without
 * `autoPlay` fetches the video's first bytes (`preload="metadata"`), except with the data saver
 * on, when nothing is fetched before the user presses play (`preload="none"`).
 *
 *   const player = useRef<VideoPlayerHandle>(null);
 *   <VideoPlayer ref={player} url={task.link_url} title="YouTube Views" height={220} autoPlay
 *     onPlay={start} onPause={stop} onEnded={stop} />
 */
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { extractLinkId } from '@engage/shared/format/youtube-link-id';
import { useDataSaver } from '@engage/shared/session/data-saver';
import { useSessionScope } from '@engage/shared/session/scope';
import { watchText } from '@engage/shared/video/watch-messages';
import { progressReporter, sendWatchProgress, type ProgressReporter } from './watch-progress';
import { takeWatchTicket } from './watch-ticket';
import { loadYouTubeApi, type YouTubePlayer } from './youtube-api';
import './video.css';

export interface VideoPlayerHandle {
  pause(): void;
  /** Seconds into the video; null when the player cannot tell (not ready, or an embed frame). */
  currentTime(): number | null;
  /**
   * Reports the current time to the server now (watch-progress.ts) and resolves once it has
   * been sent: a view credit is claimed after it, so the server has counted the latest time.
   */
  reportProgress(): Promise<void>;
}

/** What the inner players offer; the progress reports are the outer player's. */
type InnerHandle = Pick<VideoPlayerHandle, 'pause' | 'currentTime'>;

export interface VideoPlayerProps {
  url: string;
  title: string;
  height: number;
  /** Start playing at once (the user has just asked for the video). */
  autoPlay?: boolean;
  onPlay: () => void;
  onPause: () => void;
  onEnded: () => void;
  ref?: Ref<VideoPlayerHandle>;
}

type InnerProps = Omit<VideoPlayerProps, 'ref'> & { ref?: Ref<InnerHandle> };

/** The YouTube video id of a watch, youtu.be or /shorts/ link; null for anything else. */
export function youtubeVideoId(url: string): string | null {
  try {
    const host = new URL(url).hostname;
    if (!/(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/.test(host)) return null;
  } catch {
    return null;
  }
  // Spec 000 §5: watch, youtu.be and /shorts/ ids are the ones a Likes task extracts.
  return extractLinkId(url, 'Likes');
}

/**
 * The embed page of an Instagram reel or post or a TikTok video; null for anything else. Those
 * play in the provider's own frame, which tells the page nothing of play or pause, so no watch
 * time accrues for them (the API credits watch time on YouTube Views only).
 */
export function embedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  if (host === 'instagram.com') {
    const match = /^\/(reel|reels|p)\/([\w-]+)/.exec(parsed.pathname);
    return match ? `https://www.instagram.com/${match[1] === 'p' ? 'p' : 'reel'}/${match[2] ?? ''}/embed/` : null;
  }
  if (host === 'tiktok.com' || host.endsWith('.tiktok.com')) {
    const match = /\/video\/(\d+)/.exec(parsed.pathname);
    return match ? `https://www.tiktok.com/embed/v2/${match[1] ?? ''}` : null;
  }
  return null;
}

function EmbedFrame({ src, title, height }: { src: string; title: string; height: number }) {
  return (
    <iframe
      className="eg-video"
      style={{ height }}
      src={src}
      title={title}
      loading="lazy"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
    />
  );
}

function Unplayable({ url, height }: { url: string; height: number }) {
  return (
    <div className="eg-video eg-video--failed" style={{ height }} role="alert">
      <p>{watchText('playerFailed')}</p>
      <a href={url} target="_blank" rel="noreferrer noopener">
        {watchText(youtubeVideoId(url) ? 'openOnYoutube' : 'openVideo')}
      </a>
    </div>
  );
}

function Html5Player({ url, title, height, autoPlay, onPlay, onPause, onEnded, ref }: InnerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const saving = useDataSaver();
  useImperativeHandle(
    ref,
    () => ({ pause: () => video.current?.pause(), currentTime: () => video.current?.currentTime ?? null }),
    [],
  );
  if (failed) return <Unplayable url={url} height={height} />;
  return (
    <video
      ref={video}
      className="eg-video"
      style={{ height }}
      src={url}
      title={title}
      aria-label={title}
      controls
      playsInline
      preload={saving ? 'none' : 'metadata'}
      autoPlay={autoPlay}
      onPlay={onPlay}
      onPause={onPause}
      onEnded={onEnded}
      onError={() => setFailed(true)}
    />
  );
}

function YouTubeFrame({
  url,
  title,
  height,
  autoPlay,
  onPlay,
  onPause,
  onEnded,
  ref,
  videoId,
}: InnerProps & { videoId: string }) {
  const host = useRef<HTMLDivElement>(null);
  const player = useRef<YouTubePlayer | null>(null);
  const [failed, setFailed] = useState(false);
  const events = useRef({ onPlay, onPause, onEnded });
  useEffect(() => {
    events.current = { onPlay, onPause, onEnded };
  });
  useImperativeHandle(
    ref,
    () => ({
      pause: () => player.current?.pauseVideo(),
      currentTime: () => player.current?.getCurrentTime?.() ?? null,
    }),
    [],
  );

  useEffect(() => {
    let cancelled = false;
    loadYouTubeApi()
      .then((YT) => {
        if (cancelled || !host.current) return;
        player.current = new YT.Player(host.current, {
          videoId,
          height: String(height),
          width: '100%',
          playerVars: { playsinline: 1, autoplay: autoPlay ? 1 : 0, rel: 0 },
          events: {
            // YT.PlayerState: 1 playing, 2 paused, 0 ended.
            onStateChange: ({ data }) => {
              if (data === 1) events.current.onPlay();
              else if (data === 2) events.current.onPause();
              else if (data === 0) events.current.onEnded();
            },
            onError: () => setFailed(true),
          },
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      player.current?.destroy();
      player.current = null;
    };
  }, [videoId, height, autoPlay]);

  if (failed) return <Unplayable url={url} height={height} />;
  return (
    <div className="eg-video" style={{ height }} title={title}>
      <div ref={host} />
    </div>
  );
}

export function VideoPlayer({ ref, ...props }: VideoPlayerProps) {
  // The first start of each video takes its watch ticket (watch-ticket.ts), for every area, and
  // while it plays its time is reported against that ticket (watch-progress.ts).
  const ticketFor = useRef<string | null>(null);
  const scope = useSessionScope();
  const inner = useRef<InnerHandle>(null);
  const { onPlay: played, onPause: paused, onEnded: ended, url } = props;
  const reporter = useRef<ProgressReporter | null>(null);
  useEffect(() => {
    const reports = progressReporter({
      position: () => inner.current?.currentTime(),
      send: (position) => sendWatchProgress(url, position, scope),
    });
    reporter.current = reports;
    return () => {
      // Closing the player while it plays: the time watched so far is reported once more.
      void reports.stop();
      if (reporter.current === reports) reporter.current = null;
    };
  }, [url, scope]);
  useImperativeHandle(
    ref,
    () => ({
      pause: () => inner.current?.pause(),
      currentTime: () => inner.current?.currentTime() ?? null,
      reportProgress: () => reporter.current?.flush() ?? Promise.resolve(),
    }),
    [],
  );
  const onPlay = () => {
    if (ticketFor.current !== url) {
      ticketFor.current = url;
      takeWatchTicket(url, scope);
    }
    reporter.current?.start();
    played();
  };
  const onPause = () => {
    void reporter.current?.stop();
    paused();
  };
  const onEnded = () => {
    void reporter.current?.stop();
    ended();
  };
  const videoId = youtubeVideoId(url);
  if (videoId) {
    return (
      <YouTubeFrame {...props} ref={inner} onPlay={onPlay} onPause={onPause} onEnded={onEnded} videoId={videoId} />
    );
  }
  const embed = embedUrl(url);
  if (embed) return <EmbedFrame src={embed} title={props.title} height={props.height} />;
  return <Html5Player {...props} ref={inner} onPlay={onPlay} onPause={onPause} onEnded={onEnded} />;
}
