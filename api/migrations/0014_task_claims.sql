-- Claims the verifier could not prove or disprove: a platform it cannot check, an X lookup the
-- operator's plan does not include, a provider that is down or whose quota is spent. Nothing is
-- paid for them; they wait here with the reason the user is shown. `recheck` claims (provider
-- down, quota spent) are asked about again by a job at `next_check_at` and end credited or
-- refused; the others wait for a person. One claim per (user, link, action), like the rewards.
CREATE TABLE task_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  link_id bigint NOT NULL REFERENCES links (id),
  action_type text NOT NULL,
  endpoint text NOT NULL,
  payload text NOT NULL,
  via_bot boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'review' CHECK (status IN ('review', 'credited', 'refused')),
  reason text NOT NULL,
  recheck boolean NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_check_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE UNIQUE INDEX task_claims_once_idx ON task_claims (user_id, link_id, action_type);
CREATE INDEX task_claims_due_idx ON task_claims (next_check_at) WHERE status = 'review' AND recheck;

-- When a user's player first started a video (by its link address): a view credit may claim
-- no more seconds than have passed since.
CREATE TABLE watch_tickets (
  user_id bigint NOT NULL REFERENCES users (id),
  link_url text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, link_url)
);

-- Calls made to each platform's API in a window (YouTube: units per Pacific day; X: requests
-- per endpoint, user and 15 minutes), shared by every API instance so the quota holds.
CREATE TABLE verification_usage (
  key text PRIMARY KEY,
  used integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX verification_usage_window_ends_idx ON verification_usage (window_ends);
