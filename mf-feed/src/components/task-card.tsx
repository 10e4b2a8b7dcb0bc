/**
 * One task of the feed (spec 000 §2, §3): the shared post card (producer, thumbnail,
 * description, tags, target progress) with like, share, the action, and for YouTube Views
 * tasks the inline player toggle ('Watch Video' / 'Close video'), and what the task pays.
 */
import { memo, useState } from 'react';
import type { Link } from '@engage/shared/contract/links';
import { CopyButton } from '@engage/ui/copy-button';
import { PostCard } from '@engage/ui/post-card';
import { formatRoundAmount } from '@engage/shared/format/money';
import { useSessionScope } from '@engage/shared/session/scope';
import { notify } from '@engage/shared/ui/toasts';
import { shareTask } from '../api/feed-queries';
import { isWatchTask } from '../api/task-request';
import { t } from '../messages';
import { LikeButton } from './like-button';
import { TaskAction } from './task-action';
import { WatchPanel } from './watch-panel';

export interface TaskCardProps {
  task: Link;
  /** Whether the account the task's platform needs is linked (true when it needs none). */
  connected: boolean;
  /** The account was linked but the platform no longer honours it: 'Link {Platform} again'. */
  relink?: boolean;
  youtubeConnected: boolean;
  verified: boolean;
}

export const TaskCard = memo(function TaskCard({
  task,
  connected,
  relink = false,
  youtubeConnected,
  verified,
}: TaskCardProps) {
  const session = useSessionScope();
  const [watching, setWatching] = useState(false);
  const watchable = isWatchTask(task);

  function openPlayer() {
    if (!youtubeConnected) return void notify.error(t('connectYoutubeToWatch'));
    setWatching(true);
  }

  return (
    <PostCard
      post={task}
      media={watching ? <WatchPanel task={task} youtubeConnected={youtubeConnected} /> : undefined}
      onOpenMedia={watchable ? openPlayer : undefined}
      footer={
        <>
          {/* What the server credits for it, read before acting rather than in the toast after. */}
          <span className="eg-reward">{t('reward', { amount: formatRoundAmount(task.reward) })}</span>
          <LikeButton task={task} verified={verified} />
          <CopyButton
            text={task.link_url}
            label={t('share')}
            copiedLabel={t('copied')}
            onCopied={() => void shareTask(session, task.link_id).catch(() => undefined)}
          />
          {watchable && (
            <button
              type="button"
              className="eg-link-button eg-task__watch-toggle"
              aria-expanded={watching}
              onClick={() => (watching ? setWatching(false) : openPlayer())}
            >
              {watching ? t('closeVideo') : t('watchVideo')}
            </button>
          )}
          <TaskAction task={task} connected={connected} relink={relink} verified={verified} onWatch={openPlayer} />
        </>
      }
    />
  );
});
