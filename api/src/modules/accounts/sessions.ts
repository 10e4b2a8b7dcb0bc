/**
 * Sessions (spec 000 §4–§6): login → {access, refresh, session_id}, refresh with rotation and
 * reuse detection, logout, and the bearer check. SQL for `sessions` and
 * `retired_refresh_tokens` lives here.
 */
import { and, asc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { retiredRefreshTokens, sessions, users } from '../../db/schema';
import type { AppConfig } from '../../config';
import { ApiError } from '../../http/errors';
import { text } from '../../i18n/messages';
import { LiveSessions } from './live-sessions';
import { verifyPassword } from './passwords';
import { findUser, findUserByEmail } from './users-table';
import { randomToken, sha256, signAccessToken, verifyAccessToken, type TokenScope } from './tokens';

export interface LoginTokens {
  access: string;
  refresh: string;
  session_id: string;
}

export interface AuthContext {
  userId: number;
  sessionId: string;
  /** 'embed': an embedded area's token, which may not change payout numbers or delete the account. */
  scope: TokenScope;
}

const REFRESH_TOKEN_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an access token's session is live, in the database: prepared once —
 * Drizzle builds the SQL once and PostgreSQL parses it once per connection. `LiveSessions`
 * keeps its live answers for a few seconds, and forgets them the moment a session ends.
 */
function preparedLiveSession(db: Db) {
  return db
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        isNull(users.deletedAt),
      ),
    )
    .prepare('live_session');
}

export class Sessions {
  /** Live sessions, remembered briefly; `app.ts` starts it listening for ended ones. */
  readonly liveSessions: LiveSessions;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {
    const liveSession = preparedLiveSession(db);
    this.liveSessions = new LiveSessions(
      async (sessionId, userId) => (await liveSession.execute({ sessionId, userId })).length > 0,
    );
  }

  async open(userId: number, executor: Executor = this.db, scope: TokenScope = 'full'): Promise<LoginTokens> {
    const refresh = randomToken();
    const [session] = await executor
      .insert(sessions)
      .values({
        userId,
        refreshHash: sha256(refresh),
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
        scope,
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('insert session returned nothing');
    return {
      access: signAccessToken(this.config.jwtSecret, userId, session.id, Date.now(), scope),
      refresh,
      session_id: session.id,
    };
  }

  /** Presence was proved on this session just now (password or emailed code). */
  async recordStepUp(sessionId: string, at = new Date()): Promise<void> {
    await this.db.update(sessions).set({ steppedUpAt: at }).where(eq(sessions.id, sessionId));
  }

  /**
   * When presence was last proved on this session, read afresh (never from the live-session
   * memory): a step-up must not outlive its five minutes on another instance.
   */
  async steppedUpAt(sessionId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: sessions.steppedUpAt })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    return row?.at ?? null;
  }

  async login(email: string, password: string): Promise<LoginTokens> {
    const user = await findUserByEmail(this.db, email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      throw new ApiError(401, text('wrongCredentials'), { message: text('wrongCredentials') });
    }
    return this.open(user.id);
  }

  /**
   * Rotates the refresh token: the old one stops working. A token that was already rotated away
   * and comes back means a copy exists (stolen, or replayed): the whole session is revoked, so
   * neither the thief's nor the owner's tokens work any more (reuse detection).
   */
  async refresh(refreshToken: string): Promise<{ access: string; refresh: string }> {
    const presented = sha256(refreshToken);
    const next = randomToken();
    const invalid = () => new ApiError(401, text('sessionExpired'), { message: text('sessionExpired') });
    const session = await this.db.transaction(async (tx) => {
      const [rotated] = await tx
        .update(sessions)
        .set({ refreshHash: sha256(next) })
        .where(and(eq(sessions.refreshHash, presented), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .returning({ id: sessions.id, userId: sessions.userId, scope: sessions.scope });
      if (rotated) await tx.insert(retiredRefreshTokens).values({ refreshHash: presented, sessionId: rotated.id });
      return rotated;
    });
    if (!session) {
      const [reused] = await this.db
        .select({ sessionId: retiredRefreshTokens.sessionId })
        .from(retiredRefreshTokens)
        .where(eq(retiredRefreshTokens.refreshHash, presented));
      if (reused) {
        await this.db
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.id, reused.sessionId), isNull(sessions.revokedAt)));
        this.liveSessions.sessionEnded(reused.sessionId);
      }
      throw invalid();
    }
    if (!(await findUser(this.db, session.userId))) throw invalid();
    // An embedded area's session stays one: refreshing never widens what its tokens may do.
    return {
      access: signAccessToken(this.config.jwtSecret, session.userId, session.id, Date.now(), session.scope),
      refresh: next,
    };
  }

  async logout(auth: AuthContext): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, auth.sessionId), isNull(sessions.revokedAt)));
    this.liveSessions.sessionEnded(auth.sessionId);
  }

  /**
   * Inside a caller's transaction this process stops trusting the user's sessions at once (and
   * will not remember them again for a few seconds, past the commit); other processes hear of it
   * when the transaction commits.
   */
  async endAll(userId: number, executor: Executor = this.db): Promise<void> {
    this.liveSessions.userEnded(userId);
    await executor
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  /** The bearer check: a valid signature, an unexpired token and a live session of a live user. */
  async authenticate(accessToken: string): Promise<AuthContext | null> {
    const claims = verifyAccessToken(this.config.jwtSecret, accessToken);
    if (!claims) return null;
    const userId = Number(claims.sub);
    if (!(await this.liveSessions.isLive(claims.sid, userId))) return null;
    return { userId, sessionId: claims.sid, scope: claims.scp ?? 'full' };
  }
}

/** The user's sessions for their data export (modules/privacy): never the refresh token's hash. */
export function exportFor(executor: Executor, userId: number) {
  const { refreshHash: _secret, ...columns } = getTableColumns(sessions);
  return executor.select(columns).from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
}
