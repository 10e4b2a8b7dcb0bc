/**
 * Every background job of the API, in one place, started when the server is ready and stopped
 * when it closes. Each job
 * runs under its own PostgreSQL advisory lock, taken without waiting: with several API
 * instances on one database a tick runs on one of them and the others skip it. The jobs are
 * also idempotent on their own (rows claimed with conditions or SKIP LOCKED), so a skipped or
 * doubled tick loses or repeats nothing.
 */
import type { AppInstance } from '../http/app-instance';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { sweepIdempotencyKeys } from '../http/idempotency-keys';
import { sweepRateLimitCounters } from '../http/rate-limit-store';
import type { Services } from '../services';

export interface Job {
  name: string;
  everyMs: number;
  /** The advisory lock key (any constant unique among engage's locks). */
  lockId: number;
  run(services: Services, database: Database, config: AppConfig): Promise<unknown>;
}

/** How often the payout float is read. */
const FLOAT_EVERY_MS = 5 * 60_000;

export const JOBS: readonly Job[] = [
  {
    // Credits leave the pending balance after PENDING_HOLD_HOURS.
    name: 'pending release',
    everyMs: 60_000,
    lockId: 734_105_301,
    run: (services) => services.tasks.releaseMatured(),
  },
  {
    // Matured referral rewards, then scheduled automatic payouts (spec 001 §4). The float is
    // asked for first unless a query is under way: Account Balance answers by callback, so a run
    // goes by the newest reading and holds what it cannot cover (wallet.service.ts).
    name: 'payouts',
    everyMs: 60_000,
    lockId: 734_105_302,
    run: async (services, _database, config) => {
      await services.referrals.releaseMatured();
      if (config.providers.mpesa !== 'off') {
        await services.mpesaFloat
          .readUnlessAsked(FLOAT_EVERY_MS)
          .catch((error: unknown) =>
            console.error(
              '[float] M-PESA was not asked for the float:',
              error instanceof Error ? error.message : error,
            ),
          );
      }
      await services.wallet.runAutomaticPayouts();
    },
  },
  {
    // The B2C payout float (Account Balance): its result raises float_low when it is under
    // FLOAT_ALERT_KES and sends payouts that were delayed for lack of it.
    name: 'float',
    everyMs: FLOAT_EVERY_MS,
    lockId: 734_105_310,
    run: (services, _database, config) =>
      config.providers.mpesa === 'off' ? Promise.resolve() : services.mpesaFloat.read(),
  },
  {
    // The bot (spec 000 §1) takes simple tasks for users who switched it on.
    name: 'bot',
    everyMs: 120_000,
    lockId: 734_105_303,
    run: (services) => services.bot.runOnce(),
  },
  {
    // Payments taken twice for one post whose refund the provider has not accepted yet.
    name: 'refunds',
    everyMs: 300_000,
    lockId: 734_105_305,
    run: (services) => services.checkout.retryDuplicateRefunds(),
  },
  {
    // Closed posts' unspent budgets going back through the provider that took them: sent, asked
    // about when no result came, given to the balance when refused (checkout/post-refunds.ts).
    name: 'post refunds',
    everyMs: 60_000,
    lockId: 734_105_327,
    run: (services) => services.postRefunds.run(),
  },
  {
    // Payments and payouts whose answer never came (our crash, a lost callback) are asked
    // about, so each reaches a final state.
    name: 'reconcile',
    everyMs: 10_000,
    lockId: 734_105_307,
    run: async (services, _database, config) => {
      await services.checkout.reconcile(config.reconcileAfterSeconds);
      await services.wallet.reconcilePayouts(config.reconcileAfterSeconds);
    },
  },
  {
    // Yesterday's (Nairobi) ledger against the providers' own records, once a day: the job
    // looks often, but reports a day once, three hours after it ended (PayPal's listing delay).
    name: 'daily reconciliation',
    everyMs: 900_000,
    lockId: 734_105_320,
    run: (services) => services.reconciliation.reportYesterday(),
  },
  {
    // Task claims that waited because YouTube or X was down or out of quota are asked about
    // again: credited once proven, refused with the platform's reason otherwise.
    name: 'task claims recheck',
    everyMs: 60_000,
    lockId: 734_105_308,
    run: (services) => services.claimRechecks.recheckDue(),
  },
  {
    // Claims their producer left undecided past PRODUCER_REVIEW_HOURS go to the operators.
    name: 'claim review deadline',
    everyMs: 300_000,
    lockId: 734_105_321,
    run: (services) => services.claimReview.escalateOverdue(),
  },
  {
    // Live and paused posts past POST_EXPIRY_DAYS end; their unspent budget goes back.
    name: 'post expiry',
    everyMs: 300_000,
    lockId: 734_105_322,
    run: (services) => services.postLife.expireDue(),
  },
  {
    // Rate-limit windows that have ended (http/rate-limit-store.ts).
    name: 'rate-limit sweep',
    everyMs: 600_000,
    lockId: 734_105_306,
    run: (_services, database) => sweepRateLimitCounters(database),
  },
  {
    // Idempotency keys and their answers older than a day (http/idempotency.ts).
    name: 'idempotency sweep',
    everyMs: 600_000,
    lockId: 734_105_309,
    run: (_services, database) => sweepIdempotencyKeys(database),
  },
  {
    // Device ids and networks past FARM_SIGNAL_RETENTION_DAYS (modules/farms: kept no longer than needed).
    name: 'farm signals sweep',
    everyMs: 3_600_000,
    lockId: 734_105_326,
    run: (services) => services.farms.sweep(),
  },
  {
    // "Download my data": waiting exports built and their owners told; expired files dropped.
    name: 'data exports',
    everyMs: 10_000,
    lockId: 734_105_343,
    run: (services) => services.dataExports.runDue(),
  },
  {
    // The coming days' field-health partitions, the days past 30 dropped, today's figures rolled up.
    name: 'field health',
    everyMs: 300_000,
    lockId: 734_105_340,
    run: (services) => services.fieldHealth.maintain(),
  },
  {
    // Each live canary judged against its area's stable release; a worse one is rolled back.
    name: 'area releases',
    everyMs: 30_000,
    lockId: 734_105_344,
    run: (services) => services.areaReleases.checkCanaries(),
  },
  {
    // With SMTP_URL set, the outbox is delivered.
    name: 'email delivery',
    everyMs: 10_000,
    lockId: 734_105_304,
    run: (services) => services.email.deliverPending(),
  },
];

/** One tick of a job; false when another instance was running it. */
export function runJob(app: AppInstance, job: Job): Promise<boolean> {
  return app.database.ifUnlocked(job.lockId, () => job.run(app.services, app.database, app.config));
}

/** Starts every job with the server and stops them when it closes. Not in tests (they call runJob). */
export function registerJobs(app: AppInstance, jobs: readonly Job[] = JOBS): void {
  if (app.config.nodeEnv === 'test') return;
  const timers: NodeJS.Timeout[] = [];
  // Ticks under way: closing waits for them, so no job is cut off mid-transaction and none
  // touches the database after the server has closed it.
  const running = new Map<Job, Promise<void>>();
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const tick = () => {
        if (running.has(job)) return; // a slow tick is never overtaken by the next one
        const done = runJob(app, job)
          .then(() => undefined)
          .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'background job failed'))
          .finally(() => running.delete(job));
        running.set(job, done);
      };
      const timer = setInterval(tick, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers.splice(0)) clearInterval(timer);
    await Promise.all(running.values());
  });
}
