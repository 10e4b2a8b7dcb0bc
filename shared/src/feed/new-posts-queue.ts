/**
 * New posts that arrived over the posts websocket and the feed has not shown yet (spec 000 §4:
 * "Incoming new posts are queued and fetched as the latest posts since the last seen created
 * time; a feed refresh clears the queue"). The shell fills it whatever page is open; the feed
 * reads it when it mounts or refreshes. A shared singleton, so both see one queue.
 */
import { createStore, useStore } from 'zustand';
import type { Link } from '@engage/shared/contract/links';

interface NewPostsState {
  /** Queued posts, newest first, one per link. */
  queue: Link[];
  /** The `created` time of the newest post the feed has shown: the `last_seen` to fetch from. */
  lastSeen: string | null;
}

export const newPostsStore = createStore<NewPostsState>(() => ({ queue: [], lastSeen: null }));

export function enqueueNewPost(post: Link): void {
  newPostsStore.setState((state) => ({
    queue: [post, ...state.queue.filter((queued) => queued.link_id !== post.link_id)],
  }));
}

/** A feed refresh: everything queued is now shown; `newestShown` is the newest `created` on screen. */
export function clearNewPosts(newestShown: string | null = null): void {
  newPostsStore.setState((state) => ({
    queue: [],
    lastSeen: newestShown && (!state.lastSeen || newestShown > state.lastSeen) ? newestShown : state.lastSeen,
  }));
}

export function useNewPosts<T>(select: (state: NewPostsState) => T): T {
  return useStore(newPostsStore, select);
}
