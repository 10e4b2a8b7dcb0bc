/**
 * Google identity behind an interface (DESIGN §6). The server asks the provider who an access
 * token belongs to; it never takes an email from the browser on trust. The sandbox provider
 * (the default) answers from the grants its consent page issued.
 */
import type { SandboxOAuthService } from '../sandbox/sandbox-oauth.service';

export interface GoogleIdentity {
  email: string;
  sub: string;
}

export interface GoogleIdentityProvider {
  /** The identity behind a Google access token, or null when the token is not valid. */
  userInfo(accessToken: string): Promise<GoogleIdentity | null>;
}

export class SandboxGoogleProvider implements GoogleIdentityProvider {
  constructor(private readonly sandbox: SandboxOAuthService) {}

  async userInfo(accessToken: string): Promise<GoogleIdentity | null> {
    const grant = await this.sandbox.lookup('google', accessToken);
    return grant ? { email: grant.email, sub: grant.subject } : null;
  }
}
