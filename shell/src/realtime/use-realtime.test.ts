import { subscribe } from '@engage/shared/bus';
import type { Link } from '@engage/shared/contract/links';
import type { Notification } from '@engage/shared/contract/alerts';
import { newPostsStore } from '@engage/shared/feed/new-posts-queue';
import { useUnreadStore } from '../session/unread-store';
import { receiveAlert, receivePost } from './use-realtime';

const alert = (title: string, aboutMoney = false): Notification => ({
  id: 1,
  alert_title: title,
  alert_text: 'text',
  date: '2026-11-22T10:00:00Z',
  is_seen: false,
  about_money: aboutMoney,
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
    receiveAlert(alert('Task credited', true));
    expect(useUnreadStore.getState()).toMatchObject({ alerts: true, wallet: true });
  });

  it('an alert the server marks as about money, in either language, tells the pages that money moved', () => {
    let heard = 0;
    const off = subscribe('money:changed', () => (heard += 1));
    receiveAlert(alert('Withdrawal sent', true));
    receiveAlert(alert('Pesa zimetumwa', true));
    // The words alone decide nothing: a verified email mentions no money, a title may.
    receiveAlert(alert('Payment of attention to your account', false));
    off();
    expect(heard).toBe(2);
  });

  it('a new post is queued for the feed and raises home, or clips for shorts', () => {
    receivePost({ link_id: 1, is_shorts: false } as Link);
    receivePost({ link_id: 2, is_shorts: true } as Link);
    expect(newPostsStore.getState().queue.map((post) => post.link_id)).toEqual([2, 1]);
    expect(useUnreadStore.getState()).toMatchObject({ home: true, clips: true });
  });
});
