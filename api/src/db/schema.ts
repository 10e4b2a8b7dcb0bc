/**
 * Drizzle table definitions: the single source of row types. They mirror `api/migrations/*.sql`
 * (the SQL is what creates the tables; keep both in step when adding a migration).
 * Cents columns are `bigint` in SQL and read as JS numbers: KES amounts stay far below 2^53.
 */
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  uniqueIndex,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReconciliationItem } from '../modules/reconciliation/reconciliation-report';
import type { UserText } from '../i18n/messages';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  userType: text('user_type', { enum: ['consumer', 'producer'] })
    .notNull()
    .default('consumer'),
  signupType: text('signup_type', { enum: ['standard', 'google'] })
    .notNull()
    .default('standard'),
  googleSub: text('google_sub'),
  username: text('username').notNull(),
  avatarPath: text('avatar_path'),
  emailVerified: boolean('email_verified').notNull().default(false),
  botActive: boolean('bot_active').notNull().default(false),
  currency: text('currency').notNull().default('KES'),
  interests: text('interests').array().notNull().default([]),
  referralCode: text('referral_code').notNull(),
  referredBy: bigint('referred_by', { mode: 'number' }),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  bio: text('bio').notNull().default(''),
  location: text('location').notNull().default('Nairobi, Kenya'),
  education: text('education').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  company: text('company').notNull().default(''),
  languages: text('languages').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  visibility: text('visibility', { enum: ['public', 'private'] })
    .notNull()
    .default('public'),
  birthDate: date('birth_date', { mode: 'string' }),
  experienceLevel: text('experience_level').notNull().default(''),
  /** When the person finished or skipped the first run; null until then (migration 0012). */
  onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
  /** The language chosen in Preferences; null: never chosen, the device's applies (migration 0015). */
  language: text('language', { enum: ['en', 'sw'] }),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** An operator stopped this account earning, and why as the user is shown it (migration 0036). */
  earningStoppedAt: timestamp('earning_stopped_at', { withTimezone: true }),
  earningStoppedNote: text('earning_stopped_note'),
});

export const socialConnections = pgTable(
  'social_connections',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    platform: text('platform', { enum: ['youtube', 'twitter', 'instagram'] }).notNull(),
    externalId: text('external_id').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One provider identity links to one account at a time (migration 0004).
  (t) => [
    primaryKey({ columns: [t.userId, t.platform] }),
    uniqueIndex('social_connections_identity').on(t.platform, t.externalId),
  ],
);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  refreshHash: text('refresh_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** 'embed': an embedded area's session, kept by its refreshed tokens too (migration 0025). */
  scope: text('scope', { enum: ['full', 'embed'] })
    .notNull()
    .default('full'),
  /** When presence was last proved on this session (password or emailed code). */
  steppedUpAt: timestamp('stepped_up_at', { withTimezone: true }),
});

/** Refresh tokens rotated away: presenting one again revokes its session (migration 0005). */
export const retiredRefreshTokens = pgTable('retired_refresh_tokens', {
  refreshHash: text('refresh_hash').primaryKey(),
  sessionId: uuid('session_id').notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rate-limit counters shared by every API instance (migration 0007, http/rate-limit-store.ts). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

/** Writes sent with an Idempotency-Key and their answers (migration 0016, http/idempotency-keys.ts). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    body: text('body'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const oneTimeCodes = pgTable('one_time_codes', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  purpose: text('purpose', { enum: ['email_verification', 'password_reset', 'step_up'] }).notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const oauthGrants = pgTable('oauth_grants', {
  codeHash: text('code_hash').primaryKey(),
  provider: text('provider', { enum: ['google', 'youtube', 'twitter'] }).notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull(),
  state: text('state').notNull().default(''),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  platform: text('platform', { enum: ['youtube', 'twitter'] }).notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** A real provider's consent (migration 0013): the PKCE verifier and the redirect_uri sent. */
  codeVerifier: text('code_verifier'),
  redirectUri: text('redirect_uri'),
});

/** A linked account's provider tokens, encrypted (migration 0013, modules/linked-accounts). */
export const linkedAccountTokens = pgTable(
  'linked_account_tokens',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    platform: text('platform', { enum: ['youtube', 'twitter'] }).notNull(),
    accountId: text('account_id').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    scope: text('scope').notNull().default(''),
    refreshLeaseUntil: timestamp('refresh_lease_until', { withTimezone: true }),
    brokenAt: timestamp('broken_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform] })],
);

export const emailOutbox = pgTable('email_outbox', {
  id: id(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/** Money paths an operator must look at (migration 0017); the kinds are in operator-alerts.ts. */
export const operatorAlerts = pgTable('operator_alerts', {
  id: id(),
  kind: text('kind').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  acknowledgedBy: text('acknowledged_by'),
});

export const PLATFORMS = ['youtube', 'twitter', 'instagram', 'facebook', 'tiktok'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const ACTION_TYPES = [
  'Subscribers',
  'Likes',
  'Comments',
  'Views',
  'Retweets',
  'Followers',
  'Bookmark',
  'View',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
export const POST_STATUSES = [
  'draft',
  'pending_payment',
  'active',
  'completed',
  'paused',
  'cancelled',
  'expired',
  'taken_down',
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const links = pgTable('links', {
  id: id(),
  producerId: bigint('producer_id', { mode: 'number' }).notNull(),
  linkUrl: text('link_url').notNull(),
  platform: text('platform', { enum: PLATFORMS }).notNull(),
  actionType: text('action_type', { enum: ACTION_TYPES }).notNull(),
  isShorts: boolean('is_shorts').notNull().default(false),
  postTitle: text('post_title').notNull().default(''),
  postDescrption: text('post_descrption').notNull().default(''),
  postTags: text('post_tags').notNull().default(''),
  postThumbnail: text('post_thumbnail').notNull().default(''),
  targetsLocation: text('targets_location').notNull().default('Anywhere'),
  targetsNeeded: integer('targets_needed').notNull(),
  targetsReached: integer('targets_reached').notNull().default(0),
  rewardCents: bigint('reward_cents', { mode: 'number' }).notNull(),
  producerAmountCents: bigint('producer_amount_cents', { mode: 'number' }).notNull().default(0),
  producerLocation: text('producer_location').notNull().default(''),
  anonymous: boolean('anonymous').notNull().default(false),
  shares: integer('shares').notNull().default(0),
  status: text('status', { enum: POST_STATUSES }).notNull().default('active'),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** Who paused a paused post: a producer may not resume an operator's pause. */
  pausedBy: text('paused_by', { enum: ['producer', 'operator'] }),
  /** When a live or paused post expires: POST_EXPIRY_DAYS after it went live. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** When the post was cancelled, expired or taken down. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** The unspent budget given back to the producer since it closed (migration 0038). */
  returnedCents: bigint('returned_cents', { mode: 'number' }).notNull().default(0),
  /** Where the unspent budget goes when the post closes: the engage balance or the paying provider (migration 0041). */
  returnTo: text('return_to', { enum: ['balance', 'provider'] })
    .notNull()
    .default('balance'),
});

export const linkLikes = pgTable(
  'link_likes',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    linkId: bigint('link_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.userId] })],
);

/** Who shared which link: a share counts once per user (migration 0003). */
export const linkShares = pgTable(
  'link_shares',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    linkId: bigint('link_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.userId] })],
);

export const ACCOUNT_KINDS = [
  'producer_escrow',
  'consumer_pending',
  'consumer_available',
  'referral_rewards',
  'platform_fees',
  'external_mpesa',
  'external_paypal',
  'external_card',
  'withdrawal_hold',
  'referral_pending',
  'payment_refunds',
  // Migration 0021: PayPal's fee on each capture (an expense), and what a producer owes after a reversal.
  'provider_fees',
  'producer_debt',
  // Migration 0024: what a user owes after a payout was paid once its hold had been given back.
  'payout_debt',
  // Migration 0035: the other side of an operator's adjustment of a balance.
  'operator_adjustments',
  // Migration 0041: a closed post's unspent budget on its way back through the paying provider.
  'refund_hold',
  // Migration 0042: withholding tax held back from payouts, owed to the revenue authority.
  'tax_withheld',
  // Migration 0044: what a deleted account left in its balances.
  'forfeited_balances',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: id(),
  key: text('key').notNull(),
  kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
  userId: bigint('user_id', { mode: 'number' }),
  linkId: bigint('link_id', { mode: 'number' }),
  allowNegative: boolean('allow_negative').notNull().default(false),
  createdAt: createdAt(),
});

export const ledgerTransfers = pgTable('ledger_transfers', {
  id: id(),
  idempotencyKey: text('idempotency_key').notNull(),
  kind: text('kind').notNull(),
  memo: text('memo').notNull().default(''),
  originalCurrency: text('original_currency'),
  originalAmountCents: bigint('original_amount_cents', { mode: 'number' }),
  createdAt: createdAt(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: id(),
  transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

export const taskActions = pgTable('task_actions', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  linkId: bigint('link_id', { mode: 'number' }).notNull(),
  actionType: text('action_type').notNull(),
  endpoint: text('endpoint').notNull(),
  rewardCents: bigint('reward_cents', { mode: 'number' }).notNull(),
  transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
  commentText: text('comment_text'),
  watchSeconds: integer('watch_seconds'),
  viaBot: boolean('via_bot').notNull().default(false),
  createdAt: createdAt(),
  releasedAt: timestamp('released_at', { withTimezone: true }),
  /** A credit whose retention check could not be made waits until then (migration 0027). */
  retentionCheckAt: timestamp('retention_check_at', { withTimezone: true }),
  /** Set when the action was undone before its hold ended: its money went back to the link. */
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  voidReason: text('void_reason'),
});

export const notifications = pgTable('notifications', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  alertTitle: text('alert_title').notNull(),
  alertText: text('alert_text').notNull(),
  /** What the alert says, as catalog keys and parameters, written in the reader's language on each read (migration 0033). */
  alertMessage: jsonb('alert_message').$type<{ title: UserText; text: UserText }>(),
  isSeen: boolean('is_seen').notNull().default(false),
  createdAt: createdAt(),
});

// --- Money (migration 0002): payments, withdrawals, referral rewards -----------------------------

export const payments = pgTable('payments', {
  id: id(),
  linkId: bigint('link_id', { mode: 'number' }).notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  provider: text('provider', { enum: ['paypal', 'card', 'mpesa', 'balance'] }).notNull(),
  status: text('status', { enum: ['pending', 'approved', 'completed', 'failed', 'cancelled', 'duplicate', 'refunded'] })
    .notNull()
    .default('pending'),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  originalAmountCents: bigint('original_amount_cents', { mode: 'number' }).notNull(),
  exchangeRate: numeric('exchange_rate'),
  providerRef: text('provider_ref').notNull(),
  token: text('token'),
  payerId: text('payer_id'),
  phone: text('phone'),
  statusDescription: text('status_description').notNull().default(''),
  transferId: bigint('transfer_id', { mode: 'number' }),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  receipt: text('receipt'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
  /** The provider's id of the refund last asked for (M-PESA's Reversal OriginatorConversationID). */
  refundRef: text('refund_ref'),
});

/** A closed post's unspent budget returned through the provider that took it (migration 0041). */
export const postRefunds = pgTable('post_refunds', {
  id: id(),
  linkId: bigint('link_id', { mode: 'number' }).notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
  provider: text('provider', { enum: ['mpesa', 'paypal', 'card'] }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  providerAmountCents: bigint('provider_amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  phone: text('phone'),
  requestId: text('request_id').notNull(),
  status: text('status', { enum: ['waiting', 'asked', 'refunded', 'to_balance'] })
    .notNull()
    .default('waiting'),
  providerRef: text('provider_ref'),
  receipt: text('receipt'),
  statusQueryId: text('status_query_id'),
  askedAt: timestamp('asked_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastAnswer: text('last_answer').notNull().default(''),
  createdAt: createdAt(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  alertedAt: timestamp('alerted_at', { withTimezone: true }),
});

export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const withdrawalMethods = pgTable('withdrawal_methods', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  methodType: text('method_type', { enum: ['mpesa'] }).notNull(),
  mpesaPhone: text('mpesa_phone').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  country: text('country').notNull().default('Kenya'),
  idNumber: text('id_number').notNull(),
  isPrimary: boolean('is_primary').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** A new or changed number receives money only from then (the cooling-off period, migration 0025). */
  usableFrom: timestamp('usable_from', { withTimezone: true }).notNull().defaultNow(),
});

/** The one-tap "this was not me" of a payout number added or changed (migration 0025). */
export const payoutMethodAlerts = pgTable('payout_method_alerts', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  methodId: bigint('method_id', { mode: 'number' }).notNull(),
  mpesaPhone: text('mpesa_phone').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Withdrawals frozen on an account; open while `lifted_at` is null (migration 0025). */
export const accountFreezes = pgTable('account_freezes', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  reason: text('reason', { enum: ['payout_method_disowned', 'operator'] }).notNull(),
  /** An operator's freeze: why, as the user is shown it (migration 0035). */
  note: text('note'),
  frozenAt: timestamp('frozen_at', { withTimezone: true }).notNull().defaultNow(),
  liftedAt: timestamp('lifted_at', { withTimezone: true }),
  liftedBy: text('lifted_by'),
});

export const withdrawalSchedules = pgTable('withdrawal_schedules', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  frequency: text('frequency', { enum: ['weekly', 'monthly'] }).notNull(),
  minimumAmount: integer('minimum_amount').notNull(),
  nextPayout: timestamp('next_payout', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const withdrawals = pgTable('withdrawals', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  source: text('source', { enum: ['earnings', 'referral'] }).notNull(),
  methodId: bigint('method_id', { mode: 'number' }),
  mpesaPhone: text('mpesa_phone').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  originalCurrency: text('original_currency').notNull(),
  originalAmountCents: bigint('original_amount_cents', { mode: 'number' }).notNull(),
  isAutomatic: boolean('is_automatic').notNull().default(false),
  /** `delayed`: M-PESA refused it for lack of float; held, and sent again once the float covers it (0022). */
  status: text('status', { enum: ['pending', 'delayed', 'review', 'completed', 'failed'] })
    .notNull()
    .default('pending'),
  statusDescription: text('status_description').notNull().default(''),
  conversationId: text('conversation_id'),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  originatorConversationId: text('originator_conversation_id').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  receipt: text('receipt'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  resentAt: timestamp('resent_at', { withTimezone: true }),
  /** M-PESA's id for the latest Transaction Status query about this payout: only its result is read. */
  statusQueryId: text('status_query_id'),
  /** When reconciliation asks about the payout again. */
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
  /** The code a B2C result gave for a failure not yet confirmed by Transaction Status. */
  claimedResultCode: integer('claimed_result_code'),
  /** Why a payout in `review` waits for an operator (a payout_reviews reason, 0026). */
  reviewReason: text('review_reason', { enum: ['shared_device', 'busy_network', 'payout_name', 'card_return'] }),
  /** The failed payout an operator sent again as this one (0037); unique: once each. */
  retryOf: bigint('retry_of', { mode: 'number' }).unique(),
  /** Withholding tax (0042): the rate when asked for (basis points), the earnings part, the tax held back. */
  taxRateBp: integer('tax_rate_bp').notNull().default(0),
  taxableCents: bigint('taxable_cents', { mode: 'number' }).notNull().default(0),
  taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
});

/** The B2C payout float as Account Balance reports it (migration 0022); SQL in wallet/mpesa-float-table.ts. */
export const mpesaFloatReadings = pgTable('mpesa_float_readings', {
  id: id(),
  originatorConversationId: text('originator_conversation_id').notNull().unique(),
  conversationId: text('conversation_id'),
  askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  status: text('status', { enum: ['asked', 'read', 'failed'] })
    .notNull()
    .default('asked'),
  utilityAvailableCents: bigint('utility_available_cents', { mode: 'number' }),
  workingAvailableCents: bigint('working_available_cents', { mode: 'number' }),
  accounts: text('accounts').notNull().default(''),
  resultDesc: text('result_desc').notNull().default(''),
  readAt: timestamp('read_at', { withTimezone: true }),
});

export const referralRewards = pgTable('referral_rewards', {
  id: id(),
  referrerId: bigint('referrer_id', { mode: 'number' }).notNull(),
  referredId: bigint('referred_id', { mode: 'number' }).notNull(),
  paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['pending', 'available', 'void'] })
    .notNull()
    .default('pending'),
  createdAt: createdAt(),
  availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  /** Why the reward was voided (0026); null for a refund's void before then. */
  voidReason: text('void_reason', {
    enum: ['refunded', 'same_device', 'same_network', 'same_payout_number', 'account_deleted'],
  }),
});

/** Device id and network seen at sign-up and sign-in (0026); SQL in modules/farms/farm-signals-table.ts. */
export const farmSignals = pgTable('farm_signals', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  event: text('event', { enum: ['signup', 'signin'] }).notNull(),
  deviceId: text('device_id'),
  network: text('network'),
  createdAt: createdAt(),
});

/** Accounts whose withdrawals wait for an operator (0026); SQL in modules/farms/payout-reviews-table.ts. */
export const payoutReviews = pgTable('payout_reviews', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  reason: text('reason', { enum: ['shared_device', 'busy_network', 'payout_name', 'card_return'] }).notNull(),
  detail: text('detail').notNull().default(''),
  createdAt: createdAt(),
  clearedAt: timestamp('cleared_at', { withTimezone: true }),
});

/** Claims waiting for proof (0014_task_claims.sql); SQL in modules/tasks/task-claims.ts. */
export const taskClaims = pgTable('task_claims', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  linkId: bigint('link_id', { mode: 'number' }).notNull(),
  actionType: text('action_type').notNull(),
  endpoint: text('endpoint').notNull(),
  /** The task request as JSON, asked about again as it was made. */
  payload: text('payload').notNull(),
  viaBot: boolean('via_bot').notNull().default(false),
  status: text('status', { enum: ['review', 'credited', 'refused'] })
    .notNull()
    .default('review'),
  reason: text('reason').notNull(),
  recheck: boolean('recheck').notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** Who decides the claim now: null while the verifier still asks the platform (migration 0028). */
  reviewer: text('reviewer', { enum: ['producer', 'operator'] }),
  /** Until when the producer may decide; then the claim goes to the operators. */
  reviewDueAt: timestamp('review_due_at', { withTimezone: true }),
  decidedBy: text('decided_by', { enum: ['platform', 'producer', 'operator'] }),
  /** The consumer's one appeal of a refusal. */
  appealNote: text('appeal_note'),
  appealedAt: timestamp('appealed_at', { withTimezone: true }),
});

/** When a user's player first started a video; SQL in modules/tasks/watch-tickets.ts. */
export const watchTickets = pgTable(
  'watch_tickets',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    linkUrl: text('link_url').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The player's progress reports (migration 0027; modules/tasks/watch-tickets.ts). */
    reports: integer('reports').notNull().default(0),
    lastPosition: doublePrecision('last_position'),
    lastReportAt: timestamp('last_report_at', { withTimezone: true }),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.linkUrl] })],
);

/**
 * Every platform account ever linked, by a keyed hash of its id, and the engage account that
 * linked it first; no foreign key, so it outlives unlinking and deletion (migration 0027;
 * SQL in modules/linked-accounts/link-history.ts).
 */
export const platformAccountLinks = pgTable(
  'platform_account_links',
  {
    platform: text('platform').notNull(),
    accountHash: text('account_hash').notNull(),
    firstUserId: bigint('first_user_id', { mode: 'number' }).notNull(),
    firstLinkedAt: timestamp('first_linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.accountHash] })],
);

/**
 * One reward per (platform account, link, action), whichever engage account earned it
 * (migration 0027; SQL in modules/tasks/account-rewards-table.ts).
 */
export const platformAccountRewards = pgTable(
  'platform_account_rewards',
  {
    platform: text('platform').notNull(),
    accountHash: text('account_hash').notNull(),
    linkId: bigint('link_id', { mode: 'number' }).notNull(),
    actionType: text('action_type').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.accountHash, t.linkId, t.actionType] })],
);

/** Platform API calls per window; SQL in modules/tasks/verification-budget.ts. */
export const verificationUsage = pgTable('verification_usage', {
  key: text('key').primaryKey(),
  used: integer('used').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

/** One daily reconciliation report per (day, provider) (migration 0023; modules/reconciliation). */
export const reconciliationReports = pgTable(
  'reconciliation_reports',
  {
    day: date('day', { mode: 'string' }).notNull(),
    provider: text('provider', { enum: ['paypal', 'mpesa'] }).notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    mismatches: integer('mismatches').notNull(),
    items: jsonb('items').$type<ReconciliationItem[]>().notNull(),
    floatCents: bigint('float_cents', { mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.day, table.provider] })],
);

// --- The operator console (migration 0034; modules/operators) -----------------------------------

/** The people who run engage; SQL in modules/operators/operators-table.ts. */
export const operators = pgTable('operators', {
  id: id(),
  email: text('email').notNull(),
  role: text('role', { enum: ['support', 'finance', 'admin'] }).notNull(),
  passwordHash: text('password_hash'),
  totpSecret: text('totp_secret'),
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  enrolmentTokenHash: text('enrolment_token_hash'),
  enrolmentExpiresAt: timestamp('enrolment_expires_at', { withTimezone: true }),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A signed-in operator, at most 8 hours; SQL in modules/operators/operator-sessions.ts. */
export const operatorSessions = pgTable('operator_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** Append-only (the database refuses UPDATE, DELETE, TRUNCATE); SQL in modules/operators/audit-log.ts. */
export const operatorAudit = pgTable('operator_audit', {
  id: id(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  action: text('action').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: text('subject_id').notNull(),
  accountId: bigint('account_id', { mode: 'number' }),
  before: jsonb('before'),
  after: jsonb('after'),
  reason: text('reason').notNull(),
});

/** Balance adjustments by operators, four eyes at FOUR_EYES_KES (migration 0035); SQL in modules/operators/adjustments.ts. */
export const operatorAdjustments = pgTable('operator_adjustments', {
  id: id(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
  reason: text('reason').notNull(),
  requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['waiting', 'applied'] })
    .notNull()
    .default('waiting'),
  approvedBy: bigint('approved_by', { mode: 'number' }),
  createdAt: createdAt(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
});

/** Resellers' keys for the panel API, only their SHA-256 kept (migration 0040); SQL in modules/resellers/reseller-keys-table.ts. */
export const resellerKeys = pgTable('reseller_keys', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull(),
  /** The key's first 8 characters, for its owner's list. */
  prefix: text('prefix').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Refills asked for through the panel API (migration 0040); SQL in modules/resellers/reseller-refills-table.ts. */
export const resellerRefills = pgTable('reseller_refills', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  linkId: bigint('link_id', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

/** "Download my data" exports, only their link token's SHA-256 kept (migration 0043); SQL in modules/privacy/data-exports-table.ts. */
export const dataExports = pgTable('data_exports', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['preparing', 'ready', 'expired'] })
    .notNull()
    .default('preparing'),
  /** The asking browser's token; `linkTokenHash` the emailed link's, made when the files are ready. */
  tokenHash: text('token_hash').notNull(),
  linkTokenHash: text('link_token_hash'),
  /** The files, kept until they expire. */
  json: text('json'),
  csv: text('csv'),
  createdAt: createdAt(),
  readyAt: timestamp('ready_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** Consent on record, append-only (migration 0045); SQL in modules/consents/consents-table.ts. */
export const consents = pgTable('consents', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  document: text('document').$type<'terms' | 'privacy' | 'marketing'>().notNull(),
  version: text('version').notNull(),
  given: boolean('given').notNull(),
  source: text('source').$type<'signup' | 'signin' | 'settings' | 'google' | 'seed'>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What phones report of each area's release, partitioned by day and kept 30 days (migration 0046);
 * SQL in modules/field-health/field-events-table.ts.
 */
export const fieldEvents = pgTable('field_events', {
  day: date('day', { mode: 'string' }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  area: text('area').notNull(),
  release: text('release').notNull(),
  kind: text('kind', { enum: ['view', 'vital', 'error'] }).notNull(),
  metric: text('metric'),
  value: doublePrecision('value'),
  detail: text('detail'),
  visitor: text('visitor').notNull(),
});

/** Each day's figures per area and release (migration 0046); SQL in modules/field-health/field-events-table.ts. */
export const fieldHealthDaily = pgTable(
  'field_health_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    area: text('area').notNull(),
    release: text('release').notNull(),
    views: integer('views').notNull(),
    errors: integer('errors').notNull(),
    lcpP75: doublePrecision('lcp_p75'),
    inpP75: doublePrecision('inp_p75'),
    clsP75: doublePrecision('cls_p75'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.day, table.area, table.release] })],
);

/** Every release a team published of its area (migration 0047); SQL in modules/area-releases/area-releases-table.ts. */
export const areaReleases = pgTable('area_releases', {
  id: id(),
  area: text('area').notNull(),
  release: text('release').notNull(),
  manifestUrl: text('manifest_url').notNull(),
  state: text('state', { enum: ['stable', 'canary', 'rolled_back', 'retired'] }).notNull(),
  percent: integer('percent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  endedReason: text('ended_reason'),
});

/** A user pinned by support to a release of an area (migration 0047); SQL in modules/area-releases/area-releases-table.ts. */
export const releasePins = pgTable('release_pins', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  area: text('area').notNull(),
  areaReleaseId: bigint('area_release_id', { mode: 'number' })
    .notNull()
    .references(() => areaReleases.id),
  pinnedBy: text('pinned_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
