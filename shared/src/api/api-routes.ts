/**
 * The route table: every call of spec 000 §7 and spec 001 §7, one entry each, with its method and
 * path; what each takes and answers is under the same name in `api-contract.ts`. The browser
 * client (`api/client.ts`) and the API server both import it, so it has no runtime dependency.
 *
 * Paths are relative to the API base URL (e.g. `http://localhost:4000/api/`), lowercase, with a
 * trailing slash, Django REST style. `:name` segments are filled by {@link apiPath}.
 *
 * Paths the specs show are used as shown: `users/list-interests/`, `users/profile-details/`,
 * `get-locations/`, `wallet/paypal-execute/`, `actions/youtube-views/`, the feed `{platform}/`,
 * the reaction `{link_id}/action/{action}/`, the withdrawal-method update "method {id}/".
 *
 * Decisions for the paths the specs leave "not shown":
 * - Auth under `users/`: `users/login/`, `users/register/`, `users/google-login/`,
 *   `users/token/refresh/`, `users/logout/`, `users/verify-email/`, `users/request-otp/`,
 *   `users/forgot-password/`, `users/password-reset/`.
 * - Account under `users/`: `users/profile/` (GET/PUT, the settings user), `users/account/`
 *   (PUT interests/experience, DELETE the account), `users/action-history/`, `users/tags/`,
 *   `users/bot/activate/`, `users/connect/{youtube,twitter,instagram}/`, `users/disconnect/`,
 *   and ours, `users/first-run/` (the first run was finished or skipped).
 * - Task endpoints sit under `actions/` beside the view credit the spec shows
 *   (`actions/youtube-views/`): `actions/youtube-sub/` … `actions/instagram-comment/`, and the
 *   Facebook equivalents `actions/facebook-follow/`, `-like/`, `-p-views/`, `-comment/`.
 * - Alerts: `alerts/` (list), `alerts/unread/`, `alerts/:id/read/`, `alerts/:id/delete/`,
 *   `alerts/delete-all/` (the spec's "POST read one {id}/", "POST delete one {id}/").
 * - Links: `links/check/?url=` (serves both spec 000 "Link details" and spec 001 "Link check"),
 *   `links/save/`, `links/delete-draft/`, `links/my-posts/`, `links/liked/`, `links/drafts/`,
 *   and ours, `links/:link_id/report/`, `links/:link_id/return-to/`, `receipts/payment/:id/`, `receipts/return/:link_id/`.
 * - Wallet: `wallet/withdrawal-methods/` (GET list, POST create), `wallet/withdrawal-methods/:id/`
 *   (PATCH update, DELETE), `wallet/withdrawal-methods/:id/primary/`, `wallet/withdraw/`,
 *   `wallet/transactions/`, `wallet/schedule/` (GET/PATCH), `wallet/checkout/paypal/`,
 *   `wallet/checkout/card/`, `wallet/checkout/mpesa/`.
 * - Affiliate: `affiliate/?page=`, `affiliate/withdraw/`.
 * - Reels: `reels/?page=&filter=`, `reels/interact/`, `reels/watch-time/`.
 * - Claims a person decides (ours): the consumer's `claims/`, `claims/:id/`, `claims/:id/appeal/`;
 *   the producer's `reviews/`, `reviews/:id/approve/`, `reviews/:id/refuse/`.
 * - The draft delete ("call {link_id}") is a POST: a DELETE with a JSON body is dropped by some
 *   proxies. The disconnect stays a DELETE with a body because the spec says so.
 *
 * The feed `:platform/` and the reaction `:link_id/action/:action/` sit at the root of the API;
 * the server must register the fixed first segments (`users`, `alerts`, `links`, `wallet`,
 * `affiliate`, `reels`, `actions`, `claims`, `reviews`, `receipts`, `get-locations`, `operator`, `reseller`, `telemetry`, `area-releases`, `deploys`) before them and constrain `:platform` to
 * all|youtube|twitter|instagram|tiktok|facebook and `:link_id` to digits.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  /** Relative to the API base URL, lowercase, trailing slash; `:name` marks a path parameter. */
  readonly path: string;
}

export const apiRoutes = {
  // --- Auth (spec 000 §7) ---------------------------------------------------------------------
  /** Spec 000 §7 "Login | POST {email, password}; path not shown". */
  login: { method: 'POST', path: 'users/login/' },
  /** Spec 000 §7 "Register | POST {email, password, user_type} or {email, password, type, referral_code?}; path not shown". */
  register: { method: 'POST', path: 'users/register/' },
  /** Spec 000 §7 "Google sign-in | ... then register/login with {email, password, role, referral_code?}; path not shown". */
  googleLogin: { method: 'POST', path: 'users/google-login/' },
  /** Token refresh, not in the spec's table: a 401 triggers one refresh. */
  refreshToken: { method: 'POST', path: 'users/token/refresh/' },
  /** Spec 000 §4 "back to logged out on logout" — server-side logout, not in the spec's table. */
  logout: { method: 'POST', path: 'users/logout/' },
  /** Ours: an access token for an embedded area, scoped so it cannot move money (docs/integrators.md). */
  embedToken: { method: 'POST', path: 'users/token/embed/' },
  /** Ours: prove presence ({password} or {code}) before what moves money; lasts five minutes. */
  stepUp: { method: 'POST', path: 'users/step-up/' },
  /** Ours: email a step-up code, for an account without a password. */
  stepUpCode: { method: 'POST', path: 'users/step-up/code/' },
  /** Spec 000 §7 "Verify email | POST {otp_code}; path not shown". */
  verifyEmail: { method: 'POST', path: 'users/verify-email/' },
  /** Spec 000 §7 "Request OTP | POST; payload not shown". */
  requestOtp: { method: 'POST', path: 'users/request-otp/' },
  /** Ours: is a verification code waiting, and when may a new one be asked for (no email sent). */
  emailCodeStatus: { method: 'GET', path: 'users/request-otp/' },
  /** Spec 000 §7 "Forgot / reset | POST {email}; ... paths not shown". */
  forgotPassword: { method: 'POST', path: 'users/forgot-password/' },
  /** Spec 000 §7 "Forgot / reset | ...; POST {password, token, uidb64}; paths not shown". */
  passwordReset: { method: 'POST', path: 'users/password-reset/' },

  // --- Profile and account (spec 000 §7, spec 001 §7) -----------------------------------------
  /** Spec 000 §7 "Interests list | GET users/list-interests/". */
  interests: { method: 'GET', path: 'users/list-interests/' },
  /** Spec 000 §7 "Profile | GET"; spec 001 §7 "Profile ... | GET" (the settings user, email_verified). */
  profile: { method: 'GET', path: 'users/profile/' },
  /** Spec 000 §7 "Profile | ... PUT (payload not shown)"; spec 001 §7 "Visibility update | {profile: {profile_visibility}}". */
  profileUpdate: { method: 'PUT', path: 'users/profile/' },
  /** Spec 000 §7 "GET and PUT profile-details" (GET). */
  profileDetails: { method: 'GET', path: 'users/profile-details/' },
  /** Spec 000 §7 "GET and PUT profile-details" (PUT); spec 001 §7 "Profile update | profile detail fields" and "Avatar upload | PUT | users/profile-details/, multipart with avatar". */
  profileDetailsUpdate: { method: 'PUT', path: 'users/profile-details/' },
  /** Spec 000 §7 "PUT account update {interests}"; spec 001 §7 "Experience/interests update | {experience_level} or {interests}". */
  accountUpdate: { method: 'PUT', path: 'users/account/' },
  /** Spec 000 §7 "DELETE account"; spec 001 §7 "Account deletion | call | empty body, then logout". */
  accountDelete: { method: 'DELETE', path: 'users/account/' },
  /** Ours: what deleting the account would do with its money, shown before the user confirms. */
  accountDeletion: { method: 'GET', path: 'users/account/deletion/' },
  /** Spec 000 §7 "GET action history"; spec 001 §7 "actions history ... | GET | lists under results". */
  actionHistory: { method: 'GET', path: 'users/action-history/' },
  /** Spec 000 §7 "User tags | GET; response interests; path not shown". */
  userTags: { method: 'GET', path: 'users/tags/' },
  /** Spec 000 §7 "Activate bot | POST, no body". */
  botActivate: { method: 'POST', path: 'users/bot/activate/' },
  /** Spec 000 §7 "Connect YouTube / Twitter | POST | auth_url, redirect" (YouTube). */
  connectYoutube: { method: 'POST', path: 'users/connect/youtube/' },
  /** Spec 000 §7 "Connect YouTube / Twitter | POST | auth_url, redirect" (Twitter). */
  connectTwitter: { method: 'POST', path: 'users/connect/twitter/' },
  /** Spec 000 §7 "Connect Instagram | POST {ig_username, ig_password}". */
  connectInstagram: { method: 'POST', path: 'users/connect/instagram/' },
  /** Spec 000 §7 "Disconnect | DELETE {platform} lowercase". */
  disconnect: { method: 'DELETE', path: 'users/disconnect/' },
  /** Spec 001 §7 "Locations for autocomplete | GET | get-locations/". */
  locations: { method: 'GET', path: 'get-locations/' },
  /** Ours: the first run was finished or skipped (the profile detail's `onboarded_at`); no body. */
  firstRun: { method: 'POST', path: 'users/first-run/' },
  /** Ours: the language chosen in Preferences, kept on the account (`{language: 'en' | 'sw'}`). */
  languageUpdate: { method: 'PUT', path: 'users/language/' },
  /** Ours: the terms, privacy policy and marketing answers on record, and what must be accepted. */
  consents: { method: 'GET', path: 'users/consents/' },
  /** Ours: accept the current terms and privacy policy (`{terms_version, privacy_version}`). */
  consentAccept: { method: 'POST', path: 'users/consents/' },
  /** Ours: news and offers by email, on or off (`{marketing}`). */
  marketingUpdate: { method: 'PUT', path: 'users/consents/marketing/' },

  // --- Settings (ours) ------------------------------------------------------------------------
  /** The server's settings the browser follows (the configurable minimum watch time, spec 000 §9). */
  settings: { method: 'GET', path: 'settings/' },

  // --- Feed and tasks (spec 000 §7) -----------------------------------------------------------
  /** Spec 000 §7 "Feed | GET {platform}/?page={n}, or ?latest=true&last_seen={time}; shorts add shorts=true". */
  feed: { method: 'GET', path: ':platform/' },
  /** Spec 000 §7 "Reaction | POST {link_id}/action/{action}/". */
  reaction: { method: 'POST', path: ':link_id/action/:action/' },
  /** Spec 000 §7 "Link details | GET with url= (manual trigger)" — same endpoint as {@link apiRoutes.linkCheck}. */
  linkDetails: { method: 'GET', path: 'links/check/' },
  /** Spec 000 §7 "View credit | POST /actions/youtube-views/ {watch_time, link_id}". */
  youtubeView: { method: 'POST', path: 'actions/youtube-views/' },
  /** Ours: the watch ticket — the player of this video started now; a view credit may claim no more time than has passed since. */
  watchStart: { method: 'POST', path: 'actions/watch-start/' },
  /** Ours: the playing player's current time, every few seconds; a view is credited from what these add up to. */
  watchProgress: { method: 'POST', path: 'actions/watch-progress/' },
  /** Ours: today's daily limit and what is left of it, and how many tasks a withdrawal takes. */
  earning: { method: 'GET', path: 'earning/today/' },
  /** Spec 000 §7 "YouTube tasks | POST youtube-sub/ {channel_id, link_id}". */
  youtubeSub: { method: 'POST', path: 'actions/youtube-sub/' },
  /** Spec 000 §7 "YouTube tasks | POST ... youtube-like/ {video_id, link_id}". */
  youtubeLike: { method: 'POST', path: 'actions/youtube-like/' },
  /** Spec 000 §7 "YouTube tasks | POST ... youtube-comment/ {link_id, text}". */
  youtubeComment: { method: 'POST', path: 'actions/youtube-comment/' },
  /** Spec 000 §7 "Twitter tasks | POST twitter-follow/ ... {link_id}". */
  twitterFollow: { method: 'POST', path: 'actions/twitter-follow/' },
  /** Spec 000 §7 "Twitter tasks | POST ... twitter-like/ ... {link_id}". */
  twitterLike: { method: 'POST', path: 'actions/twitter-like/' },
  /** Spec 000 §7 "Twitter tasks | POST ... twitter-retweet/ ... {link_id}". */
  twitterRetweet: { method: 'POST', path: 'actions/twitter-retweet/' },
  /** Spec 000 §7 "Twitter tasks | POST ... twitter-bookmark/ {link_id}". */
  twitterBookmark: { method: 'POST', path: 'actions/twitter-bookmark/' },
  /** Spec 000 §7 "Twitter tasks | POST ... twitter-reply/ {link_id, text}". */
  twitterReply: { method: 'POST', path: 'actions/twitter-reply/' },
  /** Spec 000 §7 "Instagram tasks | POST instagram-follow/ ... {post_url, link_id}". */
  instagramFollow: { method: 'POST', path: 'actions/instagram-follow/' },
  /** Spec 000 §7 "Instagram tasks | POST ... instagram-like/ ... {post_url, link_id}". */
  instagramLike: { method: 'POST', path: 'actions/instagram-like/' },
  /** Spec 000 §7 "Instagram tasks | POST ... instagram-p-views/ {post_url, link_id}". */
  instagramPostViews: { method: 'POST', path: 'actions/instagram-p-views/' },
  /** Spec 000 §7 "Instagram tasks | POST ... instagram-comment/ {post_url, text}". */
  instagramComment: { method: 'POST', path: 'actions/instagram-comment/' },
  /** Spec 000 §7 "Facebook | instagram-style endpoints with post_url only" (follow). */
  facebookFollow: { method: 'POST', path: 'actions/facebook-follow/' },
  /** Spec 000 §7 "Facebook | instagram-style endpoints with post_url only" (like). */
  facebookLike: { method: 'POST', path: 'actions/facebook-like/' },
  /** Spec 000 §7 "Facebook | instagram-style endpoints with post_url only" (post views). */
  facebookPostViews: { method: 'POST', path: 'actions/facebook-p-views/' },
  /** Spec 000 §7 "Facebook | instagram-style endpoints with post_url only" (comment, with text). */
  facebookComment: { method: 'POST', path: 'actions/facebook-comment/' },

  // --- Claims and review (ours, docs/review.md) ----------------------------------------------
  /** Ours: the consumer's own task claims and their state, newest first, `?page=`. */
  myClaims: { method: 'GET', path: 'claims/' },
  /** Ours: one of the consumer's own claims. */
  myClaim: { method: 'GET', path: 'claims/:id/' },
  /** Ours: the one appeal of a refused claim, `{note}`. */
  claimAppeal: { method: 'POST', path: 'claims/:id/appeal/' },
  /** Ours: claims on the producer's posts waiting for their decision, `?page=&link_id=`. */
  claimsToReview: { method: 'GET', path: 'reviews/' },
  /** Ours: the producer approves a claim on their post (it is paid from the post's escrow). */
  claimApprove: { method: 'POST', path: 'reviews/:id/approve/' },
  /** Ours: the producer refuses a claim on their post, `{reason}` (required). */
  claimRefuse: { method: 'POST', path: 'reviews/:id/refuse/' },

  // --- Alerts (spec 000 §7) -------------------------------------------------------------------
  /** Spec 000 §7 "Alerts | GET list (page, or latest=true and last_seen)". */
  alerts: { method: 'GET', path: 'alerts/' },
  /** Spec 000 §7 "Alerts | ... GET unread (results)". */
  alertsUnread: { method: 'GET', path: 'alerts/unread/' },
  /** Spec 000 §7 "Alerts | ... POST read one {id}/". */
  alertRead: { method: 'POST', path: 'alerts/:id/read/' },
  /** Spec 000 §7 "Alerts | ... POST delete one {id}/". */
  alertDelete: { method: 'POST', path: 'alerts/:id/delete/' },
  /** Spec 000 §7 "Alerts | ... POST delete all". */
  alertsDeleteAll: { method: 'POST', path: 'alerts/delete-all/' },

  // --- Posting (spec 001 §7) ------------------------------------------------------------------
  /** Spec 001 §7 "Link check | query by url | returns available_actions etc." */
  linkCheck: { method: 'GET', path: 'links/check/' },
  /** Spec 001 §7 "Post save | mutation | link_id (when editing), link_url, ... post_thumbnail; returns link_id". */
  linkSave: { method: 'POST', path: 'links/save/' },
  /** Spec 001 §7 "Draft delete | call | {link_id}". */
  draftDelete: { method: 'POST', path: 'links/delete-draft/' },
  /** Spec 001 §7 "Profile, actions history, my posts, ... | GET | lists under results" (my posts). */
  myPosts: { method: 'GET', path: 'links/my-posts/' },
  /** Spec 001 §7 "Profile, actions history, my posts, liked posts, ... | GET | lists under results" (liked posts). */
  likedPosts: { method: 'GET', path: 'links/liked/' },
  /** Spec 001 §7 "Profile, ..., drafted posts | GET | lists under results" (drafted posts). */
  draftPosts: { method: 'GET', path: 'links/drafts/' },
  /** Ours: one post of its owner, for the edit page without navigation state and the M-PESA wait. */
  ownPost: { method: 'GET', path: 'links/:link_id/' },
  /** Ours: the producer pauses, resumes or cancels their post. */
  postAction: { method: 'POST', path: 'links/:link_id/actions/' },
  /** Ours: where a post's unspent budget goes when it ends (the engage balance or the paying provider). */
  returnChoice: { method: 'GET', path: 'links/:link_id/return-to/' },
  /** Ours: the producer changes that while the post has not ended. */
  returnToSet: { method: 'POST', path: 'links/:link_id/return-to/' },
  /** Ours: what a paid post's money bought: engagements per day, who acted, drops, money. */
  postReport: { method: 'GET', path: 'links/:link_id/report/' },
  /** Ours: the receipt of a completed payment for a post (`?format=pdf` for a PDF). */
  paymentReceipt: { method: 'GET', path: 'receipts/payment/:id/' },
  /** Ours: the receipt of a closed post's unspent budget returned (`?format=pdf` for a PDF). */
  returnReceipt: { method: 'GET', path: 'receipts/return/:link_id/' },
  /** Spec 001 §7 "Checkout, PayPal | POST | {targets_needed, link_id} -> checkout_url". */
  checkoutPaypal: { method: 'POST', path: 'wallet/checkout/paypal/' },
  /** Ours: what the PayPal checkout of a post charges in USD, and the rate, shown before paying. */
  checkoutPaypalPrice: { method: 'GET', path: 'wallet/checkout/paypal/price/' },
  /** Spec 001 §7 "Checkout, card | POST | {link_id} -> checkout_url". */
  checkoutCard: { method: 'POST', path: 'wallet/checkout/card/' },
  /** Spec 001 §7 "Checkout, M-pesa | POST | {phone as 254 plus digits, link_id} -> message". */
  checkoutMpesa: { method: 'POST', path: 'wallet/checkout/mpesa/' },
  /** Ours: `{link_id}` -> message; the post paid from the producer's engage balance, at once. */
  checkoutBalance: { method: 'POST', path: 'wallet/checkout/balance/' },
  /** Spec 001 §7 "Card-provider payment finish | POST | wallet/paypal-execute/ with {paymentId, payerId, token}". */
  paypalExecute: { method: 'POST', path: 'wallet/paypal-execute/' },

  // --- Wallet (spec 001 §7) -------------------------------------------------------------------
  /** Spec 001 §7 "Withdrawal methods list | GET | path not shown". */
  withdrawalMethods: { method: 'GET', path: 'wallet/withdrawal-methods/' },
  /** Spec 001 §7 "Create method | POST | {method_type, mpesa_phone, first_name, last_name, country, id_number}". */
  withdrawalMethodCreate: { method: 'POST', path: 'wallet/withdrawal-methods/' },
  /** Spec 001 §7 "Update method | PATCH | same fields plus id; path shape: method {id}/". */
  withdrawalMethodUpdate: { method: 'PATCH', path: 'wallet/withdrawal-methods/:id/' },
  /** Spec 001 §7 "Delete method | DELETE | by id; path not shown". */
  withdrawalMethodDelete: { method: 'DELETE', path: 'wallet/withdrawal-methods/:id/' },
  /** Spec 001 §7 "Set primary method | POST | path not shown". */
  withdrawalMethodSetPrimary: { method: 'POST', path: 'wallet/withdrawal-methods/:id/primary/' },
  /** Ours: the one-tap "this was not me" of a payout number email: freezes withdrawals. */
  payoutNotMe: { method: 'POST', path: 'wallet/not-me/' },
  /** Ours: whether withdrawals are frozen, and why. */
  withdrawalsFreeze: { method: 'GET', path: 'wallet/freeze/' },
  /** Ours: the owner unfreezes withdrawals after a step-up. */
  withdrawalsUnfreeze: { method: 'POST', path: 'wallet/unfreeze/' },
  /** Spec 001 §7 "Withdraw | POST | {amount, original_currency, original_amount, method, is_automatic}". */
  withdraw: { method: 'POST', path: 'wallet/withdraw/' },
  /** Spec 001 §7 "Transaction history | GET | results.transactions list". */
  transactions: { method: 'GET', path: 'wallet/transactions/' },
  /** Spec 001 §7 "Withdrawal schedule | GET / PATCH | GET returns frequency, minimum_amount, next_payout". */
  withdrawalSchedule: { method: 'GET', path: 'wallet/schedule/' },
  /** Spec 001 §7 "Withdrawal schedule | GET / PATCH | ... PATCH sends frequency, minimum_amount". */
  withdrawalScheduleUpdate: { method: 'PATCH', path: 'wallet/schedule/' },
  /** Ours: the user's statement, every ledger movement with running balances, `?page=&page_size=`. */
  walletStatement: { method: 'GET', path: 'wallet/statement/' },
  /** Ours: one picture of the user's money (withdrawable now by source, pending and when, on its way). */
  walletBalances: { method: 'GET', path: 'wallet/balances/' },
  /** Ours: the user's earnings, payouts and withholding tax of a calendar year, `?year=&format=csv`. */
  walletEarningsStatement: { method: 'GET', path: 'wallet/earnings-statement/' },

  // --- Privacy (ours, docs/privacy.md) ---------------------------------------------------------
  /** Ours: the user's newest "Download my data" export: preparing, ready (until `expires_at`) or expired. */
  dataExport: { method: 'GET', path: 'users/data-export/' },
  /** Ours: asks for an export, answered 202; while one is preparing or ready, that one is answered. */
  dataExportRequest: { method: 'POST', path: 'users/data-export/' },
  /** Ours: a ready export's file (`json` or `csv`), with its token and the owner's session. */
  dataExportFile: { method: 'GET', path: 'users/data-export/:token/:file/' },

  // --- Resellers (ours, docs/resellers.md) ----------------------------------------------------
  /** Ours: the producer's API keys for the panel API, not revoked, newest first. */
  resellerKeys: { method: 'GET', path: 'reseller/keys/' },
  /** Ours: `{name}` -> a new key, shown this once. */
  resellerKeyCreate: { method: 'POST', path: 'reseller/keys/' },
  /** Ours: the key stops working at once. */
  resellerKeyRevoke: { method: 'POST', path: 'reseller/keys/:id/revoke/' },
  /**
   * Ours: the SMM panel API v2 (`key`, `action`, …), authenticated by a reseller key. No trailing
   * slash: resellers' panel scripts post to `<panel>/api/v2` exactly.
   */
  resellerPanel: { method: 'POST', path: 'v2' },

  // --- Field health (ours, docs/field-health.md) ----------------------------------------------
  /** Ours: a beacon of page views, Web Vitals and errors, per area and release; no user named. */
  fieldBatch: { method: 'POST', path: 'telemetry/' },

  // --- Area releases (ours, docs/canary-releases.md) -------------------------------------------
  /** Ours: the areas where this visitor loads a canary or a pinned release instead of the stable one. */
  areaReleaseChoices: { method: 'GET', path: 'area-releases/' },
  /** Ours, for `pnpm deploy:area` (the deploy token): an area's registered releases, newest first. */
  deployReleases: { method: 'GET', path: 'deploys/releases/' },
  deployRegister: { method: 'POST', path: 'deploys/releases/' },
  deployPromote: { method: 'POST', path: 'deploys/releases/promote/' },
  deployRollback: { method: 'POST', path: 'deploys/releases/rollback/' },

  // --- Affiliate (spec 001 §7) ----------------------------------------------------------------
  /** Spec 001 §7 "Affiliate | GET | ?page={n}; reads affiliate.referrals, next, and the balances". */
  affiliate: { method: 'GET', path: 'affiliate/' },
  /** Spec 001 §2 "Reward balance with a Withdraw button" / §5 "Referral withdraw needs reward_balance of at least minimum_pay". */
  affiliateWithdraw: { method: 'POST', path: 'affiliate/withdraw/' },

  // --- Reels (spec 001 §7) --------------------------------------------------------------------
  /** Spec 001 §7 "Reel feed | GET | paged, filter 'all' and others; paths not shown". */
  reels: { method: 'GET', path: 'reels/' },
  /** Spec 001 §7 "Reel interaction | POST | {link_id, action 'like' or 'share'}". */
  reelInteract: { method: 'POST', path: 'reels/interact/' },
  /** Spec 001 §7 "Watch time | POST | {watch_time, link_id}". */
  reelWatchTime: { method: 'POST', path: 'reels/watch-time/' },

  // --- The operator console (ours): its own sign-in, token audience and audit log -------------
  operatorEnrolment: { method: 'GET', path: 'operator/enrol/:token/' },
  operatorEnrol: { method: 'POST', path: 'operator/enrol/:token/' },
  operatorSignIn: { method: 'POST', path: 'operator/sign-in/' },
  operatorSignOut: { method: 'POST', path: 'operator/sign-out/' },
  operatorMe: { method: 'GET', path: 'operator/me/' },
  operatorAudit: { method: 'GET', path: 'operator/audit/' },
  operatorReviewClaims: { method: 'GET', path: 'operator/review/claims/' },
  operatorReviewDecide: { method: 'POST', path: 'operator/review/claims/decide/' },
  operatorFlaggedAccounts: { method: 'GET', path: 'operator/review/accounts/' },
  operatorClearAccount: { method: 'POST', path: 'operator/review/accounts/:id/clear/' },
  operatorPosts: { method: 'GET', path: 'operator/posts/' },
  operatorPostAction: { method: 'POST', path: 'operator/posts/:id/actions/' },
  operatorPeople: { method: 'GET', path: 'operator/people/' },
  operatorPerson: { method: 'GET', path: 'operator/people/:id/' },
  /** Ours: an account's statement a page at a time, older than the person page's newest lines. */
  operatorPersonStatement: { method: 'GET', path: 'operator/people/:id/statement/' },
  operatorPersonAction: { method: 'POST', path: 'operator/people/:id/actions/' },
  operatorPayments: { method: 'GET', path: 'operator/money/payments/' },
  operatorPaymentAction: { method: 'POST', path: 'operator/money/payments/:id/actions/' },
  operatorPayouts: { method: 'GET', path: 'operator/money/payouts/' },
  operatorPayoutAction: { method: 'POST', path: 'operator/money/payouts/:id/actions/' },
  operatorAdjustments: { method: 'GET', path: 'operator/ledger/adjustments/' },
  operatorAdjust: { method: 'POST', path: 'operator/ledger/adjustments/' },
  operatorAdjustmentApprove: { method: 'POST', path: 'operator/ledger/adjustments/:id/approve/' },
  operatorAlerts: { method: 'GET', path: 'operator/alerts/' },
  operatorAlertAcknowledge: { method: 'POST', path: 'operator/alerts/:id/acknowledge/' },
  operatorReconciliation: { method: 'GET', path: 'operator/reconciliation/' },
  operatorTaxWithheld: { method: 'GET', path: 'operator/money/tax/' },
  operatorAreaHealth: { method: 'GET', path: 'operator/area-health/' },
  operatorAreaReleases: { method: 'GET', path: 'operator/area-releases/' },
  operatorReleasePins: { method: 'GET', path: 'operator/release-pins/' },
  operatorReleasePin: { method: 'POST', path: 'operator/release-pins/' },
  operatorReleaseUnpin: { method: 'DELETE', path: 'operator/release-pins/:id/' },
} as const satisfies Record<string, ApiRoute>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;

/**
 * Spec 000 §6 "The bearer token is sent on all calls except register, login, forgot-password
 * and password-reset." `googleLogin` is the register/login call of the Google flow and
 * `refreshToken` runs when the access token has expired, so neither carries a bearer either.
 */
export const PUBLIC_ROUTES: ReadonlySet<ApiRouteName> = new Set<ApiRouteName>([
  'register',
  'login',
  'googleLogin',
  'forgotPassword',
  'passwordReset',
  'refreshToken',
  // The "this was not me" link is opened from an email, often on a device that is not signed in.
  'payoutNotMe',
  // An operator's enrolment link and sign-in: no token exists yet.
  'operatorEnrolment',
  'operatorEnrol',
  'operatorSignIn',
  // The panel API authenticates by its reseller key, never by a bearer token.
  'resellerPanel',
  // Beacons come from every page, signed in or not, and carry no token (sendBeacon sends no headers).
  'fieldBatch',
  // Asked by every page before anyone may have signed in; a bearer token, when sent, only adds pins.
  'areaReleaseChoices',
  // The deploy command authenticates by the deploy token (DEPLOY_TOKEN), never a user's.
  'deployReleases',
  'deployRegister',
  'deployPromote',
  'deployRollback',
]);

/** The route the client calls once on a 401. */
export const REFRESH_ROUTE = apiRoutes.refreshToken;

/** Names of the `:name` parameters of a path, e.g. `'id'` for `'alerts/:id/read/'`. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a path needs, e.g. `{ link_id: 7, action: 'like' }` for the reaction. */
export type PathParams<P extends string> = { readonly [K in PathParamName<P>]: string | number };

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Fills the `:name` segments of a route's path with URL-encoded values:
 * `apiPath(apiRoutes.alertRead, { id: 3 })` → `'alerts/3/read/'`. Throws when a parameter the
 * path needs is missing or empty, naming the parameter and the path.
 */
export function apiPath(route: ApiRoute | string, params?: Readonly<Record<string, string | number>>): string {
  const path = typeof route === 'string' ? route : route.path;
  return path.replace(PARAM, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || String(value) === '') {
      throw new Error(`apiPath: missing path parameter "${name}" for "${path}".`);
    }
    return encodeURIComponent(String(value));
  });
}
