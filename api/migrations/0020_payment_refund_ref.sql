-- The provider's id of the refund asked for a payment (M-PESA's Reversal OriginatorConversationID):
-- a Reversal result is believed only when it names the request we made, since the result URL's
-- key is all that otherwise stands between a forged callback and money booked out.
ALTER TABLE payments ADD COLUMN refund_ref text;
