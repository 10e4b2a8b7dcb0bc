/**
 * What account linking needs from YouTube's and X's OAuth 2.0 (ACCOUNT_LINKING_PROVIDER=oauth):
 * a consent page, a code exchanged for tokens and the account's id, a refresh, a revocation.
 * Adapters live in `providers/x` and `providers/youtube-oauth`; failures are ProviderErrors,
 * `refused` when the provider answered no (a reused code, a revoked refresh token).
 */
export type OAuthPlatform = 'youtube' | 'twitter';

export interface ProviderTokens {
  accessToken: string;
  /** Null when the provider gave none (then the link lasts as long as the access token). */
  refreshToken: string | null;
  /** Null when the provider did not say. */
  expiresAt: Date | null;
  scope: string;
}

export interface LinkedIdentity {
  tokens: ProviderTokens;
  /** The provider's id of the account (YouTube channel id, X user id). */
  accountId: string;
}

export interface LinkingProvider {
  /** The provider's consent page for this request. */
  authorizationUrl(request: { redirectUri: string; state: string; codeVerifier: string }): Promise<string>;
  /** The browser came back to `callbackUrl` (our redirect_uri with the provider's query). */
  exchange(callback: { callbackUrl: URL; state: string; codeVerifier: string }): Promise<LinkedIdentity>;
  /** New tokens; a refresh token the provider does not rotate is kept by the caller. */
  refresh(refreshToken: string): Promise<ProviderTokens>;
  /** Ends our access at the provider (unlink, account deletion). */
  revoke(tokens: { accessToken: string; refreshToken: string | null }): Promise<void>;
}

export type LinkingProviders = Record<OAuthPlatform, LinkingProvider>;
