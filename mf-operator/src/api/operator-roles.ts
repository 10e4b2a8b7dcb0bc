/**
 * What the signed-in operator's role may do, as the API enforces it: every role reads people and
 * flagged accounts, only support and admin act on them. The console disables what the API would
 * refuse (and says why) rather than let the operator meet a 403.
 */
import type { OperatorRole } from '@engage/shared/contract/operator-access';
import { useOperator } from '@engage/shared/session/operator';

const ACTS_ON_PEOPLE: readonly OperatorRole[] = ['support', 'admin'];

/** Null when the operator may act on accounts, else the role that may not. */
export function usePeopleActionBlock(): OperatorRole | null {
  const role = useOperator()?.role;
  if (!role || ACTS_ON_PEOPLE.includes(role)) return null;
  return role;
}
