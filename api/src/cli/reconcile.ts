/**
 * `pnpm --filter @engage/api reconcile --date YYYY-MM-DD`: reconciles that Nairobi day with every
 * configured provider (the same settings as the server), stores the reports (replacing the day's
 * earlier ones) and prints them. Exit 0 once the reports are made, mismatches or not (they are
 * in the report and raise `reconciliation_mismatch`); 1 for a bad `--date` or a provider that
 * could not be read.
 *
 * The argument is checked before anything is loaded, so a typo answers at once and touches nothing.
 */
import { parseArgs } from 'node:util';
import { isDay } from '../i18n/nairobi-days';
import { runOperatorCommand } from './operator-command';

const USAGE = 'Usage: pnpm --filter @engage/api reconcile --date YYYY-MM-DD (a day in Africa/Nairobi)';

/** The day asked for, or what is wrong with the arguments. */
export function dayArgument(args: readonly string[]): { day: string } | { error: string } {
  let date: string | undefined;
  try {
    ({ date } = parseArgs({ args: [...args], options: { date: { type: 'string' } }, strict: true }).values);
  } catch (error) {
    return { error: `${error instanceof Error ? error.message : String(error)}. ${USAGE}` };
  }
  if (date === undefined) return { error: `--date is required. ${USAGE}` };
  if (!isDay(date)) return { error: `--date must be a calendar day written YYYY-MM-DD, not "${date}". ${USAGE}` };
  return { day: date };
}

process.exitCode = await runOperatorCommand(dayArgument(process.argv.slice(2)), async (asked, services) => {
  const { formatReport } = await import('../modules/reconciliation/reconciliation-report');
  if (services.reconciliation.configured.length === 0) {
    console.error('Nothing to reconcile: PayPal is not configured (PAYPAL_*) and M-PESA is off.');
    return 1;
  }
  const reports = await services.reconciliation.reconcileDay(asked.day);
  console.log(reports.map(formatReport).join('\n\n'));
  return 0;
});
