/**
 * The inline player of a YouTube Views task (spec 000 §4 "YouTube view tracking"): the video
 * (220 px high on phones, 400 otherwise), the seconds watched of the seconds needed, and the watch credit. The credit
 * is sent once, the moment the count reaches the server's minimum; a stop before that (pause,
 * end, scrolled away, closed) says how long to watch ('Watch at least 30 seconds to get paid.').
 */
import { queryKeys } from '@engage/shared/api/query-keys';
import type { Link } from '@engage/shared/contract/links';
import { YOUTUBE_PLAYER_HEIGHT } from '@engage/shared/contract/constants';
import { useIsMobile } from '@engage/ui/use-is-mobile';
import { useWatchCredit } from '@engage/task-kit/use-watch-credit';
import { watchText } from '@engage/shared/video/watch-messages';
import { VideoPlayer } from '@engage/task-kit/video-player';
import { creditView } from '../api/feed-queries';

interface WatchPanelProps {
  task: Link;
  youtubeConnected: boolean;
}

export function WatchPanel({ task, youtubeConnected }: WatchPanelProps) {
  const height = useIsMobile() ? YOUTUBE_PLAYER_HEIGHT.mobile : YOUTUBE_PLAYER_HEIGHT.desktop;
  const { containerRef, playerRef, onPlay, onPause, onEnded, seconds, minimumSeconds } = useWatchCredit({
    link: task,
    youtubeConnected,
    cacheKey: queryKeys.feed.all,
    send: creditView,
    onStop: 'remind-or-retry',
  });

  return (
    <div ref={containerRef} className="eg-task__player">
      <VideoPlayer
        ref={playerRef}
        url={task.link_url}
        title={task.post_title || task.post_descrption}
        height={height}
        autoPlay
        onPlay={onPlay}
        onPause={onPause}
        onEnded={onEnded}
      />
      <p className="eg-task__watched" aria-live="off">
        {watchText('watched', { seconds, needed: minimumSeconds })}
      </p>
    </div>
  );
}
