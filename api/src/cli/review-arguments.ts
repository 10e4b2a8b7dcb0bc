/** The `review` CLI's arguments (review.ts), checked apart so that a test can read them without a database. */
import { parseArgs } from 'node:util';

export const USAGE =
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
