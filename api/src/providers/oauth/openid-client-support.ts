/**
 * What the YouTube and X linking adapters share around `openid-client` (a certified OAuth 2.0
 * and OpenID Connect client, used here for plain OAuth 2.0): plain HTTP only to this machine
 * (the local fakes), token answers in our shape, and its errors as ProviderErrors.
 */
import * as client from 'openid-client';
import { platformGet } from '../platform-http';
import { ProviderError } from '../provider-error';
import type { ProviderTokens } from '../../modules/linked-accounts/linking-provider';

/** openid-client insists on https; the fakes on this machine speak plain HTTP. */
export function isLoopbackHttp(address: string): boolean {
  const url = new URL(address);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function tokensOf(
  answer: client.TokenEndpointResponse,
  previousRefreshToken: string | null = null,
): ProviderTokens {
  const expiresIn = answer.expires_in;
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? previousRefreshToken,
    expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
    scope: answer.scope ?? '',
  };
}

/**
 * A provider's OAuth error answer (4xx with `error`) is a refusal carrying that code; anything
 * else (no answer, a 5xx, a body that is not OAuth) leaves the outcome unknown.
 */
export function providerError(provider: string, error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof client.ResponseBodyError && error.status >= 400 && error.status < 500) {
    return new ProviderError('refused', `${provider} refused: ${error.error}`, error.error);
  }
  if (error instanceof client.AuthorizationResponseError) {
    return new ProviderError('refused', `${provider} refused: ${error.error}`, error.error);
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new ProviderError('unavailable', `${provider} did not answer usably: ${reason}`);
}

/**
 * A bearer GET of the providers' plain REST calls (who the linked account is), through the
 * same deadline and reading as the verifier's calls; a provider that does not answer throws.
 */
export async function fetchJson(
  url: string,
  accessToken: string,
  provider: string,
): Promise<{ status: number; body: unknown }> {
  const answer = await platformGet(url, accessToken);
  if (answer.ok) return { status: 200, body: answer.body };
  if (answer.status === 0) throw new ProviderError('unavailable', `${provider} did not answer`);
  return { status: answer.status, body: answer.body };
}
