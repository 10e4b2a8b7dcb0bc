-- A post may be paid from its producer's engage balance (what they could withdraw): a payment
-- whose money comes from inside engage, settled at once in the same transaction.
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_provider_check;
ALTER TABLE payments ADD CONSTRAINT payments_provider_check CHECK (provider IN ('paypal', 'card', 'mpesa', 'balance'));
