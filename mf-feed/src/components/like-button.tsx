/** Spec 000 §4 "Like toggles optimistically, count adjusting by one"; rolled back with the error toast. */
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@engage/shared/api/failure';
import type { Link } from '@engage/shared/contract/links';
import { LikeToggle } from '@engage/shared/ui/like-toggle';
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
    <LikeToggle
      liked={task.has_liked}
      count={task.thumb_ups}
      label={t('like')}
      countText={(shown) => t('likes', { count: shown })}
      onToggle={toggle}
    />
  );
}
