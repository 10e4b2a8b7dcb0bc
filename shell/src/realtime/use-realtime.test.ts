import { subscribe } from '@engage/shared/bus';
import type { Link } from '@engage/shared/contract/links';
import type { Notification } from '@engage/shared/contract/alerts';
import { newPostsStore } from '@engage/shared/feed/new-posts-queue';
import { useUnreadStore } from '../session/unread-store';
import { receiveAlert, receivePost } from './use-realtime';

const alert = (title: string): Notification => ({
  id: 1,
  alert_title: title,
  alert_text: 'text',
  date: '2026-11-22T10:00:00Z',
  is_seen: false,
});

describe('real-time events (spec 000 §4)', () => {
  afterEach(() => useUnreadStore.setState({ home: false, clips: false, alerts: false, wallet: false }));

  it('an alert event adds a notification and raises the alerts flag', () => {
    const heard: Notification[] = [];
    const off = subscribe('alerts:new', ({ payload }) => heard.push(payload));
    receiveAlert(alert('New follower task'));
    off();
    expect(heard).toHaveLength(1);
    expect(useUnreadStore.getState()).toMatchObject({ alerts: true, wallet: false });
  });

  it('an alert about money also raises the wallet flag', () => {
    receiveAlert(alert('You were credited KES 5.00'));
    expect(useUnreadStore.getState()).toMatchObject({ alerts: true, wallet: true });
  });

  it('a new post is queued for the feed and raises home, or clips for shorts', () => {
    receivePost({ link_id: 1, is_shorts: false } as Link);
    receivePost({ link_id: 2, is_shorts: true } as Link);
    expect(newPostsStore.getState().queue.map((post) => post.link_id)).toEqual([2, 1]);
    expect(useUnreadStore.getState()).toMatchObject({ home: true, clips: true });
  });
});
