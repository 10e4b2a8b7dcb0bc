-- Refresh-token reuse detection. A rotated-away refresh token is remembered; if it
-- is ever presented again, someone holds a copy, and the whole session (the family of tokens
-- rotated from one sign-in) is revoked.
CREATE TABLE retired_refresh_tokens (
  refresh_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id),
  retired_at timestamptz NOT NULL DEFAULT now()
);
