-- Accounts no one can take with a bearer token alone.
-- `sessions.scope`: 'full' for a sign-in, 'embed' for the token an embedded area gets (no payout
-- changes, no account deletion, no step-up). `sessions.stepped_up_at`: when the person at this
-- session last proved presence (password or emailed code); what moves money asks for a recent one.
ALTER TABLE sessions ADD COLUMN scope text NOT NULL DEFAULT 'full' CHECK (scope IN ('full', 'embed'));
ALTER TABLE sessions ADD COLUMN stepped_up_at timestamptz;

-- A new or changed payout number receives money only from `usable_from` (the cooling-off period).
-- Numbers saved before this rule are usable already.
ALTER TABLE withdrawal_methods ADD COLUMN usable_from timestamptz NOT NULL DEFAULT now();

-- The emailed step-up code for an account without a password.
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('email_verification', 'password_reset', 'step_up'));

-- The owner's one-tap "this was not me" after a payout number was added or changed: a single-use
-- token (only its SHA-256 kept) naming the number the email was about.
CREATE TABLE payout_method_alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  method_id bigint NOT NULL,
  mpesa_phone text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX payout_method_alerts_user_idx ON payout_method_alerts (user_id);

-- Withdrawals frozen on an account: money stays where it is; only withdrawals are refused while a
-- freeze is not lifted. One open freeze per account.
CREATE TABLE account_freezes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  reason text NOT NULL CHECK (reason IN ('payout_method_disowned')),
  frozen_at timestamptz NOT NULL DEFAULT now(),
  lifted_at timestamptz,
  lifted_by text
);
CREATE UNIQUE INDEX account_freezes_open_idx ON account_freezes (user_id) WHERE lifted_at IS NULL;
