-- Rate-limit counters every API instance shares (they lived in each process's
-- memory, so N instances allowed N times the attempts). One row per limited key and window.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_window_ends_idx ON rate_limit_counters (window_ends);
