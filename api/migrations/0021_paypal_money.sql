-- PayPal money the ledger must show: what PayPal keeps as its fee on each capture
-- (`provider_fees`, an expense: it only grows negative), and what a producer owes after PayPal
-- reversed or refunded a payment whose post consumers had already been paid for
-- (`producer_debt`, per producer: negative while they owe it).
--
-- The two kinds are added to whatever the account-kind check allows when this runs, so that a
-- kind another migration added before it is kept. The check read is the one on this schema's
-- table (`conrelid`): a database may hold other schemas with their own (the tests run in parallel
-- in one database, a schema each).
DO $$
DECLARE
  allowed text;
BEGIN
  SELECT substring(pg_get_constraintdef(oid) FROM '^CHECK \((.*)\)$') INTO allowed
    FROM pg_constraint WHERE conname = 'ledger_accounts_kind_check' AND conrelid = 'ledger_accounts'::regclass;
  ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
  EXECUTE format(
    'ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK ((%s) OR kind IN (%L, %L))',
    allowed, 'provider_fees', 'producer_debt');
END $$;
