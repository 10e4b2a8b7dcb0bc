/**
 * Every text the reels show, spec 001 texts verbatim (§8), in English here and in Kiswahili in
 * `messages.sw.ts`. Components read them through `t`. The view-credit texts are the kit's
 * (`@engage/shared/video/watch-messages`).
 */
import { defineMessages } from '@engage/shared/i18n/translate';
import { UNSUPPORTED_VIDEO_MESSAGE } from '@engage/shared/format/platform-links';

export const en = {
  pageTitle: 'Reels',
  listLabel: 'Reels',
  tabsLabel: 'Filter reels',
  // Spec 001 §8 "Reels: empty state".
  empty: 'No short-form videos found. Try adding YouTube Shorts, Instagram Reels or TikTok videos to your profile.',
  // Spec 001 §5 / §8.
  unsupported: UNSUPPORTED_VIDEO_MESSAGE,
  retry: 'Retry',
  somethingWentWrong: 'Something went wrong',
  share: 'Share',
  copied: 'copied',
  like: 'Like',
  // `count` is the count as shown ('1.5K').
  likes: { one: '{count} like', other: '{count} likes' },
  play: 'Play {title}',
  reelBy: 'Reel by {name}',
  // Ours: what watching the reel pays, from the server's reward for it.
  reward: 'Pays {amount}',
  thumbnailFailed: 'Preview unavailable',
  // Tabs: 'all' and one per short-video platform (spec 001 §5).
  tabAll: 'All',
  tabYoutube: 'YouTube Shorts',
  tabInstagram: 'Instagram Reels',
  tabTiktok: 'TikTok',
  tabFacebook: 'Facebook Reels',
};

export const t = defineMessages({ en, sw: () => import('./messages.sw') });
