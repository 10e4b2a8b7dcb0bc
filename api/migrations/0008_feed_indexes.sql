-- The feed reads `status = 'active' AND is_shorts = ? [AND platform = ?]` newest
-- first, ten at a time. links_feed_idx led with (status, platform), so the "all" feed (no
-- platform) read every active link and sorted them — 40 ms a page at 30,000 links, where these
-- serve the page from the index in order and stop after eleven rows (0.3 ms).
CREATE INDEX links_feed_all_idx ON links (status, is_shorts, created_at DESC, id DESC);
CREATE INDEX links_feed_platform_idx ON links (status, platform, is_shorts, created_at DESC, id DESC);
DROP INDEX links_feed_idx;
