-- What phones in the field report of each area's release: page views, Core Web Vitals and errors.
-- Kept 30 days, one partition a day so that a day goes with one DROP instead of a long DELETE; the
-- `field health` job makes the coming days' partitions and drops the old ones. No user id, no
-- address: `visitor` is a random id the browser makes afresh each day.
CREATE TABLE field_events (
  day date NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  area text NOT NULL,
  release text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('view', 'vital', 'error')),
  -- A vital's name (LCP, INP, CLS, FCP, TTFB) or an error's source (window, rejection, boundary, chunk).
  metric text,
  value double precision,
  -- A vital's element or an error's message, cut short and stripped of numbers and addresses.
  detail text,
  visitor text NOT NULL
) PARTITION BY RANGE (day);

-- Catches a day whose partition the job has not made yet (a server started just after midnight).
CREATE TABLE field_events_default PARTITION OF field_events DEFAULT;

CREATE INDEX field_events_by_release ON field_events (day, area, release);

-- Each day's figures per area and release, recomputed by the job while the day's events are kept.
CREATE TABLE field_health_daily (
  day date NOT NULL,
  area text NOT NULL,
  release text NOT NULL,
  views integer NOT NULL,
  errors integer NOT NULL,
  lcp_p75 double precision,
  inp_p75 double precision,
  cls_p75 double precision,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (day, area, release)
);
