-- A payout's outcome is taken only from answers engage can trust:
-- `status_query_id` is the id M-PESA gave the latest Transaction Status query about the payout,
-- so only the result of a query we asked is read (the callback URL's key alone proves nothing);
-- `next_check_at` is when reconciliation asks about it again (longer waits as it ages);
-- `claimed_result_code` is the code a B2C result gave for a failure, kept until Transaction Status
-- confirms it (whose result says only "Failed"): a float too short then delays the payout.
-- `payout_debt` (per user, negative while owed) takes what a payout paid after its hold had been
-- given back cost beyond the user's balance.
ALTER TABLE withdrawals ADD COLUMN status_query_id text;
ALTER TABLE withdrawals ADD COLUMN next_check_at timestamptz;
ALTER TABLE withdrawals ADD COLUMN claimed_result_code integer;

DO $$
DECLARE
  allowed text;
BEGIN
  SELECT substring(pg_get_constraintdef(oid) FROM '^CHECK \((.*)\)$') INTO allowed
    FROM pg_constraint WHERE conname = 'ledger_accounts_kind_check' AND conrelid = 'ledger_accounts'::regclass;
  ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
  EXECUTE format(
    'ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK ((%s) OR kind = %L)',
    allowed, 'payout_debt');
END $$;
