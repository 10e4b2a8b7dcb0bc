/**
 * Every text of the signed-in frame (sidebar, navbar, footer tabs, mobile menu, sponsored cards)
 * and the signed-out frame. (What the shell shows before either, routes/messages.ts.) The sidebar's and the
 * footer's labels are spec 000 §2's, verbatim.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  // Top navbar (spec 000 §2 "search box 'Search content', theme toggle, filters").
  openMenu: 'Open menu',
  searchContent: 'Search content',
  toLightTheme: 'Switch to light theme',
  toDarkTheme: 'Switch to dark theme',
  filters: 'Filters',
  platform: 'Platform',
  allPlatforms: 'All',

  // Left sidebar.
  welcome: 'Welcome',
  welcomeBack: 'Welcome, back',
  welcomeName: 'Welcome, {name}',
  yourProfile: 'Your profile',
  viewProfile: 'View profile',
  earnings: 'Earnings',
  pendingBalance: 'Pending balance',
  profileComplete: 'Profile {percent}% complete',
  consumerLinks: 'Consumer',
  producerLinks: 'Producer',
  account: 'Account',
  bot: 'Bot',
  addLink: 'Add a link',
  notifications: 'Notifications',
  faq: 'FAQ',
  moreProducts: 'More products',
  termsOfUse: 'Terms of use',
  producerHome: 'Producer home',
  preferences: 'Preferences',
  edit: 'Edit',
  enable: 'Enable',
  disable: 'Disable',
  linkedAccounts: 'Linked accounts',
  linkAccount: 'link account',
  community: 'Community',
  getPaid: 'Get Paid',
  helpCenter: 'Help Center',
  logOut: 'Log out',

  // The signed-out pages' language links: each language named in itself, in every language.
  languageLinks: 'Language',
  languageEnglish: 'English',
  languageKiswahili: 'Kiswahili',

  // Mobile footer tabs (spec 000 §2, §4).
  sections: 'Sections',
  home: 'Home',
  wallet: 'Wallet',
  affiliate: 'Affiliate',
  newPost: 'New Post',
  reels: 'Reels',
  alerts: 'Alerts',
  profile: 'Profile',
  /** A tab with something unread, as a screen reader hears it. */
  tabWithNews: '{tab}, new',

  // Mobile menu.
  menu: 'Menu',
  closeMenu: 'Close menu',

  // Right sidebar's sponsored cards.
  sponsored: 'Sponsored',
  growTitle: 'Grow your channel',
  growText: 'Post your YouTube or X link and real people in Kenya watch, like and follow. From {price}.',
  growAction: 'Promote a link',
  inviteTitle: 'Invite friends, earn more',
  inviteText: 'Share your referral link and earn a reward when a friend you invited funds their first post.',
  inviteAction: 'Get your link',
  reelsTitle: 'Short videos pay too',
  reelsText: 'Watch reels for at least {seconds} seconds and get credited for the view.',
  reelsAction: 'Watch reels',

  // The frame.
  skipToContent: 'Skip to content',
  privacy: 'Privacy',
  terms: 'Terms',

  // The consent page: a newer terms or privacy policy than the one accepted.
  consentTitle: "We've updated our terms and privacy policy",
  consentLead:
    'To keep using engage, read what changed and accept the new versions. Until then, nothing else can be used.',
  consentTerms: 'Terms of use, version {version}',
  consentPrivacy: 'Privacy policy, version {version}',
  consentWhatChanged: 'What changed',
  consentAccept: 'Accept',
  consentAccepting: 'Accepting…',
  consentSignOut: 'Sign out',
  consentFailed: 'Your answer was not saved. Check your connection and try again.',
};

export const t = defineMessages({ en, sw: () => import('./messages.sw') });
