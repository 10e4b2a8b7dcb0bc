/**
 * The shell's two websockets (spec 000 §7): `/ws/posts/?token=` (`new_post` with
 * `post`) and `/ws/alerts/?token=` (`alert` or `new_notification` with `payload`). Alerts are
 * republished on the bus and new posts queued for the feed (`@engage/shared/feed/new-posts-queue`),
 * which may not be on screen when they arrive; both raise the unread flags. After a reconnect the
 * shell fetches what it missed with `latest=true&last_seen=` and passes it on the same way.
 *
 * Flags: a new post raises `home` (or `clips` for shorts and reels); an alert raises `alerts`,
 * and also `wallet` when it is about money (`about_money`: credits, withdrawals, payments) — our
 * decision, the spec names the flag but not its events. A money alert is also republished as `money:changed`,
 * which the pages showing money answer by loading it afresh.
 */
import { useEffect } from 'react';
import { callApi } from '@engage/shared/api/client';
import { publish } from '@engage/shared/bus';
import { enqueueNewPost } from '@engage/shared/feed/new-posts-queue';
import type { Link } from '@engage/shared/contract/links';
import type { Notification } from '@engage/shared/contract/alerts';
import { useSession } from '@engage/shared/session';
import { useUnreadStore } from '../session/unread-store';
import { RealtimeConnection } from './realtime-connection';
import { SeenEvents } from './seen-events';

export function receivePost(post: Link): void {
  enqueueNewPost(post);
  useUnreadStore.getState().set(post.is_shorts ? 'clips' : 'home', true);
}

export function receiveAlert(payload: Notification): void {
  publish('alerts:new', { payload });
  const store = useUnreadStore.getState();
  store.set('alerts', true);
  if (payload.about_money) {
    store.set('wallet', true);
    // Whatever shows money on this page (another tab's withdrawal included) loads it afresh.
    publish('money:changed', {});
  }
}

export function useRealtime(wsBaseUrl: string): void {
  const token = useSession((state) => state.token);

  useEffect(() => {
    if (!token || !wsBaseUrl) return undefined; // signed out, or no websocket configured
    const opened = new Date();
    const seenPosts = new SeenEvents(opened);
    const seenAlerts = new SeenEvents(opened);
    const post = (link: Link) => {
      if (seenPosts.take(link.link_id, link.created)) receivePost(link);
    };
    const alert = (payload: Notification) => {
      if (seenAlerts.take(payload.id, payload.date)) receiveAlert(payload);
    };
    const url = (path: string) => `${wsBaseUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

    const posts = new RealtimeConnection({
      url: () => url('/ws/posts/'),
      onMessage: (message) => {
        const event = message as { type?: string; post?: Link };
        if (event.type === 'new_post' && event.post) post(event.post);
      },
      onReconnect: () => {
        const lastSeen = seenPosts.catchUpFrom();
        void callApi('feed', null, { params: { platform: 'all' }, query: { latest: true, last_seen: lastSeen } })
          .then((page) => page.results.forEach(post))
          .catch((error: unknown) => console.warn('[realtime] could not catch up on posts', error));
      },
    });

    const alerts = new RealtimeConnection({
      url: () => url('/ws/alerts/'),
      onMessage: (message) => {
        const event = message as { type?: string; payload?: Notification };
        if ((event.type === 'alert' || event.type === 'new_notification') && event.payload) alert(event.payload);
      },
      onReconnect: () => {
        const lastSeen = seenAlerts.catchUpFrom();
        void callApi('alerts', null, { query: { latest: true, last_seen: lastSeen } })
          .then((page) => page.results.forEach(alert))
          .catch((error: unknown) => console.warn('[realtime] could not catch up on alerts', error));
      },
    });

    posts.start();
    alerts.start();
    return () => {
      posts.stop();
      alerts.stop();
    };
  }, [token, wsBaseUrl]);
}
