/**
 * An operator's access token: a JWT like a consumer's (accounts/tokens.ts), with its own audience
 * and its own key. The key is derived from the server's secret for operators alone, so a consumer
 * token never verifies here and an operator token never verifies as a consumer's: neither can
 * stand in for the other, whatever its claims say. It lives as long as its session (8 hours at most).
 */
import { createHmac } from 'node:crypto';
import { readJwt, signJwt } from '../accounts/tokens';
import type { OperatorRole } from '@engage/shared/contract/operator-access';

export const OPERATOR_AUDIENCE = 'engage-operator';

export interface OperatorClaims {
  aud: typeof OPERATOR_AUDIENCE;
  /** Operator id. */
  sub: string;
  /** Session id: signing out ends the token too. */
  sid: string;
  role: OperatorRole;
  iat: number;
  exp: number;
}

const OPERATOR_ID = /^[1-9][0-9]{0,15}$/;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROLES: readonly string[] = ['support', 'finance', 'admin'];

/** The operators' signing key: the server's secret, put through HMAC with a label of their own. */
export function operatorKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('engage operator access tokens').digest();
}

export function signOperatorToken(
  key: Buffer,
  session: { operatorId: number; sessionId: string; role: OperatorRole; expiresAt: Date },
  now = Date.now(),
): string {
  const claims: OperatorClaims = {
    aud: OPERATOR_AUDIENCE,
    sub: String(session.operatorId),
    sid: session.sessionId,
    role: session.role,
    iat: Math.floor(now / 1000),
    exp: Math.floor(session.expiresAt.getTime() / 1000),
  };
  return signJwt(key, claims);
}

/** The claims of a well-signed, unexpired operator token; null for anything else (a consumer's included). */
export function verifyOperatorToken(key: Buffer, token: string, now = Date.now()): OperatorClaims | null {
  const claims = readJwt(key, token);
  if (!isOperatorClaims(claims) || claims.exp * 1000 <= now) return null;
  return claims;
}

function isOperatorClaims(value: unknown): value is OperatorClaims {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.aud === OPERATOR_AUDIENCE &&
    typeof record.sub === 'string' &&
    OPERATOR_ID.test(record.sub) &&
    typeof record.sid === 'string' &&
    SESSION_ID.test(record.sid) &&
    typeof record.role === 'string' &&
    ROLES.includes(record.role) &&
    typeof record.iat === 'number' &&
    typeof record.exp === 'number'
  );
}
