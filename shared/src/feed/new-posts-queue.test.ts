import type { Link } from '@engage/shared/contract/links';
import { clearNewPosts, enqueueNewPost, newPostsStore } from './new-posts-queue';

const post = (link_id: number, created: string) => ({ link_id, created }) as Link;

describe('new posts queue (spec 000 §4)', () => {
  it('queues incoming posts newest first, once per link', () => {
    enqueueNewPost(post(1, '2026-11-22T10:00:00Z'));
    enqueueNewPost(post(2, '2026-11-22T10:01:00Z'));
    enqueueNewPost(post(1, '2026-11-22T10:00:00Z'));
    expect(newPostsStore.getState().queue.map((queued) => queued.link_id)).toEqual([1, 2]);
  });

  it('a feed refresh clears the queue and remembers the last seen created time', () => {
    clearNewPosts('2026-11-22T10:01:00Z');
    expect(newPostsStore.getState()).toEqual({ queue: [], lastSeen: '2026-11-22T10:01:00Z' });
    clearNewPosts('2026-11-22T09:00:00Z');
    expect(newPostsStore.getState().lastSeen).toBe('2026-11-22T10:01:00Z');
  });
});
