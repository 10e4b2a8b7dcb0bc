-- What the people who run engage must look at: a money path that could not finish on its own
-- (a payment or payout with no final answer, a result for a payment already closed, a reversal or
-- dispute, a low payout float, a reconciliation mismatch). One open alert per kind and subject, so
-- a job that finds the same stuck payout every few minutes raises it once; acknowledging it lets
-- a later occurrence raise a new one.
CREATE TABLE operator_alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  -- What the alert is about, e.g. 'payment:42', 'withdrawal:7', 'float', 'reconciliation:2026-11-27'.
  subject text NOT NULL,
  -- What happened, with the amounts and provider references the operator needs.
  message text NOT NULL,
  raised_at timestamptz NOT NULL DEFAULT now(),
  acknowledged_at timestamptz,
  acknowledged_by text
);
CREATE UNIQUE INDEX operator_alerts_one_open ON operator_alerts (kind, subject) WHERE acknowledged_at IS NULL;
CREATE INDEX operator_alerts_raised_at_idx ON operator_alerts (raised_at);
