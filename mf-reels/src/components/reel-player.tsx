/**
 * A playing reel (spec 001 §4 "Reel watch"): the kit's `VideoPlayer` and `useWatchTime` — the
 * same player and tracker as the feed's Views tasks. Time accrues each second while playing;
 * pausing or the reel falling under half visible stops it. The moment the count reaches the
 * server's minimum, a Views reel not yet actioned, with YouTube connected, sends its watch time
 * once and the user is told they were credited.
 *
 * Under the count, a reel that pays for watching says so with the spec's own figure ('Watch at
 * least 30 seconds to get paid.'); once credited the reel is marked actioned in the cache, so
 * the line goes at once and comes back for no later play.
 */
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterTaskAction } from '@engage/shared/api/refresh-after-task';
import type { Link } from '@engage/shared/contract/links';
import { notify } from '@engage/shared/ui/toasts';
import { useWatchTime } from '@engage/shared/video/use-watch-time';
import { decideWatchCredit } from '@engage/shared/video/watch-credit';
import { watchText } from '@engage/shared/video/watch-messages';
import { useMinimumWatchSeconds } from '@engage/shared/video/watch-settings';
import { VideoPlayer } from '@engage/shared/video/video-player';
import { creditReelWatch, updateCachedReel } from '../api/reel-queries';

interface ReelPlayerProps {
  reel: Link;
  title: string;
  height: number;
  youtubeConnected: boolean;
}

export function ReelPlayer({ reel, title, height, youtubeConnected }: ReelPlayerProps) {
  const client = useQueryClient();
  const minimumSeconds = useMinimumWatchSeconds();
  const credited = useRef(false);
  const [refused, setRefused] = useState(false);
  const decide = (seconds: number) =>
    decideWatchCredit({
      actionType: reel.action_type,
      isActioned: reel.is_actioned,
      youtubeConnected,
      seconds,
      minimumSeconds,
    });
  const offersCredit = !refused && decide(minimumSeconds) === 'credit';

  async function credit(seconds: number) {
    if (credited.current || decide(seconds) !== 'credit') return;
    credited.current = true;
    try {
      await creditReelWatch(reel.link_id, seconds);
      notify.success(watchText('credited'));
      updateCachedReel(client, reel.link_id, (cached) => ({ ...cached, is_actioned: true }));
      void refreshAfterTaskAction(client);
    } catch {
      // Sent once: a refusal is reported, not retried on the next second.
      setRefused(true);
      notify.error(watchText('recordFailed'));
    }
  }

  const { containerRef, playerRef, onPlay, onPause, onEnded, seconds } = useWatchTime({
    minimumSeconds,
    onMinimum: (watched) => void credit(watched),
    onStop: () => undefined,
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
        {watchText('watched', { seconds })}
      </p>
      {offersCredit && (
        <p className="eg-reel__watched eg-reel__offer">{watchText('tooShort', { seconds: minimumSeconds })}</p>
      )}
    </div>
  );
}
