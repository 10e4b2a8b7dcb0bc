/**
 * Every TanStack Query key of the app, in one place. Areas build their queries from these keys,
 * so that one area can refresh another's data without importing it: after a task action the
 * feed ("platform links"), the notifications and the balances refresh together (spec 000 §7
 * "After actions the platform-links and notifications caches are refreshed").
 *
 * Keys are arrays whose first element names the family, so `invalidateQueries({ queryKey:
 * queryKeys.feed.all })` refreshes every tab and search of the feed at once.
 */
import type { FeedPlatform } from '@engage/shared/contract/common';

export const queryKeys = {
  profile: {
    details: ['profile', 'details'] as const,
    user: ['profile', 'user'] as const,
    /** Whether an email verification code is waiting, and when a new one may be asked for. */
    emailCode: ['profile', 'email-code'] as const,
    tags: ['profile', 'tags'] as const,
    interests: ['profile', 'interests'] as const,
    /** The profile screen's four tabs (spec 001 §2), one paged list each. */
    lists: ['profile', 'lists'] as const,
    list: (tab: string) => ['profile', 'lists', tab] as const,
    /** What deleting the account now would do with its money. */
    deletion: ['profile', 'deletion'] as const,
    /** The terms, privacy policy and marketing answers on record (`users/consents/`). */
    consents: ['profile', 'consents'] as const,
  },
  feed: {
    all: ['feed'] as const,
    /** One tab of the feed with an optional search text. */
    list: (platform: FeedPlatform, search: string) => ['feed', platform, search] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    /** Tab All, page by page, and tab Unread (spec 000 §7 "Alerts"). */
    list: ['notifications', 'list'] as const,
    unread: ['notifications', 'unread'] as const,
  },
  /** Spec 001 §7 "Affiliate": the referral balances and the referred users, page by page. */
  affiliate: {
    all: ['affiliate'] as const,
    list: ['affiliate', 'list'] as const,
  },
  /** Spec 001 §7 "Reel feed": one list per filter tab ('all' or a platform). */
  reels: {
    all: ['reels'] as const,
    list: (filter: string) => ['reels', filter] as const,
  },
  /** Spec 001 §7 wallet calls: methods, schedule, transactions, and our statement. */
  wallet: {
    all: ['wallet'] as const,
    methods: ['wallet', 'methods'] as const,
    freeze: ['wallet', 'freeze'] as const,
    schedule: ['wallet', 'schedule'] as const,
    transactions: ['wallet', 'transactions'] as const,
    statements: ['wallet', 'statement'] as const,
    statement: (page: number) => ['wallet', 'statement', page] as const,
    chart: ['wallet', 'chart'] as const,
    /** One picture of the user's money (`wallet/balances/`): the wallet, the referral page and the sidebar agree on it. */
    balances: ['wallet', 'balances'] as const,
  },
  /** Spec 001 §7 "Link check", "Locations for autocomplete" and one post of its owner. */
  posting: {
    all: ['posting'] as const,
    linkCheck: (url: string) => ['posting', 'link-check', url] as const,
    post: (linkId: number) => ['posting', 'post', linkId] as const,
    /** What the PayPal checkout of a post charges (USD at the server's rate). */
    paypalPrice: (linkId: number) => ['posting', 'paypal-price', linkId] as const,
    /** Ours: what a paid post's money bought (`links/:link_id/report/`). */
    report: (linkId: number) => ['posting', 'report', linkId] as const,
    /** Ours: a receipt of a post's payment or of its unspent budget returned. */
    receipt: (kind: 'payment' | 'return', id: number) => ['posting', 'receipt', kind, id] as const,
    /** Ours: where a post's unspent budget goes when it ends (`links/:link_id/return-to/`). */
    returnChoice: (linkId: number) => ['posting', 'return-to', linkId] as const,
  },
  settings: ['settings'] as const,
  /** Ours: the producer's API keys for the resellers' panel API (docs/resellers.md). */
  resellerKeys: ['reseller-keys'] as const,
  dataExport: ['data-export'] as const,
  /** Ours: today's daily limit, what is left of it and what a withdrawal takes (changes with each credit). */
  earning: ['earning'] as const,
  /** The counties and sub-counties every location field suggests from. */
  locations: ['locations'] as const,
  /**
   * Ours: a task's claim waiting for review (its reason), as the task's answer (202, or the 409
   * of a claim already waiting) said: kept apart from the feed's pages, which do not carry it.
   */
  taskClaims: {
    all: ['task-claims'] as const,
    inReview: (linkId: number) => ['task-claims', linkId] as const,
  },
  /** Ours: claims a person decides — the consumer's own, and those waiting on a producer's posts. */
  claims: {
    all: ['claims'] as const,
    mine: ['claims', 'mine'] as const,
    toReview: (linkId: number | null) => ['claims', 'review', linkId ?? 'all'] as const,
  },
  /** Ours: the operator console's lists, each by its query (the cursor included). */
  operator: {
    all: ['operator'] as const,
    list: (route: string, query: object) => ['operator', route, query] as const,
  },
} as const;
