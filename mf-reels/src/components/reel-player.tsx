/**
 * A playing reel (spec 001 §4 "Reel watch"): the kit's `VideoPlayer` and `useWatchCredit` — the
 * same player and credit as the feed's Views tasks. Time accrues each second while playing;
 * pausing or the reel falling under half visible stops it. The moment the count reaches the
 * server's minimum, a Views reel not yet actioned, with YouTube connected, sends its watch time
 * once and the user is told they were credited.
 *
 * Under the count, a reel that pays for watching says so with the spec's own figure ('Watch at
 * least 30 seconds to get paid.'); once credited the reel is marked actioned in the cache, so
 * the line goes at once and comes back for no later play.
 */
import { queryKeys } from '@engage/shared/api/query-keys';
import type { Link } from '@engage/shared/contract/links';
import { useWatchCredit } from '@engage/task-kit/use-watch-credit';
import { watchText } from '@engage/shared/video/watch-messages';
import { VideoPlayer } from '@engage/task-kit/video-player';
import { creditReelWatch } from '../api/reel-queries';

interface ReelPlayerProps {
  reel: Link;
  title: string;
  height: number;
  youtubeConnected: boolean;
}

export function ReelPlayer({ reel, title, height, youtubeConnected }: ReelPlayerProps) {
  const { containerRef, playerRef, onPlay, onPause, onEnded, seconds, minimumSeconds, offersCredit } = useWatchCredit({
    link: reel,
    youtubeConnected,
    cacheKey: queryKeys.reels.all,
    send: creditReelWatch,
    onStop: 'nothing',
  });

  return (
    <div ref={containerRef} className="eg-reel__player">
      <VideoPlayer
        ref={playerRef}
        url={reel.link_url}
        title={title}
        height={height}
        autoPlay
        onPlay={onPlay}
        onPause={onPause}
        onEnded={onEnded}
      />
      <p className="eg-reel__watched" aria-live="off">
        {watchText('watched', { seconds, needed: minimumSeconds })}
      </p>
      {offersCredit && (
        <p className="eg-reel__watched eg-reel__offer">{watchText('tooShort', { seconds: minimumSeconds })}</p>
      )}
    </div>
  );
}
