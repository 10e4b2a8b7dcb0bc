-- The first run (pick interests, link an account, how earning works) is shown to a person once,
-- on whichever device they sign in: this is the moment they finished or skipped it, null until
-- then. Everyone who already had an account counts as onboarded, so nobody using the app is
-- asked.
ALTER TABLE users ADD COLUMN onboarded_at timestamptz;
UPDATE users SET onboarded_at = now();
