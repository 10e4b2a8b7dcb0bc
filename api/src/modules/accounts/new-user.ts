/**
 * What every new account is given whatever way it signs up (a form or Google): a free username
 * from its email, its own referral code, and who referred it.
 */
import type { Executor } from '../../db/database';
import { randomToken } from './tokens';
import { findReferrer, usernameTaken } from './users-table';

export async function newUserNames(
  executor: Executor,
  email: string,
  referralCode: string | undefined,
): Promise<{ username: string; referralCode: string; referredBy: number | null }> {
  return {
    username: await freeUsername(email, executor),
    referralCode: randomToken(6),
    referredBy: await referrerId(referralCode, executor),
  };
}

/** Spec 001 §9 "Referral link form: {app host}/ref?code={user_id}" — a user id or a referral code. */
async function referrerId(code: string | undefined, executor: Executor): Promise<number | null> {
  const value = code?.trim();
  if (!value) return null;
  return (await findReferrer(executor, value, /^[0-9]{1,15}$/.test(value) ? Number(value) : undefined)) ?? null;
}

/** A username from the email's local part, made unique with a numeric suffix. */
async function freeUsername(email: string, executor: Executor): Promise<string> {
  const base =
    (email.split('@')[0] ?? 'user')
      .toLowerCase()
      .replace(/[^a-z0-9_.]/g, '')
      .slice(0, 24) || 'user';
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${Math.floor(Math.random() * 10_000)}`;
    if (!(await usernameTaken(executor, candidate))) return candidate;
  }
  return `${base}${randomToken(4).toLowerCase()}`;
}
