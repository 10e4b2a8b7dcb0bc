/**
 * Who may use the operator console: operators made by `operator:create` (a one-time enrolment
 * link), enrolled with a password and an authenticator app, signed in with both. A session lasts
 * 8 hours at most; its token (operator-tokens.ts) is checked against the session on every call,
 * so signing out ends it at once. Every refusal of a sign-in says the same thing, whichever part
 * was wrong: the answer never tells a guesser which emails are operators.
 */
import type { Db } from '../../db/database';
import type { AppConfig } from '../../config';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { text } from '../../i18n/messages';
import type { Enrolment, OperatorRole, OperatorSession } from '@engage/shared/contract/operator-access';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { randomToken, sha256 } from '../accounts/tokens';
import {
  completeEnrolment,
  insertOperator,
  offerTotpSecret,
  operatorByEmail,
  operatorByEnrolment,
  operatorById,
  takeTotpStep,
  type OperatorRow,
} from './operators-table';
import { endOperatorSession, openOperatorSession, operatorSessionOpen } from './operator-sessions';
import { operatorKey, signOperatorToken, verifyOperatorToken } from './operator-tokens';
import { acceptedStep, newTotpSecret, totpUrl } from './totp';

export const OPERATOR_SESSION_HOURS = 8;
const ENROLMENT_HOURS = 48;
const HOUR_MS = 3_600_000;

export interface OperatorAuth {
  operatorId: number;
  email: string;
  role: OperatorRole;
  sessionId: string;
}

export class OperatorAccess {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<AppConfig, 'jwtSecret' | 'appUrl'>,
  ) {
    this.key = operatorKey(config.jwtSecret);
  }

  /** A new operator and their one-time enrolment link (48 hours); an email already used is refused. */
  async create(email: string, role: OperatorRole, now = new Date()): Promise<{ operator: OperatorRow; link: string }> {
    const token = randomToken();
    const operator = await insertOperator(this.db, {
      email,
      role,
      enrolmentTokenHash: sha256(token),
      enrolmentExpiresAt: new Date(now.getTime() + ENROLMENT_HOURS * HOUR_MS),
    });
    if (!operator) throw conflict(`An operator with the email ${email.toLowerCase()} exists already.`);
    return { operator, link: `${this.config.appUrl.replace(/\/$/, '')}/operator/enrol/${token}` };
  }

  private async enrolling(token: string, now: Date): Promise<OperatorRow> {
    const operator = await operatorByEnrolment(this.db, sha256(token), now);
    if (!operator) throw badRequest(text('operatorEnrolmentInvalid'));
    return operator;
  }

  /** The enrolment page: who it is for and the secret for the authenticator app (the same one until used). */
  async enrolment(token: string, now = new Date()): Promise<Enrolment> {
    const operator = await this.enrolling(token, now);
    let secret = operator.totpSecret;
    if (!secret) {
      secret = newTotpSecret();
      await offerTotpSecret(this.db, operator.id, secret);
    }
    return { email: operator.email, role: operator.role, secret, otpauth_url: totpUrl(operator.email, secret) };
  }

  /** Sets the password, once the authenticator app shows a right code: the link is spent. */
  async enrol(token: string, password: string, code: string, now = new Date()): Promise<{ email: string }> {
    const operator = await this.enrolling(token, now);
    const step = operator.totpSecret ? await acceptedStep(operator.totpSecret, code, null) : null;
    if (step === null) {
      throw badRequest(text('operatorCodeWrong'), { errors: { code: [text('operatorCodeField')] } });
    }
    const done = await completeEnrolment(this.db, operator.id, {
      passwordHash: await hashPassword(password),
      lastTotpStep: step,
      at: now,
    });
    if (!done) throw badRequest(text('operatorEnrolmentInvalid'));
    return { email: operator.email };
  }

  async signIn(email: string, password: string, code: string, now = new Date()): Promise<OperatorSession> {
    const operator = await operatorByEmail(this.db, email);
    const usable = operator && operator.enrolledAt && !operator.disabledAt ? operator : undefined;
    const passwordRight = await verifyPassword(usable?.passwordHash ?? null, password);
    const step =
      usable && passwordRight && usable.totpSecret
        ? await acceptedStep(usable.totpSecret, code, usable.lastTotpStep)
        : null;
    if (!usable || step === null || !(await takeTotpStep(this.db, usable.id, step))) {
      throw unauthorized(text('operatorSignInFailed'));
    }
    const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_HOURS * HOUR_MS);
    const sessionId = await openOperatorSession(this.db, usable.id, expiresAt);
    return {
      access_token: signOperatorToken(
        this.key,
        { operatorId: usable.id, sessionId, role: usable.role, expiresAt },
        now.getTime(),
      ),
      expires_at: expiresAt.toISOString(),
      operator: { id: usable.id, email: usable.email, role: usable.role },
    };
  }

  /** The operator a bearer token speaks for, while its session is open; null for anything else. */
  async authenticate(token: string, now = new Date()): Promise<OperatorAuth | null> {
    const claims = verifyOperatorToken(this.key, token, now.getTime());
    if (!claims || !(await operatorSessionOpen(this.db, claims.sid, now))) return null;
    const operator = await operatorById(this.db, Number(claims.sub));
    if (!operator || operator.disabledAt) return null;
    return { operatorId: operator.id, email: operator.email, role: operator.role, sessionId: claims.sid };
  }

  async signOut(sessionId: string, now = new Date()): Promise<void> {
    await endOperatorSession(this.db, sessionId, now);
  }
}
