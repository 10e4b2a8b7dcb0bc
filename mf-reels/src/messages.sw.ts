import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './messages';

export default {
  pageTitle: 'Video fupi',
  listLabel: 'Video fupi',
  tabsLabel: 'Chuja video fupi',
  empty:
    'Hakuna video fupi zilizopatikana. Jaribu kuongeza YouTube Shorts, Instagram Reels au video za TikTok kwenye wasifu wako.',
  unsupported: 'Aina hii ya video haitumiki',
  retry: 'Jaribu tena',
  somethingWentWrong: 'Hitilafu imetokea',
  share: 'Shiriki',
  copied: 'imenakiliwa',
  like: 'Penda',
  likes: { one: 'mtu {count} amependa', other: 'watu {count} wamependa' },
  play: 'Cheza {title}',
  reelBy: 'Video fupi ya {name}',
  reward: 'Inalipa {amount}',
  thumbnailFailed: 'Picha ya awali haipatikani',
  tabAll: 'Zote',
  tabYoutube: 'YouTube Shorts',
  tabInstagram: 'Instagram Reels',
  tabTiktok: 'TikTok',
  tabFacebook: 'Facebook Reels',
} satisfies Translation<typeof en>;
