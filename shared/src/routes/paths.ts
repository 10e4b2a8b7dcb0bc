/**
 * Every browser route of spec 000 §2 and spec 001 §2, and which area renders it. The shell
 * builds its router from this table; a remote picks its page from it; nothing else spells a
 * path by hand.
 */
import type { EarlyRequest } from '@engage/shared/api/early-responses';
import { consumerHome } from '@engage/shared/paths/consumer-home';

export const paths = {
  root: '/',
  signin: '/signin',
  signup: '/signup',
  referral: '/ref',
  forgotPassword: '/forgotpassword',
  resetPassword: '/password/reset/confirm/:token',
  /** Ours: the "this was not me" link of the email sent when a payout number is added or changed. */
  payoutNotMe: '/payout/not-me/:token',
  privacyPolicy: '/privacy-policy',
  consumerHome,
  /** Ours: the first run after a first sign-in (interests, linked accounts, how earning works). */
  consumerWelcome: '/consumer/welcome',
  profile: '/consumer/profile',
  profileSettings: '/consumer/profile/settings',
  payments: '/consumer/payments',
  withdrawalMethods: '/consumer/payments/withdrawal-methods',
  affiliate: '/consumer/affiliate',
  addLink: '/consumer/add-link',
  editPost: '/consumer/edit-post/:postId',
  /** Ours: what a paid post's money bought (engagements, consumers, drops, money, receipts). */
  postReport: '/consumer/posts/:postId/report',
  paypalRedirect: '/consumer/paypal-redirect',
  videoReels: '/consumer/video-reels',
  notifications: '/consumer/notifications',
  producerHome: '/producer',
  bots: '/bots',
  faq: '/faq',
  community: '/community',
  moreProducts: '/more-product',
  terms: '/terms',
  /** Ours: the operator console (the people who run engage), with its own sign-in and layout. */
  operatorSignIn: '/operator/signin',
  operatorEnrol: '/operator/enrol/:token',
  operatorHome: '/operator',
  operatorMoney: '/operator/money',
  operatorPeople: '/operator/people',
  operatorPosts: '/operator/posts',
  operatorLedger: '/operator/ledger',
  operatorAudit: '/operator/audit',
  operatorHealth: '/operator/health',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

/**
 * Federation names of the remotes (the folder name in snake case), in the order the
 * shell's navigation lists them. `tooling/apps.cjs` (ports, build, start) and the root
 * `tsconfig.json` name the same areas; `areas.test.ts` fails when the three disagree, so adding
 * an area is: a folder, a line there, a line here, a reference in tsconfig (see docs/areas.md).
 */
export const areaNames = [
  'mf_auth',
  'mf_feed',
  'mf_alerts',
  'mf_profile',
  'mf_wallet',
  'mf_posting',
  'mf_affiliate',
  'mf_reels',
  'mf_operator',
] as const;

export type AreaName = (typeof areaNames)[number];

/**
 * Who may open a route: signed-out visitors only (`public`), a signed-in user of one type, or
 * anyone (`anyone`). The privacy policy is `anyone`: spec 000 §2 lists it among the public pages
 * that send a signed-in user away, but the Link accounts modal links to it for signed-in users;
 * the redirect exists to keep users off sign-in forms, so a policy page is readable by all.
 * The operator console's pages are `operator` (a signed-in operator, whatever the consumer
 * session) and `operator-public` (its sign-in and enrolment): their own layout and guard.
 */
export type RouteAccess = 'public' | 'anyone' | 'consumer' | 'producer' | 'operator' | 'operator-public';

export interface AreaRoute {
  path: AppPath;
  /** The remote that renders the page, or `shell` for pages the shell owns. */
  area: AreaName | 'shell';
  access: RouteAccess;
  /**
   * A short English name for the developer screens (standalone.tsx, area-placeholder.tsx); no
   * user sees it: a page's heading comes from its area's catalog.
   */
  title: string;
  /**
   * The API data the page shows first when opened with no query string; a signed-in page's
   * inline start fetches it before the area's code has arrived (early-responses.ts).
   */
  firstData?: readonly EarlyRequest[];
}

export const areaRoutes: readonly AreaRoute[] = [
  { path: paths.signin, area: 'mf_auth', access: 'public', title: 'Sign in' },
  { path: paths.signup, area: 'mf_auth', access: 'public', title: 'Create account' },
  { path: paths.referral, area: 'mf_auth', access: 'public', title: 'Create account' },
  { path: paths.forgotPassword, area: 'mf_auth', access: 'public', title: 'Forgot password' },
  { path: paths.resetPassword, area: 'mf_auth', access: 'public', title: 'Reset password' },
  { path: paths.privacyPolicy, area: 'mf_auth', access: 'anyone', title: 'Privacy policy' },
  // Opened from an email, signed in or not.
  { path: paths.payoutNotMe, area: 'mf_auth', access: 'anyone', title: 'This was not me' },
  {
    path: paths.consumerHome,
    area: 'mf_feed',
    access: 'consumer',
    title: 'Home',
    // The earning summary sits above the list: fetched with it, it is drawn with it, not after.
    firstData: [{ route: 'feed', params: { platform: 'all' }, query: { page: 1 } }, { route: 'earning' }],
  },
  { path: paths.notifications, area: 'mf_alerts', access: 'consumer', title: 'Alerts' },
  { path: paths.profile, area: 'mf_profile', access: 'consumer', title: 'Profile' },
  { path: paths.consumerWelcome, area: 'mf_profile', access: 'consumer', title: 'Welcome' },
  { path: paths.profileSettings, area: 'mf_profile', access: 'consumer', title: 'Profile settings' },
  { path: paths.postReport, area: 'mf_profile', access: 'consumer', title: 'Post report' },
  { path: paths.payments, area: 'mf_wallet', access: 'consumer', title: 'Wallet' },
  { path: paths.withdrawalMethods, area: 'mf_wallet', access: 'consumer', title: 'Withdrawal methods' },
  { path: paths.addLink, area: 'mf_posting', access: 'consumer', title: 'New post' },
  { path: paths.editPost, area: 'mf_posting', access: 'consumer', title: 'Edit post' },
  { path: paths.paypalRedirect, area: 'mf_posting', access: 'consumer', title: 'Finishing payment' },
  { path: paths.affiliate, area: 'mf_affiliate', access: 'consumer', title: 'Affiliate' },
  { path: paths.videoReels, area: 'mf_reels', access: 'consumer', title: 'Reels' },
  { path: paths.producerHome, area: 'shell', access: 'producer', title: 'Producer' },
  { path: paths.bots, area: 'shell', access: 'consumer', title: 'Bot' },
  { path: paths.faq, area: 'shell', access: 'consumer', title: 'FAQ' },
  { path: paths.community, area: 'shell', access: 'consumer', title: 'Community' },
  { path: paths.moreProducts, area: 'shell', access: 'consumer', title: 'More products' },
  // Anyone: the sign-up form and the consent page ask people to accept them before they are in.
  { path: paths.terms, area: 'shell', access: 'anyone', title: 'Terms of use' },
  { path: paths.operatorSignIn, area: 'mf_operator', access: 'operator-public', title: 'Operator sign-in' },
  { path: paths.operatorEnrol, area: 'mf_operator', access: 'operator-public', title: 'Set up your operator account' },
  { path: paths.operatorHome, area: 'mf_operator', access: 'operator', title: 'Claims to review' },
  { path: paths.operatorMoney, area: 'mf_operator', access: 'operator', title: 'Payouts' },
  { path: paths.operatorPeople, area: 'mf_operator', access: 'operator', title: 'An account' },
  { path: paths.operatorPosts, area: 'mf_operator', access: 'operator', title: 'Posts' },
  { path: paths.operatorLedger, area: 'mf_operator', access: 'operator', title: 'Balance adjustments' },
  { path: paths.operatorAudit, area: 'mf_operator', access: 'operator', title: 'Audit log' },
  { path: paths.operatorHealth, area: 'mf_operator', access: 'operator', title: 'Area health' },
];

/** The route-table entry for a URL path (`:param` segments match any one segment). */
export function routeAt(pathname: string): AreaRoute | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return areaRoutes.find((route) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}

/** The routes one area renders. */
export function routesOf(area: AreaName): AreaRoute[] {
  return areaRoutes.filter((route) => route.area === area);
}

/** Fills `:name` segments of a path pattern, e.g. `pathTo(paths.editPost, { postId: '7' })`. */
export function pathTo(pattern: AppPath, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo: missing "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
