/**
 * The inline player of a YouTube Views task (spec 000 §4 "YouTube view tracking"): the video
 * (220 px high on phones, 400 otherwise), the seconds watched, and the watch credit. The credit
 * is sent once, the moment the count reaches the server's minimum; a stop before that (pause,
 * end, scrolled away, closed) says how long to watch ('Watch at least 30 seconds to get paid.').
 */
import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterTaskAction } from '@engage/shared/api/refresh-after-task';
import type { Link } from '@engage/shared/contract/links';
import { YOUTUBE_PLAYER_HEIGHT } from '@engage/shared/contract/constants';
import { notify } from '@engage/shared/ui/toasts';
import { useIsMobile } from '@engage/shared/ui/use-is-mobile';
import { useWatchTime } from '@engage/shared/video/use-watch-time';
import { decideWatchCredit } from '@engage/shared/video/watch-credit';
import { watchText } from '@engage/shared/video/watch-messages';
import { useMinimumWatchSeconds } from '@engage/shared/video/watch-settings';
import { VideoPlayer } from '@engage/shared/video/video-player';
import { creditView, updateCachedTask } from '../api/feed-queries';

interface WatchPanelProps {
  task: Link;
  youtubeConnected: boolean;
}

export function WatchPanel({ task, youtubeConnected }: WatchPanelProps) {
  const client = useQueryClient();
  const minimumSeconds = useMinimumWatchSeconds();
  const height = useIsMobile() ? YOUTUBE_PLAYER_HEIGHT.mobile : YOUTUBE_PLAYER_HEIGHT.desktop;
  const credited = useRef(false);
  const decide = (seconds: number) =>
    decideWatchCredit({
      actionType: task.action_type,
      isActioned: task.is_actioned,
      youtubeConnected,
      seconds,
      minimumSeconds,
    });

  async function credit(seconds: number) {
    if (credited.current || decide(seconds) !== 'credit') return;
    credited.current = true;
    try {
      await creditView(task.link_id, seconds);
      notify.success(watchText('credited'));
      updateCachedTask(client, task.link_id, (cached) => ({ ...cached, is_actioned: true }));
      void refreshAfterTaskAction(client);
    } catch {
      credited.current = false;
      notify.error(watchText('recordFailed'));
    }
  }

  const { containerRef, playerRef, onPlay, onPause, onEnded, seconds } = useWatchTime({
    minimumSeconds,
    onMinimum: (watched) => void credit(watched),
    onStop: (watched) => {
      if (credited.current) return;
      if (decide(watched) === 'too-short') notify.blank(watchText('tooShort', { seconds: minimumSeconds }));
      else void credit(watched);
    },
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
        {watchText('watched', { seconds })}
      </p>
    </div>
  );
}
