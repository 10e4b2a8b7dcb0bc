/** An operator of the console, enrolled and signed in through the real endpoints, for tests of `/api/operator/…`. */
import type { OperatorRole } from '@engage/shared/contract/operator-access';
import type { AppInstance } from '../src/http/app-instance';
import { totpCode } from '../src/modules/operators/totp';
import { uniqueEmail } from './auth-helpers';

export interface SignedInOperator {
  operatorId: number;
  email: string;
  password: string;
  secret: string;
  token: string;
  headers: { authorization: string };
}

export const OPERATOR_PASSWORD = 'operator-password-1';

/** The enrolment link's token, from what `operator:create` prints. */
export const enrolmentToken = (link: string) => link.slice(link.lastIndexOf('/') + 1);

export async function enrolOperator(
  app: AppInstance,
  role: OperatorRole,
  email = uniqueEmail('operator'),
): Promise<{ operatorId: number; email: string; secret: string; enrolledAtMs: number }> {
  const { operator, link } = await app.services.operatorAccess.create(email, role);
  const token = enrolmentToken(link);
  const shown = await app.inject({ method: 'GET', url: `/api/operator/enrol/${token}/` });
  if (shown.statusCode !== 200) throw new Error(`enrolment page failed: ${shown.body}`);
  const { secret } = shown.json<{ secret: string }>();
  // The moment whose code the enrolment spends: a test can try that same code again.
  const enrolledAtMs = Date.now();
  const enrolled = await app.inject({
    method: 'POST',
    url: `/api/operator/enrol/${token}/`,
    payload: { password: OPERATOR_PASSWORD, code: await totpCode(secret, enrolledAtMs) },
  });
  if (enrolled.statusCode !== 200) throw new Error(`enrolment failed: ${enrolled.body}`);
  return { operatorId: operator.id, email: operator.email, secret, enrolledAtMs };
}

/**
 * Signs an enrolled operator in. The code is the next step's (30 s ahead, inside the window the
 * server accepts): the enrolment has just spent this step's, and a code is good once.
 */
export async function signInOperator(
  app: AppInstance,
  enrolled: { operatorId: number; email: string; secret: string },
  stepsAhead = 1,
): Promise<SignedInOperator> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/operator/sign-in/',
    payload: {
      email: enrolled.email,
      password: OPERATOR_PASSWORD,
      code: await totpCode(enrolled.secret, Date.now() + stepsAhead * 30_000),
    },
  });
  if (response.statusCode !== 200) throw new Error(`operator sign-in failed: ${response.body}`);
  const token = response.json<{ access_token: string }>().access_token;
  return { ...enrolled, password: OPERATOR_PASSWORD, token, headers: { authorization: `Bearer ${token}` } };
}

/** A new operator of `role`, enrolled and signed in. */
export async function operatorToken(app: AppInstance, role: OperatorRole): Promise<SignedInOperator> {
  return signInOperator(app, await enrolOperator(app, role));
}
