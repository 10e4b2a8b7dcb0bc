-- What the operator console does that the tables could not hold yet.

-- An operator may freeze withdrawals too, with a note the user is shown; only an operator lifts it.
ALTER TABLE account_freezes DROP CONSTRAINT account_freezes_reason_check;
ALTER TABLE account_freezes ADD CONSTRAINT account_freezes_reason_check
  CHECK (reason IN ('payout_method_disowned', 'operator'));
ALTER TABLE account_freezes ADD COLUMN note text;

-- Adjustments are balanced journal entries against the platform's own adjustments account.
DO $$
DECLARE
  allowed text;
BEGIN
  SELECT substring(pg_get_constraintdef(oid) FROM '^CHECK \((.*)\)$') INTO allowed
    FROM pg_constraint WHERE conname = 'ledger_accounts_kind_check' AND conrelid = 'ledger_accounts'::regclass;
  ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
  EXECUTE format(
    'ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK ((%s) OR kind = %L)',
    allowed, 'operator_adjustments');
END $$;

-- An adjustment of a user's available balance. At or above FOUR_EYES_KES it waits for a second
-- operator, who cannot be the one who asked.
CREATE TABLE operator_adjustments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  reason text NOT NULL,
  requested_by bigint NOT NULL REFERENCES operators (id),
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'applied')),
  approved_by bigint REFERENCES operators (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz,
  CHECK (approved_by IS NULL OR approved_by <> requested_by)
);
CREATE INDEX operator_adjustments_by_status ON operator_adjustments (status, id DESC);

-- The console's queues, read newest or oldest first by id.
CREATE INDEX task_claims_operator_queue ON task_claims (id) WHERE status = 'review' AND reviewer = 'operator';
CREATE INDEX withdrawals_by_status ON withdrawals (status, id);
