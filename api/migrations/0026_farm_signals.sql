-- Farms: many accounts run by one person to collect sign-up rewards or pay themselves twice.
--
-- `farm_signals`: at sign-up and sign-in, the random device id the app keeps (`X-Engage-Device`)
-- and the client's network (/24 of IPv4, /48 of IPv6; never the full address). Nothing else about
-- the device is read. Rows older than FARM_SIGNAL_RETENTION_DAYS are deleted by the sweep job.
CREATE TABLE farm_signals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL,
  event text NOT NULL CHECK (event IN ('signup', 'signin')),
  device_id text,
  network text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX farm_signals_user_idx ON farm_signals (user_id);
CREATE INDEX farm_signals_device_idx ON farm_signals (device_id) WHERE device_id IS NOT NULL;
CREATE INDEX farm_signals_network_idx ON farm_signals (network, created_at) WHERE network IS NOT NULL;
CREATE INDEX farm_signals_age_idx ON farm_signals (created_at);

-- An account whose withdrawals wait for an operator, and why. It keeps earning; nothing is taken.
-- One open review per account and reason; an operator clears it (`cleared_at`).
CREATE TABLE payout_reviews (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL,
  reason text NOT NULL CHECK (reason IN ('shared_device', 'busy_network', 'payout_name')),
  -- For the operator: what was seen (counts, the name M-PESA gave), never shown to other users.
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  cleared_at timestamptz
);
CREATE UNIQUE INDEX payout_reviews_open_idx ON payout_reviews (user_id, reason) WHERE cleared_at IS NULL;

-- 'review': held (the money stays in the withdrawal hold) until an operator sends or refuses it.
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('pending', 'delayed', 'review', 'completed', 'failed'));
ALTER TABLE withdrawals ADD COLUMN review_reason text;
CREATE INDEX withdrawals_review_idx ON withdrawals (created_at) WHERE status = 'review';

-- Why a referral reward was voided (the referrer is shown it).
ALTER TABLE referral_rewards ADD COLUMN void_reason text;

-- One M-PESA number and one national ID per live account is checked in code under an advisory
-- lock (withdrawal-methods.ts), not by a unique index: earlier data may hold duplicates, and a
-- unique index would make this migration fail on them, and it could not leave deleted accounts out.
-- These indexes make that check cheap.
CREATE INDEX withdrawal_methods_phone_idx ON withdrawal_methods (mpesa_phone);
CREATE INDEX withdrawal_methods_id_number_idx ON withdrawal_methods (id_number);
