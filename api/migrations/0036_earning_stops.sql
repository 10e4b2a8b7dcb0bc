-- An operator may stop an account earning (task actions refused) with a note the user is shown;
-- the account keeps its balance and may still withdraw unless that is frozen too.
ALTER TABLE users ADD COLUMN earning_stopped_at timestamptz;
ALTER TABLE users ADD COLUMN earning_stopped_note text;
