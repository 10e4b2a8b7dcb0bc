/**
 * Google sign-in through OpenID Connect (GOOGLE_PROVIDER=google), with `openid-client`, a
 * certified relying-party library: Google's endpoints and keys come from the issuer's discovery
 * document; the authorization-code flow carries PKCE (S256), `state` and `nonce`; the code is
 * exchanged on the server with the client secret; the ID token is verified before anyone is
 * signed in — its signature against the issuer's JWKS (openid-client checks signatures of
 * token-endpoint ID tokens only with `enableNonRepudiationChecks`, so it is on), `iss`, `aud`,
 * `exp`, `nonce` — and Google must say the email is verified.
 *
 * A failure is a {@link GoogleSignInError} whose `reason` the sign-in page turns into words;
 * its message is for the log and never holds the code, a token or the secret.
 */
import * as client from 'openid-client';
import type { GoogleSignInSettings } from '../../config';
import { isLoopbackHttp } from '../oauth/openid-client-support';

/** Where Google sends the browser back: `PUBLIC_API_URL` + this, registered in Google Cloud console. */
export const GOOGLE_CALLBACK_PATH = '/api/users/google/callback/';

/**
 * Why a Google sign-in was refused, as the browser is told (`?error=<reason>` on /signin):
 * - `access_denied`: the person pressed Cancel at Google (Google's own code);
 * - `google_unavailable`: Google (its discovery document, keys or token endpoint) did not answer;
 * - `google_refused`: Google refused the code (used, expired, or not ours);
 * - `google_untrusted`: the ID token failed verification (forged, expired, for another app,
 *   wrong issuer or nonce);
 * - `google_unverified_email`: Google does not vouch for the account's email;
 * - `google_expired`: the sign-in did not start in this browser, took too long, or its `state`
 *   does not match.
 */
export type GoogleSignInFailure =
  | 'access_denied'
  | 'google_unavailable'
  | 'google_refused'
  | 'google_untrusted'
  | 'google_unverified_email'
  | 'google_expired';

export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
  constructor(
    readonly reason: GoogleSignInFailure,
    message: string,
  ) {
    super(message);
  }
}

/** What the callback needs to finish a flow; kept by the browser in a signed cookie. */
export interface GoogleFlowSecrets {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface VerifiedGoogleIdentity {
  sub: string;
  email: string;
}

/** openid-client refuses plain HTTP; only an issuer on this machine (the local fake) may use it. */
const ID_TOKEN_CODES = new Set([
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_JWS_SIGNATURE_VERIFICATION_FAILED',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_UNSUPPORTED_OPERATION',
]);

function failureOf(error: unknown): GoogleSignInError {
  if (error instanceof GoogleSignInError) return error;
  if (error instanceof client.AuthorizationResponseError) {
    if (error.error === 'access_denied')
      return new GoogleSignInError('access_denied', 'The person cancelled at Google');
    return new GoogleSignInError('google_refused', `Google refused the sign-in: ${error.error}`);
  }
  if (error instanceof client.ResponseBodyError) {
    return error.status >= 500
      ? new GoogleSignInError('google_unavailable', `Google answered ${String(error.status)}: ${error.error}`)
      : new GoogleSignInError('google_refused', `Google refused the code: ${error.error}`);
  }
  const code = (error as { code?: unknown }).code;
  // openid-client wraps oauth4webapi's error, whose message says what failed, in `cause`.
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const message = `${error instanceof Error ? error.message : String(error)}${cause}`;
  if (code === 'OAUTH_INVALID_RESPONSE' && /"state"/.test(message)) {
    return new GoogleSignInError('google_expired', `Google sign-in state mismatch: ${message}`);
  }
  if (typeof code === 'string' && ID_TOKEN_CODES.has(code)) {
    return new GoogleSignInError('google_untrusted', `Google ID token refused (${code}): ${message}`);
  }
  return new GoogleSignInError('google_unavailable', `Google did not answer usably: ${message}`);
}

export class GoogleOpenIdClient {
  /** The discovered configuration; dropped after a failure so the next sign-in asks again. */
  private configuration: Promise<client.Configuration> | undefined;
  readonly redirectUri: string;

  constructor(private readonly settings: GoogleSignInSettings) {
    this.redirectUri = `${settings.publicApiUrl}${GOOGLE_CALLBACK_PATH}`;
  }

  private discover(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        { client_secret: this.settings.clientSecret, id_token_signed_response_alg: 'RS256' },
        client.ClientSecretPost(this.settings.clientSecret),
        {
          execute: [
            client.enableNonRepudiationChecks,
            ...(isLoopbackHttp(this.settings.issuer) ? [client.allowInsecureRequests] : []),
          ],
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** The address of Google's consent page for a new flow, and the flow's secrets to keep. */
  async begin(): Promise<{ url: string; secrets: GoogleFlowSecrets }> {
    let configuration: client.Configuration;
    try {
      configuration = await this.discover();
    } catch (error) {
      throw failureOf(error);
    }
    const secrets: GoogleFlowSecrets = {
      codeVerifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
      state: secrets.state,
      nonce: secrets.nonce,
      prompt: 'select_account',
    });
    return { url: url.href, secrets };
  }

  /**
   * Finishes a flow from the address Google sent the browser back to: exchanges the code and
   * verifies the ID token. Throws {@link GoogleSignInError}.
   */
  async finish(callbackUrl: URL, secrets: GoogleFlowSecrets): Promise<VerifiedGoogleIdentity> {
    try {
      const configuration = await this.discover();
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string' || !claims.email) {
        throw new GoogleSignInError('google_untrusted', 'Google ID token has no email');
      }
      if (claims.email_verified !== true) {
        throw new GoogleSignInError('google_unverified_email', 'Google does not vouch for the email (email_verified)');
      }
      return { sub: claims.sub, email: claims.email };
    } catch (error) {
      throw failureOf(error);
    }
  }
}
