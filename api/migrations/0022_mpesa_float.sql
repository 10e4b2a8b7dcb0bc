-- The B2C payout float. Each Account Balance query M-PESA took is a row, filled in when its
-- result comes (the query is answered asynchronously; a result may even arrive before the row
-- is written, so both sides upsert on the query's id). Payouts read the newest reading before
-- they are sent, and one M-PESA refuses for lack of funds waits as 'delayed', its money still
-- held, until a reading shows the float can cover it.
CREATE TABLE mpesa_float_readings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The query's OriginatorConversationID, which its result names.
  originator_conversation_id text NOT NULL UNIQUE,
  conversation_id text,
  asked_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'asked' CHECK (status IN ('asked', 'read', 'failed')),
  -- Available funds of the Utility Account (what B2C pays from) and of the Working Account, cents.
  utility_available_cents bigint,
  working_available_cents bigint,
  -- The AccountBalance parameter as M-PESA sent it, or why no balance was read.
  accounts text NOT NULL DEFAULT '',
  result_desc text NOT NULL DEFAULT '',
  read_at timestamptz
);
CREATE INDEX mpesa_float_readings_read_idx ON mpesa_float_readings (read_at DESC) WHERE status = 'read';

ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('pending', 'delayed', 'completed', 'failed'));
CREATE INDEX withdrawals_delayed_idx ON withdrawals (created_at) WHERE status = 'delayed';
-- When a delayed payout was last sent again under a new OriginatorConversationID: from then on a
-- Transaction Status result that names another id is about the refused request, not this one.
ALTER TABLE withdrawals ADD COLUMN resent_at timestamptz;
