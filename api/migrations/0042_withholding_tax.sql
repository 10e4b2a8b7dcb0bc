-- Withholding tax on earnings payouts: the tax is held back from the payout and owed to the
-- revenue authority, so it sits in a platform liability account until it is remitted.
DO $$
DECLARE
  allowed text;
BEGIN
  SELECT substring(pg_get_constraintdef(oid) FROM '^CHECK \((.*)\)$') INTO allowed
    FROM pg_constraint WHERE conname = 'ledger_accounts_kind_check' AND conrelid = 'ledger_accounts'::regclass;
  ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
  EXECUTE format(
    'ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK ((%s) OR kind = %L)',
    allowed, 'tax_withheld');
END $$;

-- Each payout keeps the rate in force when it was asked for (basis points: 500 = 5 %), the part
-- of it that was earnings (the taxable base) and the tax held back; M-PESA is sent the rest.
ALTER TABLE withdrawals ADD COLUMN tax_rate_bp integer NOT NULL DEFAULT 0
  CHECK (tax_rate_bp >= 0 AND tax_rate_bp < 10000);
ALTER TABLE withdrawals ADD COLUMN taxable_cents bigint NOT NULL DEFAULT 0 CHECK (taxable_cents >= 0);
ALTER TABLE withdrawals ADD COLUMN tax_cents bigint NOT NULL DEFAULT 0
  CHECK (tax_cents >= 0 AND tax_cents < amount_cents AND taxable_cents <= amount_cents);

-- Payouts made before withholding existed took earnings out too: counting them as taxable base
-- (untaxed) keeps those earnings from being taxed again by the first payout after go-live.
UPDATE withdrawals SET taxable_cents = amount_cents WHERE status <> 'failed';

-- The monthly remittance report reads paid payouts by when they were paid.
CREATE INDEX withdrawals_paid_at ON withdrawals (completed_at) WHERE status = 'completed';
