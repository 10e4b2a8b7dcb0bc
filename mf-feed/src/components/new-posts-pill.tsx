/**
 * Spec 000 §4 "Incoming new posts are queued and fetched as the latest posts since the last
 * seen created time": the shell queues them from the posts websocket; this pill shows how many
 * and, when tapped, fetches `latest=true&last_seen=` and puts them on top of the list.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@engage/shared/api/failure';
import type { FeedPlatform } from '@engage/shared/contract/common';
import { clearNewPosts, useNewPosts } from '@engage/shared/feed/new-posts-queue';
import { notify } from '@engage/shared/ui/toasts';
import { fetchLatest, newestCreated, prependTasks } from '../api/feed-queries';
import { t } from '../messages';

interface NewPostsPillProps {
  platform: FeedPlatform;
  search: string;
}

export function NewPostsPill({ platform, search }: NewPostsPillProps) {
  const count = useNewPosts((state) => state.queue.length);
  const lastSeen = useNewPosts((state) => state.lastSeen);
  const [loading, setLoading] = useState(false);
  const client = useQueryClient();
  if (count === 0) return null;

  async function showNewPosts() {
    setLoading(true);
    try {
      const since = lastSeen ?? new Date(0).toISOString();
      const latest = await fetchLatest(platform, since);
      prependTasks(client, platform, search, latest.results);
      clearNewPosts(newestCreated(latest.results) ?? since);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      notify.error(failureMessage(error, t('somethingWentWrong')));
    } finally {
      setLoading(false);
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
