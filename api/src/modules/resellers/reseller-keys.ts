/**
 * Resellers' API keys: `eng_` and 32 random bytes (base64url), shown to the owner once; only the
 * key's SHA-256 is kept, with its first 8 characters to tell keys apart in a list. A key opens the
 * panel API (`POST /api/v2`) and nothing else: it is not a bearer token, and the bearer check
 * never reads it. A revoked key, or the key of a deleted account (`findById` finds only live ones), is no key.
 *
 * A key spends its owner's engage balance on posts, so an embedded area's token (which may not
 * move money) cannot make one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { RESELLER_KEYS_MAX, type ResellerKey, type ResellerKeyCreated } from '@engage/shared/contract/resellers';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import type { AccountsService, AuthContext } from '../accounts/accounts.service';
import { requireFullScope } from '../accounts/step-up';
import { lockUser } from '../accounts/users-table';
import {
  countLiveKeys,
  insertKey,
  liveKeyByHash,
  liveKeysOf,
  revokeKey,
  touchKey,
  type ResellerKeyRow,
} from './reseller-keys-table';

const KEY_PREFIX = 'eng_';
const SHOWN_PREFIX_LENGTH = 8;

/** The SHA-256 of a key, in hex: how a key is stored and found (a rate limit counts by it too). */
export const keyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

const listed = (row: ResellerKeyRow): ResellerKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

export class ResellerKeys {
  constructor(
    private readonly db: Db,
    private readonly accounts: Pick<AccountsService, 'findById'>,
  ) {}

  list(userId: number): Promise<ResellerKey[]> {
    return liveKeysOf(this.db, userId).then((rows) => rows.map(listed));
  }

  /** A new key for the signed-in owner; the answer is the only time the key itself is seen. */
  async create(auth: AuthContext, name: string): Promise<ResellerKeyCreated> {
    requireFullScope(auth);
    return this.db.transaction(async (tx) => {
      // Under the owner's lock, so two creates at once cannot pass the limit together.
      await lockUser(tx, auth.userId);
      if ((await countLiveKeys(tx, auth.userId)) >= RESELLER_KEYS_MAX) {
        throw conflict(text('resellerKeysLimit', { max: RESELLER_KEYS_MAX }));
      }
      const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await insertKey(tx, {
        userId: auth.userId,
        name: name.trim(),
        keyHash: keyHash(key),
        prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      });
      return { ...listed(row), key };
    });
  }

  async revoke(userId: number, keyId: number): Promise<void> {
    if (!(await revokeKey(this.db, userId, keyId))) throw notFound(text('resellerKeyNotFound'));
  }

  /** The owner of a live key, or null for anything else (unknown, revoked, a deleted account's). */
  async authenticate(key: string, now = new Date()): Promise<{ userId: number; keyId: number } | null> {
    if (!key.startsWith(KEY_PREFIX)) return null;
    const row = await liveKeyByHash(this.db, keyHash(key));
    if (!row) return null;
    const owner = await this.accounts.findById(row.userId);
    if (!owner) return null;
    await touchKey(this.db, row.id, now);
    return { userId: row.userId, keyId: row.id };
  }
}
