/**
 * Step-up: what moves money (adding or changing a payout number, unfreezing withdrawals, deleting
 * the account) needs presence proved on this session in the last five minutes — the password, or
 * for an account without one an emailed code. A bearer token alone (one XSS, one hostile page
 * embedding an area) is then not enough. An embedded area's token may not step up at all, so it
 * can never do those things.
 */
import { badRequest, refused, unauthorized, type ApiError } from '../../http/errors';
import { text } from '../../i18n/messages';
import type { EmailCodes } from './email-codes';
import { verifyPassword } from './passwords';
import type { AuthContext, Sessions } from './sessions';
import type { UserRow } from './users-table';

/** How long a step-up lasts. */
export const STEP_UP_MINUTES = 5;

/** The token of an embedded area is refused here: 403 `embed_scope`. */
export function requireFullScope(auth: AuthContext): void {
  if (auth.scope !== 'full') throw refused(403, text('embedScopeRefused'), { code: 'embed_scope' });
}

export class StepUp {
  constructor(
    private readonly sessions: Sessions,
    private readonly codes: EmailCodes,
    private readonly findUser: (userId: number) => Promise<UserRow | undefined>,
  ) {}

  private async user(auth: AuthContext): Promise<UserRow> {
    requireFullScope(auth);
    const user = await this.findUser(auth.userId);
    if (!user) throw unauthorized();
    return user;
  }

  /** Proves presence with the password, or the emailed code when the account has no password. */
  async prove(auth: AuthContext, body: { password?: string; code?: string }, now = new Date()): Promise<Date> {
    const user = await this.user(auth);
    if (user.passwordHash) {
      if (body.password === undefined) {
        const needed = body.code === undefined ? text('stepUpPasswordNeeded') : text('stepUpHasPassword');
        throw badRequest(needed, { errors: { password: [needed] } });
      }
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        const wrong = text('stepUpWrongPassword');
        throw badRequest(wrong, { message: wrong, errors: { password: [wrong] } });
      }
    } else {
      if (body.code === undefined) {
        throw badRequest(text('stepUpCodeNeeded'), { errors: { code: [text('stepUpCodeNeeded')] } });
      }
      await this.codes.useStepUpCode(user.id, body.code);
    }
    await this.sessions.recordStepUp(auth.sessionId, now);
    return new Date(now.getTime() + STEP_UP_MINUTES * 60_000);
  }

  /** Emails a step-up code; for an account with a password, the password is what proves it. */
  async sendCode(auth: AuthContext): Promise<number> {
    const user = await this.user(auth);
    if (user.passwordHash) throw badRequest(text('stepUpHasPassword'));
    return this.codes.sendStepUpCode(user);
  }

  /**
   * Refuses unless this session proved presence in the last five minutes: 403
   * `step_up_required`, naming how this account proves it (`step_up`: password or code).
   */
  async require(auth: AuthContext, now = new Date()): Promise<void> {
    const user = await this.user(auth);
    const at = await this.sessions.steppedUpAt(auth.sessionId);
    if (at && now.getTime() - at.getTime() <= STEP_UP_MINUTES * 60_000) return;
    throw stepUpRequired(user.passwordHash ? 'password' : 'code');
  }
}

function stepUpRequired(method: 'password' | 'code'): ApiError {
  return refused(403, text(method === 'password' ? 'stepUpRequired' : 'stepUpRequiredCode'), {
    code: 'step_up_required',
    step_up: method,
  });
}
