/**
 * The operators' second factor: time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s), as
 * every authenticator app makes them, through otplib. A code is accepted one step either side of
 * now (a phone's clock a little off) and only once: the step it was made in is kept, and a code
 * of that step or an earlier one is refused, so a code seen over a shoulder cannot be replayed.
 */
import { generate, generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'engage';
const STEP_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUrl(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** The step the code was made in when it is right and newer than `lastStep`; null otherwise. */
export async function acceptedStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: STEP_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an authenticator app shows at `atMs` (tests and the bench sign in with it). */
export function totpCode(secret: string, atMs = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(atMs / 1000) });
}
