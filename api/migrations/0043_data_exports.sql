-- "Download my data" (docs/privacy.md): one export a user asked for, built in the background. Two
-- tokens open its files, each with the owner's session and each kept only as its SHA-256: the one
-- the asking browser was given, and the one in the emailed link (made when the files are ready).
-- The files are kept until they expire, then dropped (the row stays: the user is told it expired).
CREATE TABLE data_exports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'preparing' CHECK (status IN ('preparing', 'ready', 'expired')),
  token_hash text NOT NULL UNIQUE,
  link_token_hash text UNIQUE,
  json text,
  csv text,
  created_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  expires_at timestamptz
);
-- At most one export a user is waiting for or may still download: asking again answers that one.
CREATE UNIQUE INDEX data_exports_one_open ON data_exports (user_id) WHERE status <> 'expired';
CREATE INDEX data_exports_user ON data_exports (user_id, id);
