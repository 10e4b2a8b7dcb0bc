-- API processes remember for a few seconds that a session is live instead of asking
-- on every request (api/src/modules/accounts/live-sessions.ts). These triggers announce on
-- `session_ended`, as the change commits and whichever process made it, that a session was
-- revoked or removed (payload: its id) or that a user was deleted (payload: user:<id>), so every
-- process forgets it at once.
CREATE FUNCTION announce_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_ended', 'user:' || NEW.id);
  ELSE
    PERFORM pg_notify('session_ended', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_revoked_announce AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION announce_session_ended();

CREATE TRIGGER sessions_deleted_announce AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_ended();

CREATE TRIGGER users_deleted_announce AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION announce_session_ended();
