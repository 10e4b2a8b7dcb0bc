/**
 * Access tokens are short-lived JWTs (HS256 over node:crypto — no library needed for one
 * algorithm we issue and check ourselves). Refresh tokens, OTPs and reset tokens are opaque
 * random strings of which only a SHA-256 is stored.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session id: revoking the session ends the access token too. */
  sid: string;
  /**
   * 'embed' on the token of an embedded area: what it may not do is in `sessions.ts`
   * (`requireFullScope`). Absent on a full sign-in's token.
   */
  scp?: 'embed';
  iat: number;
  exp: number;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export type TokenScope = 'full' | 'embed';

export function signAccessToken(
  secret: string,
  userId: number,
  sessionId: string,
  now = Date.now(),
  scope: TokenScope = 'full',
): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    sub: String(userId),
    sid: sessionId,
    ...(scope === 'embed' ? { scp: 'embed' as const } : {}),
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
  };
  return signJwt(secret, claims);
}

/** An HS256 JWT of `claims` under `key` (consumers' tokens here, operators' in operators/operator-tokens.ts). */
export function signJwt(key: string | Buffer, claims: object): string {
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', key).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** The payload of a token well signed under `key`, not yet checked; null for anything else. */
export function readJwt(key: string | Buffer, token: string): unknown {
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined || header !== HEADER) return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyAccessToken(secret: string, token: string, now = Date.now()): AccessClaims | null {
  const claims = readJwt(secret, token);
  if (!isClaims(claims) || claims.exp * 1000 <= now) return null;
  return claims;
}

/** A user id as we write it in `sub`, and a session id (a UUID): anything else is not our claim. */
const USER_ID = /^[1-9][0-9]{0,15}$/;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Claims exactly as we issue them. A token correctly signed with our secret can still carry
 * claims we never wrote (a leaked secret, an old signer): those are refused like a bad signature,
 * never handed to the database as a user or session id.
 */
function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.sub === 'string' &&
    USER_ID.test(record.sub) &&
    typeof record.sid === 'string' &&
    SESSION_ID.test(record.sid) &&
    (record.scp === undefined || record.scp === 'embed') &&
    typeof record.iat === 'number' &&
    typeof record.exp === 'number'
  );
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A six-digit email code (spec 000 §4 "code input"). */
export const otpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Django's `uidb64`: the user id in URL-safe base64. */
export const encodeUid = (userId: number) => Buffer.from(String(userId)).toString('base64url');
export function decodeUid(uidb64: string): number | null {
  const decoded = Buffer.from(uidb64, 'base64url').toString('utf8');
  return /^[1-9][0-9]{0,15}$/.test(decoded) ? Number(decoded) : null;
}
