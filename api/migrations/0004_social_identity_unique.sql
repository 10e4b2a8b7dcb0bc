-- One provider identity (a YouTube channel, an X account) links to one engage
-- account at a time, or one person is paid once per account for the same task. Older data may
-- hold the same identity on several accounts: the earliest link keeps it.
DELETE FROM social_connections AS later
USING social_connections AS earlier
WHERE later.platform = earlier.platform
  AND later.external_id = earlier.external_id
  AND (later.connected_at, later.user_id) > (earlier.connected_at, earlier.user_id);

CREATE UNIQUE INDEX social_connections_identity ON social_connections (platform, external_id);
