/**
 * Linking a YouTube channel through Google's OAuth 2.0 for web server applications: the
 * youtube.force-ssl scope (below), `access_type=offline` (a refresh token), `prompt=consent`
 * (the consent page shown again on a new link, so Google sends a refresh token again and a user
 * linked under a narrower grant is asked for the new scope), `include_granted_scopes=true`
 * (Google's incremental authorization: the new grant keeps what was granted before), PKCE and
 * `state`. Google's
 * endpoints come from GOOGLE_ISSUER's discovery document; the client authenticates with
 * `client_id` and `client_secret` in the body, as Google's guide shows. The channel is named by
 * the YouTube Data API's `channels?part=id&mine=true`.
 */
import * as client from 'openid-client';
import type { LinkingSettings } from '../../config';
import type { LinkedIdentity, LinkingProvider, ProviderTokens } from '../../modules/linked-accounts/linking-provider';
import { ProviderError } from '../provider-error';
import { fetchJson, isLoopbackHttp, providerError, tokensOf } from '../oauth/openid-client-support';

/**
 * The one scope every check's method accepts (the YouTube Data API reference): `videos.getRating`
 * takes youtube, youtube.force-ssl or youtubepartner; `commentThreads.list` only youtube.force-ssl;
 * `subscriptions.list` and `channels.list` also youtube.readonly. youtube.readonly alone cannot
 * check likes or comments, and youtube is broader than force-ssl, so force-ssl is the least that
 * covers them all. The verifier still only reads.
 */
const YOUTUBE_SCOPE = 'https://www.googleapis.com/auth/youtube.force-ssl';

interface ChannelList {
  items?: { id?: unknown }[];
}

export class YoutubeLinking implements LinkingProvider {
  private discovered: Promise<client.Configuration> | null = null;

  constructor(private readonly settings: LinkingSettings['youtube']) {}

  /** Discovered on first use and kept; a failed discovery is tried again next time. */
  private configuration(): Promise<client.Configuration> {
    this.discovered ??= client
      .discovery(
        new URL(this.settings.googleIssuer),
        this.settings.clientId,
        { client_secret: this.settings.clientSecret },
        client.ClientSecretPost(this.settings.clientSecret),
        isLoopbackHttp(this.settings.googleIssuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.discovered = null;
        throw providerError('Google', error);
      });
    return this.discovered;
  }

  async authorizationUrl(request: { redirectUri: string; state: string; codeVerifier: string }): Promise<string> {
    return client
      .buildAuthorizationUrl(await this.configuration(), {
        response_type: 'code',
        redirect_uri: request.redirectUri,
        scope: YOUTUBE_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state: request.state,
        code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  async exchange(callback: { callbackUrl: URL; state: string; codeVerifier: string }): Promise<LinkedIdentity> {
    let tokens: ProviderTokens;
    try {
      const answer = await client.authorizationCodeGrant(await this.configuration(), callback.callbackUrl, {
        pkceCodeVerifier: callback.codeVerifier,
        expectedState: callback.state,
      });
      tokens = tokensOf(answer);
    } catch (error) {
      throw providerError('Google', error);
    }
    const { status, body } = await fetchJson(
      `${this.settings.apiBaseUrl}/channels?part=id&mine=true`,
      tokens.accessToken,
      'YouTube',
    );
    const id = (body as ChannelList | null)?.items?.[0]?.id;
    if (status === 200 && typeof id === 'string' && id.length > 0) return { tokens, accountId: id };
    // Not kept: our access to this Google account ends here.
    await this.revoke(tokens).catch(() => undefined);
    if (status === 200) throw new ProviderError('refused', 'This Google account has no YouTube channel', 'no_channel');
    if (status >= 400 && status < 500)
      throw new ProviderError('refused', `YouTube channels answered ${String(status)}`);
    throw new ProviderError('unavailable', `YouTube channels answered ${String(status)}`);
  }

  async refresh(refreshToken: string): Promise<ProviderTokens> {
    try {
      return tokensOf(await client.refreshTokenGrant(await this.configuration(), refreshToken), refreshToken);
    } catch (error) {
      throw providerError('Google', error);
    }
  }

  /** Google's revocation of a refresh token ends the whole grant, its access tokens with it. */
  async revoke(tokens: { accessToken: string; refreshToken: string | null }): Promise<void> {
    try {
      await client.tokenRevocation(await this.configuration(), tokens.refreshToken ?? tokens.accessToken);
    } catch (error) {
      throw providerError('Google', error);
    }
  }
}
