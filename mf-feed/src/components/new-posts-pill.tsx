/**
 * Spec 000 §4 "Incoming new posts are queued and fetched as the latest posts since the last
 * seen created time": the shell queues them from the posts websocket; this pill shows how many
 * and, when tapped, fetches `latest=true&last_seen=` and puts them on top of the list.
 */
import { failureMessage } from '@engage/shared/api/failure';
import type { FeedPlatform } from '@engage/shared/contract/common';
import { useNewPosts } from '@engage/shared/feed/new-posts-queue';
import { notify } from '@engage/shared/ui/toasts';
import { useShowNewPosts } from '../api/feed-queries';
import { t } from '../messages';

interface NewPostsPillProps {
  platform: FeedPlatform;
  search: string;
}

export function NewPostsPill({ platform, search }: NewPostsPillProps) {
  const count = useNewPosts((state) => state.queue.length);
  const lastSeen = useNewPosts((state) => state.lastSeen);
  const show = useShowNewPosts(platform, search);
  const loading = show.isPending;
  if (count === 0) return null;

  async function showNewPosts() {
    try {
      await show.mutateAsync(lastSeen ?? new Date(0).toISOString());
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      notify.error(failureMessage(error, t('somethingWentWrong')));
    }
  }

  return (
    <div className="eg-feed__pill-row">
      <button type="button" className="eg-feed__pill" disabled={loading} onClick={() => void showNewPosts()}>
        ↑ {t('newPosts', { count })}
      </button>
    </div>
  );
}
