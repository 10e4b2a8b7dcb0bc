/**
 * Google identity behind an interface. The server asks the provider who a token
 * belongs to; it never takes an email from the browser on trust.
 *
 * - The sandbox (the default outside production) answers from the grants its consent page issued.
 * - Real Google (GOOGLE_PROVIDER=google): the API finishes the OpenID Connect flow itself
 *   (google-sign-in.routes.ts) and hands the browser a one-time sign-in token for the identity
 *   it verified, valid two minutes. The app reads it like a Google access token (user info, then
 *   the spec's google-login call), which spends it. It is kept, hashed, beside the sandbox's
 *   grants (`oauth_grants`, provider `google`): both are one-time proofs of a Google consent,
 *   and only one of the two providers serves Google sign-in on a server.
 */
import type { GoogleOpenIdClient } from '../../providers/google/google-openid';
import type { SandboxOAuthService } from '../sandbox/sandbox-oauth.service';

export interface GoogleIdentity {
  email: string;
  sub: string;
}

export interface GoogleIdentityProvider {
  /** The identity behind a token, or null when the token is not valid. */
  userInfo(token: string): Promise<GoogleIdentity | null>;
  /** The same, to sign in with: a one-time token is spent here. */
  redeem(token: string): Promise<GoogleIdentity | null>;
}

export class SandboxGoogleProvider implements GoogleIdentityProvider {
  constructor(private readonly sandbox: SandboxOAuthService) {}

  async userInfo(accessToken: string): Promise<GoogleIdentity | null> {
    const grant = await this.sandbox.lookup('google', accessToken);
    return grant ? { email: grant.email, sub: grant.subject } : null;
  }

  /** Sandbox tokens stand for Google access tokens, which stay valid until they expire. */
  redeem(accessToken: string): Promise<GoogleIdentity | null> {
    return this.userInfo(accessToken);
  }
}

/** How long the browser has to trade the one-time sign-in token for a session. */
export const SIGN_IN_TOKEN_TTL_SECONDS = 120;

export class OpenIdGoogleProvider implements GoogleIdentityProvider {
  constructor(
    readonly client: GoogleOpenIdClient,
    private readonly grants: SandboxOAuthService,
  ) {}

  /** Records an identity Google vouched for; returns the one-time sign-in token. */
  issue(identity: GoogleIdentity): Promise<string> {
    return this.grants.grant('google', identity.email, '', {
      subject: identity.sub,
      ttlMs: SIGN_IN_TOKEN_TTL_SECONDS * 1000,
    });
  }

  async userInfo(token: string): Promise<GoogleIdentity | null> {
    const grant = await this.grants.lookup('google', token);
    return grant ? { email: grant.email, sub: grant.subject } : null;
  }

  async redeem(token: string): Promise<GoogleIdentity | null> {
    const grant = await this.grants.redeem('google', token);
    return grant ? { email: grant.email, sub: grant.subject } : null;
  }
}
