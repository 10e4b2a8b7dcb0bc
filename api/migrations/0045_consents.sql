-- Consent on record: every answer a user gave about the terms, the privacy policy and marketing
-- email, never updated or deleted (the history is the proof); the latest row per document is the
-- state. A user without a terms or privacy row (accounts older than this table) is asked at the
-- next sign-in. The rows stay when an account is deleted: the account row itself stays too.
CREATE TABLE consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  document text NOT NULL CHECK (document IN ('terms', 'privacy', 'marketing')),
  -- The policy's version for terms and privacy; 'v1' for marketing, which has no document.
  version text NOT NULL,
  given boolean NOT NULL,
  source text NOT NULL CHECK (source IN ('signup', 'signin', 'settings', 'google', 'seed')),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consents_latest ON consents (user_id, document, id DESC);
