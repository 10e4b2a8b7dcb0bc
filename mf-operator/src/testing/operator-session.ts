/** Signs an operator of `role` in for a component test, as the console's sign-in would. */
import type { OperatorRole } from '@engage/shared/contract/operator-access';
import { signInOperator } from '@engage/shared/session/operator';

export function signInAs(role: OperatorRole): void {
  signInOperator({
    access_token: 'x'.repeat(43),
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    operator: { id: 1, email: `${role}@engage.example`, role },
  });
}
