-- Area releases: every release a team published with `pnpm deploy:area`, under the id the shell
-- reports its field health by (the hash of its manifest's entry and exposed files). At most one
-- stable and one live canary per area; a canary's share of users is decided by a hash of the
-- user (or the day's visitor id) and the release, so it is sticky without being stored per user.
CREATE TABLE area_releases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  area text NOT NULL,
  release text NOT NULL,
  manifest_url text NOT NULL,
  state text NOT NULL CHECK (state IN ('stable', 'canary', 'rolled_back', 'retired')),
  percent integer CHECK (percent BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  -- Why a canary was rolled back: by its team, or the figures that made the API do it.
  ended_reason text,
  UNIQUE (area, release)
);
CREATE UNIQUE INDEX area_releases_one_stable ON area_releases (area) WHERE state = 'stable';
CREATE UNIQUE INDEX area_releases_one_canary ON area_releases (area) WHERE state = 'canary';

-- Support pins one user to a release of an area, to see what they see; a pin lapses by itself.
CREATE TABLE release_pins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  area text NOT NULL,
  area_release_id bigint NOT NULL REFERENCES area_releases (id),
  pinned_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  UNIQUE (user_id, area)
);
