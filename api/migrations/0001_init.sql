-- engage schema, version 1. Plain PostgreSQL accepted by both PostgreSQL 15+ and PGlite.
-- Money is integer cents (bigint). Balances are never stored: they are sums of ledger entries.

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  password_hash text,
  user_type text NOT NULL DEFAULT 'consumer' CHECK (user_type IN ('consumer', 'producer')),
  signup_type text NOT NULL DEFAULT 'standard' CHECK (signup_type IN ('standard', 'google')),
  google_sub text UNIQUE,
  username text NOT NULL,
  avatar_path text,
  email_verified boolean NOT NULL DEFAULT false,
  bot_active boolean NOT NULL DEFAULT false,
  currency text NOT NULL DEFAULT 'KES',
  interests text[] NOT NULL DEFAULT '{}',
  referral_code text NOT NULL,
  referred_by bigint REFERENCES users (id),
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  bio text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT 'Nairobi, Kenya',
  education text NOT NULL DEFAULT '',
  job_title text NOT NULL DEFAULT '',
  company text NOT NULL DEFAULT '',
  languages text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'private')),
  birth_date date,
  experience_level text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_referral_code_key ON users (referral_code);

CREATE TABLE social_connections (
  user_id bigint NOT NULL REFERENCES users (id),
  platform text NOT NULL CHECK (platform IN ('youtube', 'twitter', 'instagram')),
  external_id text NOT NULL,
  connected_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, platform)
);

-- Sessions: the refresh token is opaque; only its SHA-256 is kept.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users (id),
  refresh_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Email OTPs and password-reset tokens: hashed, expiring, single use.
CREATE TABLE one_time_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('email_verification', 'password_reset')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_codes_user_idx ON one_time_codes (user_id, purpose);

-- The sandbox OAuth provider's grants (Google sign-in, YouTube/Twitter connect).
CREATE TABLE oauth_grants (
  code_hash text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('google', 'youtube', 'twitter')),
  subject text NOT NULL,
  email text NOT NULL,
  state text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- A connect flow in progress: which user asked to link which platform.
CREATE TABLE oauth_states (
  state text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  platform text NOT NULL CHECK (platform IN ('youtube', 'twitter')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE email_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX email_outbox_to_idx ON email_outbox (lower(to_address), id);

CREATE TABLE links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  producer_id bigint NOT NULL REFERENCES users (id),
  link_url text NOT NULL,
  platform text NOT NULL CHECK (platform IN ('youtube', 'twitter', 'instagram', 'facebook', 'tiktok')),
  action_type text NOT NULL
    CHECK (action_type IN ('Subscribers', 'Likes', 'Comments', 'Views', 'Retweets', 'Followers', 'Bookmark', 'View')),
  is_shorts boolean NOT NULL DEFAULT false,
  post_title text NOT NULL DEFAULT '',
  post_descrption text NOT NULL DEFAULT '',
  post_tags text NOT NULL DEFAULT '',
  post_thumbnail text NOT NULL DEFAULT '',
  targets_location text NOT NULL DEFAULT 'Anywhere',
  targets_needed integer NOT NULL CHECK (targets_needed >= 0),
  targets_reached integer NOT NULL DEFAULT 0 CHECK (targets_reached >= 0),
  reward_cents bigint NOT NULL CHECK (reward_cents > 0),
  producer_amount_cents bigint NOT NULL DEFAULT 0,
  producer_location text NOT NULL DEFAULT '',
  anonymous boolean NOT NULL DEFAULT false,
  shares integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'pending_payment', 'active', 'completed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CHECK (targets_reached <= targets_needed)
);
CREATE INDEX links_feed_idx ON links (status, platform, created_at DESC, id DESC);

CREATE TABLE link_likes (
  user_id bigint NOT NULL REFERENCES users (id),
  link_id bigint NOT NULL REFERENCES links (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (link_id, user_id)
);

-- Double-entry ledger. An account's balance is the sum of its entries.
CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('producer_escrow', 'consumer_pending', 'consumer_available',
    'referral_rewards', 'platform_fees', 'external_mpesa', 'external_paypal', 'external_card')),
  user_id bigint REFERENCES users (id),
  link_id bigint REFERENCES links (id),
  -- Only the external accounts (money outside our books) may go below zero.
  allow_negative boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  kind text NOT NULL,
  memo text NOT NULL DEFAULT '',
  -- PayPal settles in USD: the original currency and amount beside the KES entries.
  original_currency text,
  original_amount_cents bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id);
CREATE INDEX ledger_entries_transfer_idx ON ledger_entries (transfer_id);

-- The books balance: checked at commit, so a transfer's entries may be inserted one by one.
CREATE FUNCTION ledger_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries WHERE transfer_id = NEW.transfer_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance', NEW.transfer_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT OR UPDATE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balanced();

-- One reward per (user, link, action) for life.
CREATE TABLE task_actions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  link_id bigint NOT NULL REFERENCES links (id),
  action_type text NOT NULL,
  endpoint text NOT NULL,
  reward_cents bigint NOT NULL,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  comment_text text,
  watch_seconds integer,
  via_bot boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz,
  UNIQUE (user_id, link_id, action_type)
);
CREATE INDEX task_actions_user_idx ON task_actions (user_id, created_at DESC);
CREATE INDEX task_actions_release_idx ON task_actions (created_at) WHERE released_at IS NULL;

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  alert_title text NOT NULL,
  alert_text text NOT NULL,
  is_seen boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
