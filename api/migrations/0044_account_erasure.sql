-- Deleting an account erases the person at once; what the law makes us keep stays under the
-- account's number only.

-- What a deleted account left in its balances (withdrawable and pending) goes to the platform's
-- own account, so the books still balance and nothing is dropped without a trace.
DO $$
DECLARE
  allowed text;
BEGIN
  SELECT substring(pg_get_constraintdef(oid) FROM '^CHECK \((.*)\)$') INTO allowed
    FROM pg_constraint WHERE conname = 'ledger_accounts_kind_check' AND conrelid = 'ledger_accounts'::regclass;
  ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
  EXECUTE format(
    'ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK ((%s) OR kind = %L)',
    allowed, 'forfeited_balances');
END $$;
