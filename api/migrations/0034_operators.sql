-- The people who run engage: not consumers or producers, with roles of their own. An operator is
-- created with a one-time enrolment link (only its SHA-256 is kept), which sets the password and
-- the authenticator secret; `last_totp_step` refuses a code used twice within its 30 seconds.
CREATE TABLE operators (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('support', 'finance', 'admin')),
  password_hash text,
  totp_secret text,
  last_totp_step bigint,
  enrolment_token_hash text,
  enrolment_expires_at timestamptz,
  enrolled_at timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_email_key ON operators (lower(email));
CREATE UNIQUE INDEX operators_enrolment_key ON operators (enrolment_token_hash) WHERE enrolment_token_hash IS NOT NULL;

-- A signed-in operator: at most 8 hours, ended early by signing out.
CREATE TABLE operator_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  operator_id bigint NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

-- Every operator action: who, when, what, to which row, the row before and after, and the reason
-- they typed. Append-only: the database itself refuses to change or remove a line.
CREATE TABLE operator_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  operator_id bigint NOT NULL REFERENCES operators (id),
  action text NOT NULL,
  subject_type text NOT NULL,
  subject_id text NOT NULL,
  account_id bigint,
  before jsonb,
  after jsonb,
  reason text NOT NULL
);
-- Listed newest first by id (the order lines were written in), by operator, account or action.
CREATE INDEX operator_audit_by_operator ON operator_audit (operator_id, id DESC);
CREATE INDEX operator_audit_by_account ON operator_audit (account_id, id DESC) WHERE account_id IS NOT NULL;
CREATE INDEX operator_audit_by_action ON operator_audit (action, id DESC);

CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only: % refused', TG_OP;
END
$$;
CREATE TRIGGER operator_audit_no_change BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only();
