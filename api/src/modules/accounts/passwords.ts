/** Password hashing: argon2id with the library's defaults (19 MiB, t=2), OWASP's baseline. */
import argon2 from 'argon2';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  // A user without a password (Google sign-up) never matches; a dummy verify keeps the timing
  // close to a real check so the answer does not reveal which accounts exist.
  if (!hash) {
    await argon2.verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('no-password-set'));
