-- A post's life beyond live and completed: paused (by whom), and closed early (cancelled by its
-- producer or an operator, expired, taken down), with the unspent budget returned to the producer.
ALTER TABLE links DROP CONSTRAINT IF EXISTS links_status_check;
ALTER TABLE links ADD CONSTRAINT links_status_check CHECK (
  status IN ('draft', 'pending_payment', 'active', 'completed', 'paused', 'cancelled', 'expired', 'taken_down')
);
ALTER TABLE links ADD COLUMN paused_by text CHECK (paused_by IN ('producer', 'operator'));
ALTER TABLE links ADD COLUMN closed_at timestamptz;
ALTER TABLE links ADD COLUMN returned_cents bigint NOT NULL DEFAULT 0 CHECK (returned_cents >= 0);
-- A paused post is not live; only a paused one says who paused it.
ALTER TABLE links ADD CONSTRAINT links_paused_by_who CHECK ((status = 'paused') = (paused_by IS NOT NULL));
-- A live post expires POST_EXPIRY_DAYS after it went live (set when it is paid for); the posts
-- live before this column existed get the default 30 days from now, not from their start, so
-- none closes the moment the server is upgraded.
ALTER TABLE links ADD COLUMN expires_at timestamptz;
UPDATE links SET expires_at = now() + interval '30 days' WHERE status = 'active';
-- The expiry job's scan.
CREATE INDEX links_expiry_idx ON links (expires_at) WHERE status IN ('active', 'paused');
