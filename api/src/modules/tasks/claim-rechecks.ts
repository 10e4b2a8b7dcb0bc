/**
 * Claims under review (TASK_VERIFIER=platform): a claim that waited because the provider was
 * down or its quota spent is asked about again by the `task claims recheck` job. A proven one is
 * credited as if just made (task-credit.ts), a disproven one refused with the platform's reason
 * (the user is told either way), and the rest wait for the next pass.
 */
import type { Db } from '../../db/database';
import { ApiError } from '../../http/errors';
import { text, written, type UserText } from '../../i18n/messages';
import type { NotificationsService } from '../alerts/alerts.service';
import { findLink } from '../posting/links-table';
import type { PostLife } from '../posting/post-life';
import { TASK_ENDPOINTS, type TaskPayload } from './task-endpoints';
import type { ClaimReview } from './claim-review';
import type { TaskClaim, TaskClaims } from './task-claims';
import { startOfNairobiDay, type TaskCredit } from './task-credit';
import { actionWord } from '../../i18n/task-words';
import { PLATFORM_LABEL } from './platform-labels';
import type { TaskVerifier } from './verifier';

/** How many claims one recheck pass asks about, and what it did with them. */
export interface RecheckSummary {
  checked: number;
  credited: number;
  refused: number;
}

export class ClaimRechecks {
  constructor(
    private readonly db: Db,
    private readonly claims: TaskClaims,
    private readonly taskCredit: TaskCredit,
    private readonly notifications: NotificationsService,
    private readonly verifier: TaskVerifier,
    /** Tells both sides when a claim the platform cannot settle goes to its producer. */
    private readonly review: Pick<ClaimReview, 'announce'>,
    /** A refused claim's share of a closed post goes back to its producer. */
    private readonly postLife: Pick<PostLife, 'returnUnspent'>,
  ) {}

  /** One pass over the claims due for another question. */
  async recheckDue(now = new Date()): Promise<RecheckSummary> {
    const summary: RecheckSummary = { checked: 0, credited: 0, refused: 0 };
    for (const claim of await this.claims.due(now)) {
      summary.checked++;
      const outcome = await this.recheck(claim);
      if (outcome === 'credited') summary.credited++;
      if (outcome === 'refused') summary.refused++;
    }
    return summary;
  }

  private async recheck(claim: TaskClaim): Promise<'credited' | 'refused' | 'waiting'> {
    const endpoint = TASK_ENDPOINTS.find((candidate) => candidate.name === claim.endpoint);
    const link = await findLink(this.db, claim.linkId);
    if (!endpoint || !link) return this.refuse(claim, 'This task is no longer available.');
    const payload = JSON.parse(claim.payload) as TaskPayload;
    const verdict = await this.verifier.verify({ userId: claim.userId, endpoint, link, payload });
    if (verdict.ok === 'wait') {
      await this.claims.postpone(claim, verdict.reason, verdict.recheck ? (verdict.retryAt ?? new Date()) : null);
      if (!verdict.recheck) await this.review.announce(claim.userId, claim.linkId, claim.actionType);
      return 'waiting';
    }
    if (!verdict.ok) return this.refuse(claim, verdict.reason);
    try {
      await this.db.transaction(async (tx) => {
        if (!(await this.claims.decide(claim.id, 'credited', 'Confirmed by the platform.', tx))) return;
        await this.taskCredit.credit(tx, {
          userId: claim.userId,
          linkId: link.id,
          endpoint,
          payload,
          viaBot: claim.viaBot,
          approvedClaim: true,
        });
      });
      return 'credited';
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.statusCode === 429) {
        // Today's cap is full: the proven claim is credited on the next day.
        await this.claims.postpone(claim, claim.reason, new Date(startOfNairobiDay().getTime() + 24 * 3600_000));
        return 'waiting';
      }
      return this.refuse(claim, error.message);
    }
  }

  private async refuse(claim: TaskClaim, reason: UserText): Promise<'refused'> {
    await this.db.transaction(async (tx) => {
      // The claim keeps the reason in English, as it keeps every other; the alert is in the reader's language.
      if (!(await this.claims.decide(claim.id, 'refused', written(reason, 'en'), tx))) return;
      await this.postLife.returnUnspent(tx, claim.linkId);
      const link = await findLink(tx, claim.linkId);
      await this.notifications.create(
        claim.userId,
        {
          title: text('alertTaskRefusedTitle'),
          text: text('alertTaskRefusedText', {
            action: actionWord(claim.actionType),
            platform: PLATFORM_LABEL[link?.platform ?? ''] ?? text('aTask'),
            reason,
          }),
        },
        tx,
      );
    });
    return 'refused';
  }
}
