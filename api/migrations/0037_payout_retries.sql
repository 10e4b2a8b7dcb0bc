-- An operator may send a failed payout again, once: the new payout names the failed one, and a
-- second retry of the same payout is refused by this column's uniqueness.
ALTER TABLE withdrawals ADD COLUMN retry_of bigint UNIQUE REFERENCES withdrawals (id);
