/** The arguments of `payout-review` (payout-review.ts), checked before anything is loaded. */
import { parseArgs } from 'node:util';

const USAGE =
  'Usage: pnpm --filter @engage/api payout-review list | send --withdrawal ID | ' +
  'refuse --withdrawal ID --note "why" | clear --user ID';

export type ReviewCommand =
  | { command: 'list' }
  | { command: 'send'; withdrawalId: number }
  | { command: 'refuse'; withdrawalId: number; note: string }
  | { command: 'clear'; userId: number };

const positiveId = (value: string | undefined): number | null => {
  const id = Number(value);
  return value !== undefined && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The command asked for, or what is wrong with the arguments. */
export function reviewCommand(args: readonly string[]): ReviewCommand | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: { withdrawal: { type: 'string' }, user: { type: 'string' }, note: { type: 'string' } },
    });
  } catch (error) {
    return { error: `${error instanceof Error ? error.message : String(error)}. ${USAGE}` };
  }
  const [command, ...extra] = parsed.positionals;
  if (extra.length > 0) return { error: `Unexpected "${extra.join(' ')}". ${USAGE}` };
  const { withdrawal, user, note } = parsed.values;
  switch (command) {
    case 'list':
      return { command };
    case 'send':
    case 'refuse': {
      const withdrawalId = positiveId(withdrawal);
      if (withdrawalId === null) return { error: `--withdrawal must be a withdrawal id. ${USAGE}` };
      if (command === 'send') return { command, withdrawalId };
      if (!note?.trim()) return { error: `--note is required: the user reads why. ${USAGE}` };
      return { command, withdrawalId, note: note.trim() };
    }
    case 'clear': {
      const userId = positiveId(user);
      if (userId === null) return { error: `--user must be a user id. ${USAGE}` };
      return { command, userId };
    }
    default:
      return { error: USAGE };
  }
}
