/**
 * Area releases (docs/canary-releases.md): the registry `pnpm deploy:area` writes to, which
 * release of each area a visitor loads, support's pins, and the automatic rollback of a canary
 * whose field health is worse than the stable release's.
 *
 * Who loads a canary is decided by a hash of the user (by id when signed in, else the browser's
 * visitor id of the day) and the canary's release id: sticky without storing anything per user,
 * and each new canary reaches a different share of users rather than the same unlucky ones.
 */
import { createHash } from 'node:crypto';
import type {
  AreaRelease,
  AreaReleaseChoice,
  CanaryHealth,
  ReleasePin,
  ReleasePinBody,
  ReleaseRegisterBody,
} from '@engage/shared/contract/area-releases';
import { RELEASE_PIN_HOURS } from '@engage/shared/contract/area-releases';
import { releaseId } from '@engage/shared/federation/release-id';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import { text } from '../../i18n/messages';
import type { AccountsService } from '../accounts/accounts.service';
import { errorRate, type FieldHealth } from '../field-health/field-health';
import type { SideFigures } from '../field-health/field-events-table';
import { recordOperatorAction } from '../operators/audit-log';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import {
  deletePin,
  deletePins,
  findRelease,
  insertRelease,
  listReleases,
  liveCanaries,
  livePins,
  lockArea,
  releasesByIds,
  updateRelease,
  upsertPin,
  type AreaReleaseRow,
} from './area-releases-table';

/** How long an instance answers from the live canaries it last read: a rollback reaches every instance within it. */
const CANARIES_FRESH_MS = 5_000;
const PIN_MS = RELEASE_PIN_HOURS * 3_600_000;

/** Whether `subject` falls in the `percent` % share of users the canary `release` reaches. */
export function inCanaryShare(subject: string, release: string, percent: number): boolean {
  const bucket = createHash('sha256').update(`${subject}|${release}`).digest().readUInt32BE(0) % 100;
  return bucket < percent;
}

/** Why a canary must be rolled back, in words for the team; null while it is fine or too young to judge. */
export function canaryVerdict(
  figures: { release: SideFigures; rest: SideFigures },
  rules: AppConfig['canary'],
): string | null {
  const { release: canary, rest: stable } = figures;
  if (canary.views < rules.minViews) return null;
  const canaryRate = errorRate(canary.errors, canary.views) ?? 0;
  const stableRate = errorRate(stable.errors, stable.views) ?? 0;
  if (canaryRate - stableRate > rules.errorMargin) {
    return `${canaryRate} errors per 1,000 page views against the stable release's ${stableRate} (margin ${rules.errorMargin}), over ${canary.views} page views.`;
  }
  // LCP is judged on a quarter of the views at least: a few slow phones are not a trend.
  const enoughLcp = Math.max(1, Math.ceil(rules.minViews / 4));
  if (
    canary.lcpP75 !== null &&
    stable.lcpP75 !== null &&
    canary.lcpCount >= enoughLcp &&
    stable.lcpCount >= enoughLcp &&
    canary.lcpP75 > stable.lcpP75 * (1 + rules.lcpMargin)
  ) {
    return `p75 LCP ${Math.round(canary.lcpP75)} ms against the stable release's ${Math.round(stable.lcpP75)} ms (margin ${Math.round(rules.lcpMargin * 100)} %), over ${canary.lcpCount} readings.`;
  }
  return null;
}

const canaryHealth = ({ release, rest }: { release: SideFigures; rest: SideFigures }): CanaryHealth => ({
  views: release.views,
  errors: release.errors,
  error_rate: errorRate(release.errors, release.views),
  lcp_p75: release.lcpP75 === null ? null : Math.round(release.lcpP75),
  stable_views: rest.views,
  stable_error_rate: errorRate(rest.errors, rest.views),
  stable_lcp_p75: rest.lcpP75 === null ? null : Math.round(rest.lcpP75),
});

export class AreaReleases {
  private canaries: { rows: AreaReleaseRow[]; readAt: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly fieldHealth: FieldHealth,
    private readonly alerts: OperatorAlerts,
    private readonly accounts: AccountsService,
    private readonly rules: AppConfig['canary'],
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Registers a release: as a canary reaching `percent` % of users, or as the stable one. Sending
   * the same release again (a retried deploy) changes nothing but a canary's share; an earlier
   * release sent as stable becomes stable again.
   */
  async register(body: ReleaseRegisterBody): Promise<AreaRelease> {
    const release = releaseId(body.manifest);
    const row = await this.db.transaction(async (tx) => {
      const rows = await lockArea(tx, body.area);
      const same = rows.find((candidate) => candidate.release === release);
      const canary = rows.find((candidate) => candidate.state === 'canary');
      const stable = rows.find((candidate) => candidate.state === 'stable');
      if (body.percent !== undefined) {
        if (same?.state === 'canary') return updateRelease(tx, same.id, { percent: body.percent });
        if (same) throw conflict(`Release ${release} of ${body.area} is already ${same.state}: build a new one.`);
        if (canary) {
          throw conflict(
            `${body.area} already has a canary (${canary.release}, ${canary.percent} %): promote it or roll it back first.`,
          );
        }
        return insertRelease(tx, {
          area: body.area,
          release,
          manifestUrl: body.manifest_url,
          state: 'canary',
          percent: body.percent,
        });
      }
      if (same?.state === 'stable') return same;
      if (canary) {
        throw conflict(
          `${body.area} has a canary (${canary.release}): promote it or roll it back before publishing a stable release.`,
        );
      }
      if (stable) await updateRelease(tx, stable.id, { state: 'retired', endedAt: this.now() });
      // An earlier build published again (how a team rolls a stable release back) is stable again.
      if (same) {
        return updateRelease(tx, same.id, {
          state: 'stable',
          manifestUrl: body.manifest_url,
          endedAt: null,
          endedReason: null,
        });
      }
      return insertRelease(tx, {
        area: body.area,
        release,
        manifestUrl: body.manifest_url,
        state: 'stable',
        percent: null,
      });
    });
    this.canaries = null;
    return this.describe(row);
  }

  /** The area's live canary becomes its stable release; the stable one it replaces is retired. */
  async promote(area: string): Promise<AreaRelease> {
    const row = await this.db.transaction(async (tx) => {
      const rows = await lockArea(tx, area);
      const canary = rows.find((candidate) => candidate.state === 'canary');
      if (!canary) throw conflict(`${area} has no canary to promote.`);
      const stable = rows.find((candidate) => candidate.state === 'stable');
      if (stable) await updateRelease(tx, stable.id, { state: 'retired', endedAt: this.now() });
      return updateRelease(tx, canary.id, { state: 'stable' });
    });
    this.canaries = null;
    return this.describe(row);
  }

  /** Takes the area's live canary away: every user loads the stable release again. */
  async rollBack(area: string, reason = 'Rolled back by its team.'): Promise<AreaRelease> {
    const row = await this.db.transaction(async (tx) => {
      const rows = await lockArea(tx, area);
      const canary = rows.find((candidate) => candidate.state === 'canary');
      if (!canary) throw conflict(`${area} has no canary to roll back.`);
      return updateRelease(tx, canary.id, { state: 'rolled_back', endedAt: this.now(), endedReason: reason });
    });
    this.canaries = null;
    return this.describe(row);
  }

  /** Registered releases newest first, a live canary with its figures beside the stable release's. */
  async list(area?: string): Promise<AreaRelease[]> {
    const rows = await listReleases(this.db, area);
    return Promise.all(rows.map((row) => this.describe(row)));
  }

  /** The areas where this visitor loads a pinned release or a canary instead of the stable one. */
  async choicesFor(visitor: { userId?: number; visitor?: string }): Promise<AreaReleaseChoice[]> {
    const choices = new Map<string, AreaReleaseChoice>();
    const subject =
      visitor.userId !== undefined ? `user:${visitor.userId}` : visitor.visitor && `visitor:${visitor.visitor}`;
    if (subject) {
      for (const canary of await this.liveCanaries()) {
        if (inCanaryShare(subject, canary.release, canary.percent ?? 0)) {
          choices.set(canary.area, this.choice(canary, 'canary'));
        }
      }
    }
    if (visitor.userId !== undefined) {
      const pins = await livePins(this.db, this.now(), visitor.userId);
      for (const release of await releasesByIds(
        this.db,
        pins.map((pin) => pin.areaReleaseId),
      )) {
        choices.set(release.area, this.choice(release, 'pinned'));
      }
    }
    return [...choices.values()];
  }

  /** Pins a user (by email or id) to a registered release of an area for RELEASE_PIN_HOURS. */
  async pin(operator: { operatorId: number; email: string }, body: ReleasePinBody): Promise<ReleasePin> {
    const byId = /^\d{1,15}$/.test(body.user.trim()) ? Number(body.user.trim()) : undefined;
    const user =
      byId !== undefined ? await this.accounts.findById(byId) : await this.accounts.findByEmail(body.user.trim());
    if (!user) throw badRequest(text('releasePinUserUnknown'), { errors: { user: [text('releasePinUserUnknown')] } });
    const release = await findRelease(this.db, { area: body.area, release: body.release });
    if (!release) {
      const unknown = text('releasePinReleaseUnknown', { release: body.release });
      throw badRequest(unknown, { errors: { release: [unknown] } });
    }
    const pin = await this.db.transaction(async (tx) => {
      const saved = await upsertPin(tx, {
        userId: user.id,
        area: body.area,
        areaReleaseId: release.id,
        pinnedBy: operator.email,
        expiresAt: new Date(this.now().getTime() + PIN_MS),
      });
      await recordOperatorAction(tx, {
        operatorId: operator.operatorId,
        action: 'release_pin',
        subjectType: 'user',
        subjectId: String(user.id),
        accountId: user.id,
        before: null,
        after: { area: body.area, release: body.release, until: saved.expiresAt },
        reason: 'Pinned to a release to see what the user sees.',
      });
      return saved;
    });
    return { ...this.pinOf(pin, release), user_email: user.email };
  }

  async unpin(id: number): Promise<boolean> {
    return deletePin(this.db, id);
  }

  /** Pins in force, newest first. */
  async pins(): Promise<ReleasePin[]> {
    const pins = await livePins(this.db, this.now());
    const releases = new Map(
      (
        await releasesByIds(
          this.db,
          pins.map((pin) => pin.areaReleaseId),
        )
      ).map((row) => [row.id, row]),
    );
    return Promise.all(
      pins.map(async (pin) => ({
        ...this.pinOf(pin, releases.get(pin.areaReleaseId)),
        user_email: (await this.accounts.findById(pin.userId))?.email ?? '',
      })),
    );
  }

  /**
   * The `area releases` job: every live canary judged against its area's stable release, and one
   * that is worse rolled back, with an alert to the operators. Lapsed pins are dropped.
   */
  async checkCanaries(): Promise<{ rolledBack: string[] }> {
    const rolledBack: string[] = [];
    for (const canary of await liveCanaries(this.db)) {
      const verdict = canaryVerdict(
        await this.fieldHealth.compare(canary.area, canary.release, canary.createdAt),
        this.rules,
      );
      if (!verdict) continue;
      const reason = `Rolled back automatically: ${verdict}`;
      const done = await this.db.transaction(async (tx) => {
        const rows = await lockArea(tx, canary.area);
        const still = rows.find((row) => row.id === canary.id && row.state === 'canary');
        if (!still) return false;
        await updateRelease(tx, canary.id, { state: 'rolled_back', endedAt: this.now(), endedReason: reason });
        await this.alerts.raise(
          {
            kind: 'canary_rolled_back',
            subject: `area-release:${canary.id}`,
            message: `${canary.area} release ${canary.release} (a canary for ${canary.percent} % of users since ${canary.createdAt.toISOString()}) was rolled back: ${verdict}`,
          },
          tx,
        );
        return true;
      });
      if (done) rolledBack.push(`${canary.area}:${canary.release}`);
    }
    if (rolledBack.length > 0) this.canaries = null;
    await deletePins(this.db, { lapsedAt: this.now() });
    return { rolledBack };
  }

  private async liveCanaries(): Promise<AreaReleaseRow[]> {
    const now = Date.now();
    if (!this.canaries || now - this.canaries.readAt > CANARIES_FRESH_MS) {
      this.canaries = { rows: await liveCanaries(this.db), readAt: now };
    }
    return this.canaries.rows;
  }

  private choice(row: AreaReleaseRow, reason: AreaReleaseChoice['reason']): AreaReleaseChoice {
    return { area: row.area as AreaReleaseChoice['area'], release: row.release, manifest: row.manifestUrl, reason };
  }

  private pinOf(
    pin: { id: number; userId: number; area: string; pinnedBy: string; createdAt: Date; expiresAt: Date },
    release: AreaReleaseRow | undefined,
  ): Omit<ReleasePin, 'user_email'> {
    return {
      id: pin.id,
      user_id: pin.userId,
      area: pin.area as ReleasePin['area'],
      release: release?.release ?? '',
      pinned_by: pin.pinnedBy,
      created_at: pin.createdAt.toISOString(),
      expires_at: pin.expiresAt.toISOString(),
    };
  }

  private async describe(row: AreaReleaseRow): Promise<AreaRelease> {
    return {
      id: row.id,
      area: row.area as AreaRelease['area'],
      release: row.release,
      manifest_url: row.manifestUrl,
      state: row.state,
      percent: row.percent,
      created_at: row.createdAt.toISOString(),
      ended_at: row.endedAt?.toISOString() ?? null,
      ended_reason: row.endedReason,
      health:
        row.state === 'canary'
          ? canaryHealth(await this.fieldHealth.compare(row.area, row.release, row.createdAt))
          : null,
    };
  }
}
