-- Real providers: every payment and payout reaches a final state, whatever happens to our
-- process or to the provider's callback.
--
-- A request is written before the provider is asked, and `accepted_at` is set once the provider
-- has taken it: a row left without it by a crash is one the provider may never have seen.
-- `checked_at` is when reconciliation last asked the provider about it.
ALTER TABLE payments ADD COLUMN accepted_at timestamptz;
-- The provider's proof of money taken: the M-PESA receipt (needed for a Reversal) or the PayPal
-- capture id (needed for a refund).
ALTER TABLE payments ADD COLUMN receipt text;
ALTER TABLE payments ADD COLUMN checked_at timestamptz;
-- A refund the provider accepted and has not confirmed yet: not asked for again meanwhile.
ALTER TABLE payments ADD COLUMN refund_requested_at timestamptz;
UPDATE payments SET accepted_at = created_at;
CREATE INDEX payments_open_idx ON payments (created_at) WHERE status IN ('pending', 'approved');

-- Our idempotency key for a payout (Daraja's OriginatorConversationID), fixed before M-PESA is
-- asked, so a payout is looked up, never sent again.
ALTER TABLE withdrawals ADD COLUMN originator_conversation_id text UNIQUE;
ALTER TABLE withdrawals ADD COLUMN accepted_at timestamptz;
ALTER TABLE withdrawals ADD COLUMN receipt text;
ALTER TABLE withdrawals ADD COLUMN checked_at timestamptz;
UPDATE withdrawals SET originator_conversation_id = 'engage-w' || id, accepted_at = created_at;
ALTER TABLE withdrawals ALTER COLUMN originator_conversation_id SET NOT NULL;
CREATE INDEX withdrawals_open_idx ON withdrawals (created_at) WHERE status = 'pending';

-- Provider notifications (PayPal webhooks) already handled: each event acts once, however often
-- it is delivered.
CREATE TABLE provider_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
