/**
 * The operators' decision on task claims, until the operator console exists:
 *
 *   pnpm --filter @engage/api review --list
 *   pnpm --filter @engage/api review --claim ID --approve
 *   pnpm --filter @engage/api review --claim ID --refuse --reason "…"
 *
 * Decides a claim waiting for a person: one its producer left undecided (`review_overdue`), an
 * appeal (`appeal_waiting`, final), or one still with its producer. Approving credits it from the
 * post's escrow as any task is; refusing needs a reason, which the consumer reads. A claim already
 * decided is left as it is. Exit 0 once done, 1 for bad arguments or a claim that cannot be decided.
 *
 * The arguments are checked before anything is loaded, so a typo answers at once and touches nothing.
 */
import { reviewArguments } from './review-arguments';

async function main(): Promise<number> {
  const asked = reviewArguments(process.argv.slice(2));
  if ('error' in asked) {
    console.error(asked.error);
    return 1;
  }
  const { loadConfig } = await import('../config');
  const { openDatabase } = await import('../db/database');
  const { migrate } = await import('../db/migrate');
  const { buildServices } = await import('../services');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const services = buildServices(database, config);
  try {
    if (process.env.MIGRATE !== 'false') await migrate(database);
    if (asked.list) {
      const waiting = await services.claimReview.waitingOnOperator();
      console.log(
        waiting.length === 0
          ? 'No claim waits for the operators.'
          : waiting.map((claim) => services.claimReview.describe(claim)).join('\n'),
      );
      return 0;
    }
    console.log(await services.claimReview.operatorDecide(asked.claim, asked.decision, asked.reason));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    services.mpesa.close();
    await database.close();
  }
}

process.exitCode = await main();
