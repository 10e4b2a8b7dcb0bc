/**
 * The verifier's way to a linked account's token (the linked-accounts module provides the real
 * one): a live access token with the platform's id of the account (YouTube: its channel id;
 * X: its user id), `{ relink: true }` when the provider refused the token or its refresh, or
 * null when there is no token for that platform.
 */
export type LinkedAccess = { token: string; accountId: string } | { relink: true } | null;

export interface LinkedTokens {
  accessToken(userId: number, platform: 'youtube' | 'twitter'): Promise<LinkedAccess>;
  /** The platform refused a live token (revoked, access withdrawn): the user must link again. */
  refused?(userId: number, platform: 'youtube' | 'twitter'): Promise<void>;
}
