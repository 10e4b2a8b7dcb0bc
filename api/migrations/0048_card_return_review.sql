-- A post paid by card or PayPal whose unspent budget went back to the engage balance: the
-- producer's withdrawals wait for an operator. A card thief could otherwise pay a post with a
-- stolen card, cancel it and take the money out to an M-PESA number before the chargeback.
ALTER TABLE payout_reviews DROP CONSTRAINT payout_reviews_reason_check;
ALTER TABLE payout_reviews ADD CONSTRAINT payout_reviews_reason_check
  CHECK (reason IN ('shared_device', 'busy_network', 'payout_name', 'card_return'));
