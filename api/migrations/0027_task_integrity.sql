-- Farms that do not pay.
--
-- `platform_account_links`: every YouTube channel or X account ever linked, by a keyed hash of the
-- platform's account id (HMAC with LINK_HISTORY_KEY, so the table names no one outright), and the
-- engage account that linked it first. No foreign key: the history outlives unlinking and the
-- deletion of either account.
CREATE TABLE platform_account_links (
  platform text NOT NULL,
  account_hash text NOT NULL,
  first_user_id bigint NOT NULL,
  first_linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform, account_hash)
);

-- One reward per (platform account, link, action), whichever engage account asks for it: a
-- channel unlinked from one account and linked to another cannot earn the same task twice. No
-- foreign key either, for the same reason.
CREATE TABLE platform_account_rewards (
  platform text NOT NULL,
  account_hash text NOT NULL,
  link_id bigint NOT NULL,
  action_type text NOT NULL,
  user_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform, account_hash, link_id, action_type)
);

-- A view is credited from the progress the player reported (its current time, every few
-- seconds), counting only time that advanced no faster than the server's clock between reports.
ALTER TABLE watch_tickets ADD COLUMN reports integer NOT NULL DEFAULT 0;
ALTER TABLE watch_tickets ADD COLUMN last_position double precision;
ALTER TABLE watch_tickets ADD COLUMN last_report_at timestamptz;
ALTER TABLE watch_tickets ADD COLUMN watched_seconds double precision NOT NULL DEFAULT 0;

-- Retention: before a subscribe, like or follow leaves the pending balance it is checked again.
-- `retention_check_at` postpones a credit whose provider did not answer; `voided_at` and
-- `void_reason` mark one that was undone (its money went back to the link's escrow).
ALTER TABLE task_actions ADD COLUMN retention_check_at timestamptz;
ALTER TABLE task_actions ADD COLUMN voided_at timestamptz;
ALTER TABLE task_actions ADD COLUMN void_reason text;
