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
import { runOperatorCommand } from './operator-command';
import { reviewArguments } from './review-arguments';

process.exitCode = await runOperatorCommand(reviewArguments(process.argv.slice(2)), async (asked, services) => {
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
});
