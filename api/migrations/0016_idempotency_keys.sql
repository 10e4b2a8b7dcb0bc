-- Writes sent with an Idempotency-Key header (api/src/http/idempotency.ts): one row per user and
-- key. It is written before the handler runs, so a copy of the request arriving at any API
-- instance meanwhile is told the first is still running; the answer (status and JSON body) is
-- kept when the handler has answered, so a request resent after its answer was lost gets the
-- same answer instead of doing the write again. Rows expire after a day (the sweep job).
CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL REFERENCES users (id),
  key text NOT NULL,
  -- SHA-256 of the method, path and body: the same key sent with another request is refused.
  fingerprint text NOT NULL,
  -- Both null while the first request is running.
  status_code integer,
  body text,
  started_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_expires_at_idx ON idempotency_keys (expires_at);
