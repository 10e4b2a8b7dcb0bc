-- Email that does not go through is tried again with backoff, and an operator can see why:
-- how many tries, when the next one is due, and the last error the mail server gave.
ALTER TABLE email_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE email_outbox ADD COLUMN next_attempt_at timestamptz;
ALTER TABLE email_outbox ADD COLUMN last_error text;
CREATE INDEX email_outbox_pending_idx ON email_outbox (id) WHERE sent_at IS NULL;
