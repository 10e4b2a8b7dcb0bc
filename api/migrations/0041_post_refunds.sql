-- Where a closed post's unspent budget goes: the producer's engage balance, or back through the
-- provider that took the payment (M-PESA to the paying number, PayPal's refund of the capture).
ALTER TABLE links ADD COLUMN return_to text NOT NULL DEFAULT 'balance' CHECK (return_to IN ('balance', 'provider'));

-- Money on its way back through a provider: out of the post's escrow, not the producer's to
-- spend or withdraw, until the provider pays it (then it leaves the books) or refuses it (then it
-- goes to the engage balance).
DO $$
DECLARE
  allowed text;
BEGIN
  SELECT substring(pg_get_constraintdef(oid) FROM '^CHECK \((.*)\)$') INTO allowed
    FROM pg_constraint WHERE conname = 'ledger_accounts_kind_check' AND conrelid = 'ledger_accounts'::regclass;
  ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
  EXECUTE format(
    'ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK ((%s) OR kind = %L)',
    allowed, 'refund_hold');
END $$;

-- One return through a provider. Written, with its hold, before the provider is asked, so a crash
-- between asking and booking leaves a row the `post refunds` job finds and asks about again.
-- `request_id` is what makes a second request the same request: M-PESA's OriginatorConversationID
-- (refused when repeated), PayPal's PayPal-Request-Id (answered with the first refund).
CREATE TABLE post_refunds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  link_id bigint NOT NULL REFERENCES links (id),
  user_id bigint NOT NULL REFERENCES users (id),
  payment_id bigint NOT NULL REFERENCES payments (id),
  provider text NOT NULL CHECK (provider IN ('mpesa', 'paypal', 'card')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  -- PayPal refunds in the capture's currency: the amount asked for there.
  provider_amount_cents bigint NOT NULL CHECK (provider_amount_cents > 0),
  currency text NOT NULL,
  phone text,
  request_id text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'asked', 'refunded', 'to_balance')),
  -- M-PESA's ConversationID for the B2C request, or PayPal's refund id.
  provider_ref text,
  -- M-PESA's receipt of the payment made, or PayPal's refund id, once paid.
  receipt text,
  -- The Transaction Status query last asked about it (its result names it).
  status_query_id text,
  asked_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_answer text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  alerted_at timestamptz
);
CREATE INDEX post_refunds_open ON post_refunds (status, id) WHERE status IN ('waiting', 'asked');
CREATE INDEX post_refunds_by_link ON post_refunds (link_id, id);
