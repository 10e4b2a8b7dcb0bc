-- engage schema, version 2: post payments, withdrawal methods and schedules,
-- M-PESA withdrawals, referral rewards. Plain PostgreSQL accepted by PostgreSQL 15+ and PGlite.

-- Two ledger account kinds more: money on its way out (a withdrawal asked for, not yet paid
-- by M-PESA) and referral rewards inside their 24-hour window (spec 001 §9).
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('producer_escrow',
  'consumer_pending', 'consumer_available', 'referral_rewards', 'platform_fees', 'external_mpesa',
  'external_paypal', 'external_card', 'withdrawal_hold', 'referral_pending'));

-- A producer's payment for a post (PayPal, card or M-PESA STK push). `provider_ref` is the
-- provider's id (PayPal paymentId, card session, M-PESA CheckoutRequestID).
CREATE TABLE payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  link_id bigint NOT NULL REFERENCES links (id),
  user_id bigint NOT NULL REFERENCES users (id),
  provider text NOT NULL CHECK (provider IN ('paypal', 'card', 'mpesa')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'completed', 'failed', 'cancelled', 'duplicate', 'refunded')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  -- What the payer was charged: KES for card and M-PESA, USD for PayPal at `exchange_rate`.
  currency text NOT NULL,
  original_amount_cents bigint NOT NULL CHECK (original_amount_cents > 0),
  exchange_rate numeric(12, 4),
  provider_ref text NOT NULL UNIQUE,
  token text,
  payer_id text,
  phone text,
  status_description text NOT NULL DEFAULT '',
  transfer_id bigint REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX payments_link_idx ON payments (link_id);
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC);
-- A link is funded by one payment at most, whatever the provider says later.
CREATE UNIQUE INDEX payments_one_completed_per_link ON payments (link_id) WHERE status = 'completed';

CREATE TABLE withdrawal_methods (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  method_type text NOT NULL CHECK (method_type IN ('mpesa')),
  mpesa_phone text NOT NULL CHECK (mpesa_phone ~ '^254[0-9]{9}$'),
  first_name text NOT NULL,
  last_name text NOT NULL,
  country text NOT NULL DEFAULT 'Kenya',
  id_number text NOT NULL,
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, method_type)
);
CREATE UNIQUE INDEX withdrawal_methods_one_primary ON withdrawal_methods (user_id) WHERE is_primary;

CREATE TABLE withdrawal_schedules (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  frequency text NOT NULL CHECK (frequency IN ('weekly', 'monthly')),
  minimum_amount integer NOT NULL CHECK (minimum_amount IN (1000, 5000, 10000, 25000)),
  next_payout timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_schedules_due_idx ON withdrawal_schedules (next_payout);

-- A payout to M-PESA (B2C). The amount is held (available or referral rewards -> withdrawal
-- hold) when asked for, paid out on the provider's success, released back on its failure.
CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  source text NOT NULL CHECK (source IN ('earnings', 'referral')),
  method_id bigint,
  mpesa_phone text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  original_currency text NOT NULL,
  original_amount_cents bigint NOT NULL,
  is_automatic boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
  status_description text NOT NULL DEFAULT '',
  conversation_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);

-- One reward per referred user, for their first funded post (spec 001 §9 hold of 24 hours).
CREATE TABLE referral_rewards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  referrer_id bigint NOT NULL REFERENCES users (id),
  referred_id bigint NOT NULL UNIQUE REFERENCES users (id),
  payment_id bigint NOT NULL REFERENCES payments (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'available', 'void')),
  created_at timestamptz NOT NULL DEFAULT now(),
  available_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX referral_rewards_referrer_idx ON referral_rewards (referrer_id, created_at DESC);
CREATE INDEX referral_rewards_due_idx ON referral_rewards (available_at) WHERE status = 'pending';
