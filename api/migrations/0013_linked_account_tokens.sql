-- The providers' tokens of a linked YouTube or X account, so the verifier can ask the platform
-- on the user's behalf. Each token is AES-256-GCM ciphertext (iv, tag and data in one text,
-- api/src/modules/linked-accounts/token-cipher.ts): a copy of the database alone reveals none.
-- A link whose refresh the provider refused is kept, marked broken, until the user links again.
CREATE TABLE linked_account_tokens (
  user_id bigint NOT NULL,
  platform text NOT NULL CHECK (platform IN ('youtube', 'twitter')),
  -- The provider's id of the account (YouTube channel id, X user id), as in social_connections.
  account_id text NOT NULL,
  access_token text NOT NULL,
  refresh_token text,
  expires_at timestamptz,
  scope text NOT NULL DEFAULT '',
  -- One refresh at a time per link, across API instances: whoever sets this first refreshes.
  refresh_lease_until timestamptz,
  broken_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, platform)
);

-- A real provider's consent: the PKCE verifier and the exact redirect_uri the token request repeats.
ALTER TABLE oauth_states ADD COLUMN code_verifier text;
ALTER TABLE oauth_states ADD COLUMN redirect_uri text;
