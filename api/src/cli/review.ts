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
import { parseArgs } from 'node:util';

const USAGE =
  'Usage: pnpm --filter @engage/api review --list | --claim ID --approve | --claim ID --refuse --reason "why"';

export type ReviewCommand =
  { list: true } | { list?: false; claim: number; decision: 'approve' | 'refuse'; reason: string };

/** What was asked for, or what is wrong with the arguments. */
export function reviewArguments(args: readonly string[]): ReviewCommand | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        list: { type: 'boolean' },
        claim: { type: 'string' },
        approve: { type: 'boolean' },
        refuse: { type: 'boolean' },
        reason: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    return { error: `${error instanceof Error ? error.message : String(error)}. ${USAGE}` };
  }
  if (values.list) return { list: true };
  if (values.claim === undefined || !/^[1-9][0-9]{0,15}$/.test(values.claim)) {
    return { error: `--claim must be a claim's number. ${USAGE}` };
  }
  if (values.approve === values.refuse) return { error: `Give exactly one of --approve and --refuse. ${USAGE}` };
  const reason = (values.reason ?? '').trim();
  if (values.refuse && reason === '') {
    return { error: `--refuse needs --reason "…": the consumer reads it. ${USAGE}` };
  }
  return { claim: Number(values.claim), decision: values.approve ? 'approve' : 'refuse', reason };
}

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

// Imported by its test for the argument check only.
if (process.argv[1]?.endsWith('review.ts')) process.exitCode = await main();
