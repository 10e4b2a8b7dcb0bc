-- Money taken twice for one post is booked, never left outside the ledger. A
-- second successful payment for an already funded post moves into `payment_refunds` (money we
-- hold that belongs to a payer) until the provider confirms its refund.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('producer_escrow',
  'consumer_pending', 'consumer_available', 'referral_rewards', 'platform_fees', 'external_mpesa',
  'external_paypal', 'external_card', 'withdrawal_hold', 'referral_pending', 'payment_refunds'));
