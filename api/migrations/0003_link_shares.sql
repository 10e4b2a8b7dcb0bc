-- A share counts once per user. links.shares stays the count; this table says who
-- has shared, so a repeated share changes nothing.
CREATE TABLE link_shares (
  user_id bigint NOT NULL REFERENCES users (id),
  link_id bigint NOT NULL REFERENCES links (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (link_id, user_id)
);
