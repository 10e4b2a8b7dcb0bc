/** Spec 000 §4 "Like toggles optimistically, count adjusting by one"; rolled back with the error toast. */
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@engage/shared/api/failure';
import type { Link } from '@engage/shared/contract/links';
import { formatCount } from '@engage/shared/format/numbers';
import { notify } from '@engage/shared/ui/toasts';
import { toggleLike } from '../api/feed-queries';
import { t } from '../messages';
import { refuseUnverified } from './task-action';

export function LikeButton({ task, verified }: { task: Link; verified: boolean }) {
  const client = useQueryClient();
  function toggle() {
    if (!verified) return refuseUnverified();
    toggleLike(client, task).catch((error: unknown) => notify.error(failureMessage(error, t('somethingWentWrong'))));
  }
  return (
    <button
      type="button"
      className={`eg-chip ${task.has_liked ? 'eg-task__like--on' : ''}`}
      aria-pressed={task.has_liked}
      aria-label={`${t('like')} (${t('likes', { count: task.thumb_ups })})`}
      onClick={toggle}
    >
      <span aria-hidden="true">{task.has_liked ? '♥' : '♡'}</span> {formatCount(task.thumb_ups)}
    </button>
  );
}
