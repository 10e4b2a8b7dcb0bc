/** Spec 000 §4 "Like toggles optimistically, count adjusting by one"; rolled back with the error toast. */
import { failureMessage } from '@engage/shared/api/failure';
import { queryKeys } from '@engage/shared/api/query-keys';
import { useLikeToggle } from '@engage/task-kit/use-like-toggle';
import type { Link } from '@engage/shared/contract/links';
import { LikeToggle } from '@engage/ui/like-toggle';
import { notify } from '@engage/shared/ui/toasts';
import { useOfflineReason } from '@engage/shared/network/use-online';
import { likeTask } from '../api/feed-queries';
import { t } from '../messages';
import { refuseUnverified } from './task-action';

export function LikeButton({ task, verified }: { task: Link; verified: boolean }) {
  const toggleLike = useLikeToggle(queryKeys.feed.all, likeTask);
  const offline = useOfflineReason();
  function toggle() {
    if (!verified) return refuseUnverified();
    toggleLike(task).catch((error: unknown) => notify.error(failureMessage(error, t('somethingWentWrong'))));
  }
  return (
    <LikeToggle
      liked={task.has_liked}
      count={task.thumb_ups}
      label={t('like')}
      countText={(shown) => t('likes', { count: shown })}
      onToggle={toggle}
      disabledReason={offline}
    />
  );
}
