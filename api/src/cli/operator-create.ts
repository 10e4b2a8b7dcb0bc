/**
 * `pnpm --filter @engage/api operator:create --email ops@example.com --role finance`: a new
 * operator of the console (roles support, finance, admin), and the one-time link (48 hours) with
 * which they set their password and authenticator app. The link is printed, never stored: only
 * its SHA-256 is kept. Exit 0 once created, 1 for bad arguments or an email already used.
 */
import { OPERATOR_ROLES, type OperatorRole } from '@engage/shared/contract/operator-access';
import { runOperatorCommand } from './operator-command';

const USAGE = 'Usage: operator:create --email <email> --role <support|finance|admin>';

export function createArguments(argv: readonly string[]): { email: string; role: OperatorRole } | { error: string } {
  const value = (flag: string) => {
    const at = argv.indexOf(flag);
    return at === -1 ? undefined : argv[at + 1];
  };
  const email = value('--email')?.trim();
  const role = value('--role');
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { error: `--email: a valid email is needed.\n${USAGE}` };
  if (!role || !(OPERATOR_ROLES as readonly string[]).includes(role)) {
    return { error: `--role: one of ${OPERATOR_ROLES.join(', ')}.\n${USAGE}` };
  }
  return { email, role: role as OperatorRole };
}

if (process.argv[1]?.endsWith('operator-create.ts')) {
  process.exitCode = await runOperatorCommand(createArguments(process.argv.slice(2)), async (asked, services) => {
    const { operator, link } = await services.operatorAccess.create(asked.email, asked.role);
    console.log(`Operator ${operator.email} (${operator.role}) created.`);
    console.log(`One-time enrolment link, valid for 48 hours:\n${link}`);
    return 0;
  });
}
