/**
 * What the signed-in operator's role may do, as the API enforces it: every role reads people,
 * flagged accounts and posts, only support and admin act on them. The console disables or leaves
 * out what the API would refuse (and says why) rather than let the operator meet a 403.
 */
import type { OperatorRole } from '@engage/shared/contract/operator-access';
import { useOperator } from '@engage/shared/session/operator';

const ACTS_ON_PEOPLE: readonly OperatorRole[] = ['support', 'admin'];
const ACTS_ON_POSTS: readonly OperatorRole[] = ['support', 'admin'];
const PINS_RELEASES: readonly OperatorRole[] = ['support', 'admin'];

function useBlockedRole(allowed: readonly OperatorRole[]): OperatorRole | null {
  const role = useOperator()?.role;
  if (!role || allowed.includes(role)) return null;
  return role;
}

/** Null when the operator may act on accounts, else the role that may not. */
export function usePeopleActionBlock(): OperatorRole | null {
  return useBlockedRole(ACTS_ON_PEOPLE);
}

/** Null when the operator may pause, resume, cancel or take down posts, else the role that may not. */
export function usePostActionBlock(): OperatorRole | null {
  return useBlockedRole(ACTS_ON_POSTS);
}

/** Null when the operator may pin a user to a release or remove a pin, else the role that may not. */
export function useReleasePinBlock(): OperatorRole | null {
  return useBlockedRole(PINS_RELEASES);
}
