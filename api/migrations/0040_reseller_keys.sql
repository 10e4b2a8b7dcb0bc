-- Resellers' keys for the SMM panel API v2 (docs/resellers.md). A key is shown to its owner once;
-- only its SHA-256 is kept (unique: a key names one owner), with its first characters for the list.
CREATE TABLE reseller_keys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  name text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX reseller_keys_user ON reseller_keys (user_id) WHERE revoked_at IS NULL;

-- A refill asked for through the panel API. engage refills drops by itself while a post lives;
-- the request is a receipt its panel can ask about (`refill_status`), read from the post's state.
CREATE TABLE reseller_refills (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  link_id bigint NOT NULL REFERENCES links (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reseller_refills_user ON reseller_refills (user_id);
