/**
 * Linking an X account: OAuth 2.0 Authorization Code Flow with PKCE (docs.x.com, "OAuth 2.0
 * Authorization Code Flow with PKCE"), as a confidential client. The consent page is
 * X_AUTHORIZE_URL (`https://x.com/i/oauth2/authorize`); the token, refresh and revocation
 * requests go to `/2/oauth2/token` and `/2/oauth2/revoke` on X_API_BASE_URL; the account is
 * named by `GET /2/users/me` (`{ data: { id, name, username } }`).
 */
import * as client from 'openid-client';
import type { LinkingSettings } from '../../config';
import type { LinkedIdentity, LinkingProvider, ProviderTokens } from '../../modules/linked-accounts/linking-provider';
import { ProviderError } from '../provider-error';
import { fetchJson, isLoopbackHttp, providerError, tokensOf } from '../oauth/openid-client-support';

/**
 * What the verifier reads, and no more: `tweet.read` and `users.read` (every user-context
 * lookup needs both: /2/users/me, retweets, replies), `like.read` (likes), `follows.read`
 * (follows), `bookmark.read` (bookmarks), and `offline.access` for a refresh token, so the
 * link outlives the two-hour access token.
 */
const X_SCOPES = 'tweet.read users.read like.read follows.read bookmark.read offline.access';

/**
 * X's documented client authentication: `Authorization: Basic base64(client_id:client_secret)`.
 * openid-client's ClientSecretBasic form-encodes both first (RFC 6749 §2.3.1), which changes a
 * secret holding `-`, `_` or `.`, the characters X's secrets are made of.
 */
const xBasic =
  (clientId: string, clientSecret: string): client.ClientAuth =>
  (_server, _client, _body, headers) => {
    headers.set('authorization', `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`);
  };

interface UsersMe {
  data?: { id?: unknown; username?: unknown };
}

export class XLinking implements LinkingProvider {
  private readonly config: client.Configuration;

  constructor(private readonly settings: LinkingSettings['x']) {
    const server: client.ServerMetadata = {
      issuer: new URL(settings.authorizeUrl).origin,
      authorization_endpoint: settings.authorizeUrl,
      token_endpoint: `${settings.apiBaseUrl}/2/oauth2/token`,
      revocation_endpoint: `${settings.apiBaseUrl}/2/oauth2/revoke`,
    };
    this.config = new client.Configuration(
      server,
      settings.clientId,
      { client_secret: settings.clientSecret },
      xBasic(settings.clientId, settings.clientSecret),
    );
    if (isLoopbackHttp(settings.apiBaseUrl) || isLoopbackHttp(settings.authorizeUrl)) {
      client.allowInsecureRequests(this.config);
    }
  }

  async authorizationUrl(request: { redirectUri: string; state: string; codeVerifier: string }): Promise<string> {
    return client
      .buildAuthorizationUrl(this.config, {
        response_type: 'code',
        redirect_uri: request.redirectUri,
        scope: X_SCOPES,
        state: request.state,
        code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  async exchange(callback: { callbackUrl: URL; state: string; codeVerifier: string }): Promise<LinkedIdentity> {
    let answer: client.TokenEndpointResponse;
    try {
      answer = await client.authorizationCodeGrant(this.config, callback.callbackUrl, {
        pkceCodeVerifier: callback.codeVerifier,
        expectedState: callback.state,
      });
    } catch (error) {
      throw providerError('X', error);
    }
    const tokens = tokensOf(answer);
    return { tokens, accountId: await this.userId(tokens.accessToken) };
  }

  /**
   * X answers a refresh token it no longer honours with 400 `invalid_request` ("Value passed for
   * the token was invalid.") where RFC 6749 says `invalid_grant`; both mean the user must link
   * again, so both come back as `invalid_grant`. X rotates refresh tokens: the old one is dead
   * after a refresh.
   */
  async refresh(refreshToken: string): Promise<ProviderTokens> {
    try {
      return tokensOf(await client.refreshTokenGrant(this.config, refreshToken));
    } catch (error) {
      const failure = providerError('X', error);
      if (failure.kind === 'refused' && failure.code === 'invalid_request') {
        throw new ProviderError('refused', failure.message, 'invalid_grant');
      }
      throw failure;
    }
  }

  async revoke(tokens: { accessToken: string; refreshToken: string | null }): Promise<void> {
    try {
      if (tokens.refreshToken) {
        await client.tokenRevocation(this.config, tokens.refreshToken, { token_type_hint: 'refresh_token' });
      }
      await client.tokenRevocation(this.config, tokens.accessToken, { token_type_hint: 'access_token' });
    } catch (error) {
      throw providerError('X', error);
    }
  }

  private async userId(accessToken: string): Promise<string> {
    const { status, body } = await fetchJson(`${this.settings.apiBaseUrl}/2/users/me`, accessToken, 'X');
    const id = (body as UsersMe | null)?.data?.id;
    if (status === 200 && typeof id === 'string' && id.length > 0) return id;
    if (status >= 400 && status < 500) throw new ProviderError('refused', `X /2/users/me answered ${String(status)}`);
    throw new ProviderError('unavailable', `X /2/users/me answered ${String(status)} without a user id`);
  }
}
