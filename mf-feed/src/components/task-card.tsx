/**
 * One task of the feed (spec 000 §2, §3): producer, thumbnail, description, tags, target
 * progress, like, share, the action, and for YouTube Views tasks the inline player toggle
 * ('Watch Video' / 'Close video').
 */
import { memo, useId, useState } from 'react';
import type { Link } from '@engage/shared/contract/links';
import { formatRelativeTime } from '@engage/shared/format/relative-time';
import { parseTags } from '@engage/shared/format/post-target';
import { taskTitle } from '@engage/shared/format/platform-links';
import { Avatar } from '@engage/shared/ui/avatar';
import { CopyButton } from '@engage/shared/ui/copy-button';
import { ProgressBar } from '@engage/shared/ui/progress-bar';
import { notify } from '@engage/shared/ui/toasts';
import { shareTask } from '../api/feed-queries';
import { isWatchTask } from '../api/task-request';
import { t } from '../messages';
import { LikeButton } from './like-button';
import { TaskAction } from './task-action';
import { TaskDescription } from './task-description';
import { TaskThumbnail } from './task-thumbnail';
import { WatchPanel } from './watch-panel';

export interface TaskCardProps {
  task: Link;
  /** Whether the account the task's platform needs is linked (true when it needs none). */
  connected: boolean;
  youtubeConnected: boolean;
  verified: boolean;
}

export const TaskCard = memo(function TaskCard({ task, connected, youtubeConnected, verified }: TaskCardProps) {
  const [watching, setWatching] = useState(false);
  const titleId = useId();
  const title = taskTitle(task.platform, task.action_type);
  const watchable = isWatchTask(task);

  function openPlayer() {
    if (!youtubeConnected) return void notify.error(t('connectYoutubeToWatch'));
    setWatching(true);
  }

  return (
    <article className="eg-task" aria-labelledby={titleId} data-link-id={task.link_id}>
      <header className="eg-task__header">
        <Avatar name={task.producer_username} imageUrl={task.producer_avatar} size={40} />
        <div className="eg-task__who">
          <span className="eg-task__producer">{task.producer_username}</span>
          <time className="eg-task__time" dateTime={task.created}>
            {formatRelativeTime(task.created)}
          </time>
        </div>
        <h3 id={titleId} className="eg-task__title">
          {title}
        </h3>
      </header>

      {watching ? (
        <WatchPanel task={task} youtubeConnected={youtubeConnected} />
      ) : (
        <TaskThumbnail
          src={task.post_thumbnail}
          platform={task.platform}
          title={title}
          onOpen={watchable ? openPlayer : undefined}
        />
      )}

      <TaskDescription text={task.post_descrption} />
      {task.post_tags && (
        <ul className="eg-task__tags" aria-label="Tags">
          {parseTags(task.post_tags).map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      <ProgressBar
        label={t('targetLabel')}
        value={task.targets_reached}
        max={Math.max(task.targets_needed, 1)}
        valueText={t('targetProgress', { reached: task.targets_reached, needed: task.targets_needed })}
      />

      <footer className="eg-task__footer">
        <LikeButton task={task} verified={verified} />
        <CopyButton
          text={task.link_url}
          label={t('share')}
          copiedLabel={t('copied')}
          onCopied={() => void shareTask(task.link_id).catch(() => undefined)}
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
        <TaskAction task={task} connected={connected} verified={verified} onWatch={openPlayer} />
      </footer>
    </article>
  );
});
