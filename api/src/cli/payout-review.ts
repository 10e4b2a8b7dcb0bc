/**
 * `pnpm --filter @engage/api payout-review <command>`: the operator's side of payout reviews
 * (docs/security.md "Farms") until the operator console has it.
 *
 *   list                                    accounts under review and the payouts waiting
 *   send --withdrawal ID                    sends a waiting payout to M-PESA
 *   refuse --withdrawal ID --note "why"     gives the money back to the user's balance; they read the note
 *   clear --user ID                         ends the account's review: its next payouts go out as usual
 *
 * Nothing here takes money from anyone: a refused payout goes back to the balance it came from.
 * Exit 0 when done, 1 for bad arguments or a payout that is not waiting for review. The
 * arguments are checked (payout-review-args.ts) before anything is loaded, so a typo answers at
 * once and touches nothing.
 */
import { runOperatorCommand } from './operator-command';
import { reviewCommand } from './payout-review-args';

process.exitCode = await runOperatorCommand(reviewCommand(process.argv.slice(2)), async (asked, services) => {
  const { kes } = await import('../modules/ledger/money-text');
  switch (asked.command) {
    case 'list': {
      const reviews = await services.farms.openReviews();
      const waiting = await services.wallet.inReview();
      console.log(`Accounts under review: ${reviews.length}`);
      for (const row of reviews) {
        console.log(`  user ${row.userId}  ${row.reason}  since ${row.createdAt.toISOString()}  ${row.detail}`);
      }
      console.log(`Payouts waiting: ${waiting.length}`);
      for (const row of waiting) {
        console.log(
          `  withdrawal ${row.id}  user ${row.userId}  ${kes(row.amountCents)} to ${row.mpesaPhone}  ` +
            `${row.reviewReason ?? ''}  asked ${row.createdAt.toISOString()}`,
        );
      }
      return 0;
    }
    case 'send':
    case 'refuse': {
      const note = asked.command === 'refuse' ? asked.note : '';
      const row = await services.wallet.decideReview(asked.withdrawalId, asked.command, note);
      if (!row) {
        console.error(`Withdrawal ${asked.withdrawalId} is not waiting for review.`);
        return 1;
      }
      console.log(`Withdrawal ${row.id}: ${row.status} (${row.statusDescription})`);
      return 0;
    }
    case 'clear': {
      const cleared = await services.farms.clear(asked.userId);
      console.log(`User ${asked.userId}: ${cleared} review(s) cleared.`);
      return 0;
    }
  }
});
