-- The daily reconciliation (modules/reconciliation): for each Nairobi day and provider, what our
-- records and the provider's own agreed on. One report per (day, provider): running a day again
-- replaces its report, so the job and the CLI can both run it without doubling anything.
CREATE TABLE reconciliation_reports (
  day date NOT NULL,
  provider text NOT NULL CHECK (provider IN ('paypal', 'mpesa')),
  made_at timestamptz NOT NULL DEFAULT now(),
  -- Lines that need an operator: missing on our side, missing on theirs, amounts that differ.
  mismatches integer NOT NULL,
  -- Every line: { category, ... ids and amounts } (reconciliation-report.ts names the shapes).
  items jsonb NOT NULL,
  -- The M-PESA float (Account Balance) at the time of the report, in KES cents; NULL until the
  -- Account Balance reading exists, and always for PayPal.
  float_cents bigint,
  PRIMARY KEY (day, provider)
);
