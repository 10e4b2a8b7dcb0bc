/**
 * Profile, profile details, preferences, bot switch, avatar and account deletion (spec 000 §3,
 * §7; spec 001 §3). Balances come from the ledger; the rest from `users`.
 */
import type { Consents } from '../consents/consents';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ExperienceLevel } from '@engage/shared/contract/common';
import type {
  AccountDeletionPreview,
  ProfileDetail,
  ProfileDetailsUpdateBody,
  User,
  UserUpdateBody,
} from '@engage/shared/contract/profile';
import type { Language } from '@engage/shared/i18n/language';
import type { Db } from '../../db/database';
import { text } from '../../i18n/messages';
import { violatedUniqueConstraint } from '../../db/errors';
import { ApiError, badRequest, notFound } from '../../http/errors';
import type { AccountsService } from '../accounts/accounts.service';
import {
  findUser,
  lockUser,
  markOnboarded,
  saveLanguage,
  toggleBot,
  updateUser,
  usernameTaken,
  type UserChanges,
  type UserRow,
} from '../accounts/users-table';
import type { LedgerService } from '../ledger/ledger.service';
import type { ConnectionsService } from './connections.service';
import { reencodeAvatar } from './avatar-images';
import { AccountErasure } from './account-erasure';

/** Spec 001 §9: the server's min_withdrawal (the UI text says KES 1000). */
export const MIN_WITHDRAWAL_KES = 1000;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_URL_PREFIX = '/api/media/avatars/';

const EXPERIENCE: readonly string[] = ['Entry Level', 'Intermediate', 'Expert'];

/** The unique index on `lower(username)` (migration 0001). */
const USERNAME_INDEX = 'users_username_key';

/** The one answer to a username someone else holds, from the pre-check or from the index. */
function usernameInUse(): ApiError {
  const message = text('usernameTaken');
  return new ApiError(400, message, { message, error: message, errors: { username: [message] } });
}

/** A refused avatar: the sentence, also under the `avatar` field the form sent it in. */
function badAvatar(message: ReturnType<typeof text>): ApiError {
  return badRequest(message, { errors: { avatar: [message] } });
}

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsService,
    private readonly ledger: LedgerService,
    private readonly connections: ConnectionsService,
    private readonly mediaDir: string,
    private readonly consents: Consents,
  ) {
    this.erasure = new AccountErasure(db, accounts, ledger, connections, join(mediaDir, 'avatars'), MIN_WITHDRAWAL_KES);
  }

  private readonly erasure: AccountErasure;

  private async row(userId: number): Promise<UserRow> {
    const user = await this.accounts.findById(userId);
    if (!user) throw notFound(text('userNotFound'));
    return user;
  }

  async user(userId: number): Promise<User> {
    const user = await this.row(userId);
    return {
      user_id: user.id,
      email: user.email,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      address: user.location,
      mobile_number: user.phoneNumber,
      email_verified: user.emailVerified ? 'True' : 'False',
      profile: { profile_visibility: user.visibility },
      language: user.language,
    };
  }

  private async assertUsernameFree(userId: number, username: string): Promise<void> {
    if (await usernameTaken(this.db, username, userId)) throw usernameInUse();
  }

  /**
   * Writes profile changes. Two users claiming one username at once both pass the pre-check;
   * the unique index stops the second, who hears the pre-check's answer instead of a 500.
   */
  private async saveChanges(userId: number, changes: UserChanges): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    try {
      await updateUser(this.db, userId, changes);
    } catch (error) {
      if (violatedUniqueConstraint(error) === USERNAME_INDEX) throw usernameInUse();
      throw error;
    }
  }

  async updateUser(userId: number, body: UserUpdateBody): Promise<User> {
    if (body.username) await this.assertUsernameFree(userId, body.username.trim());
    const changes: UserChanges = {};
    if (body.username !== undefined) changes.username = body.username.trim();
    if (body.first_name !== undefined) changes.firstName = body.first_name;
    if (body.last_name !== undefined) changes.lastName = body.last_name;
    if (body.address !== undefined) changes.location = body.address;
    if (body.mobile_number !== undefined) changes.phoneNumber = body.mobile_number;
    if (body.profile?.profile_visibility !== undefined) changes.visibility = body.profile.profile_visibility;
    await this.saveChanges(userId, changes);
    return this.user(userId);
  }

  async details(userId: number): Promise<ProfileDetail> {
    const user = await this.row(userId);
    const { connected, needsRelink } = await this.connections.links(userId);
    // One picture of the user's money (wallet/money-picture.ts): referral rewards count with task earnings.
    const earnings =
      (await this.ledger.balance({ kind: 'consumer_available', userId })) +
      (await this.ledger.balance({ kind: 'referral_rewards', userId }));
    const pending =
      (await this.ledger.balance({ kind: 'consumer_pending', userId })) +
      (await this.ledger.balance({ kind: 'referral_pending', userId }));
    return {
      user_id: user.id,
      username: user.username,
      email: user.email,
      avatar: user.avatarPath,
      currency: user.currency,
      earnings: earnings / 100,
      pending_balance: pending / 100,
      min_withdrawal: MIN_WITHDRAWAL_KES,
      completeness: completeness(user, connected.size),
      interests: user.interests,
      bot_active: user.botActive,
      youtube_connected: connected.has('youtube'),
      twitter_connected: connected.has('twitter'),
      instagram_connected: connected.has('instagram'),
      needs_relink: needsRelink,
      experience_level: EXPERIENCE.includes(user.experienceLevel) ? (user.experienceLevel as ExperienceLevel) : null,
      bio: user.bio,
      location: user.location,
      education: user.education,
      job_title: user.jobTitle,
      company: user.company,
      languages: user.languages,
      phone_number: user.phoneNumber,
      visibility: user.visibility,
      birth_date: user.birthDate,
      onboarded_at: user.onboardedAt?.toISOString() ?? null,
      language: user.language,
      // Read on every signed-in start: the browser asks for a newer terms or policy before anything else.
      consent_needed: await this.consents.needed(userId),
    };
  }

  /**
   * The first run is over (finished or skipped): the first call's moment is kept, so a second
   * device or a double tap answers the same moment and never brings the first run back.
   */
  async finishFirstRun(userId: number): Promise<Date> {
    const onboardedAt = await markOnboarded(this.db, userId);
    if (!onboardedAt) throw notFound(text('userNotFound'));
    return onboardedAt;
  }

  /** Keeps the language chosen in Preferences on the account, for sign-in on any device and what the server writes. */
  async saveLanguage(userId: number, language: Language): Promise<void> {
    if (!(await saveLanguage(this.db, userId, language))) throw notFound(text('userNotFound'));
  }

  async updateDetails(userId: number, body: ProfileDetailsUpdateBody): Promise<ProfileDetail> {
    if (body.username) await this.assertUsernameFree(userId, body.username.trim());
    const text = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? ''));
    const changes: UserChanges = {
      username: body.username?.trim(),
      bio: text(body.bio),
      location: text(body.location),
      education: text(body.education),
      jobTitle: text(body.job_title),
      company: text(body.company),
      languages: text(body.languages),
      phoneNumber: text(body.phone_number),
      visibility: body.visibility,
      birthDate: body.birth_date,
    };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    await this.saveChanges(userId, defined);
    return this.details(userId);
  }

  /**
   * Stores the image, decoded and re-encoded (avatar-images.ts), under a random name, answers its
   * path relative to the API host, and removes the file it replaces.
   */
  async saveAvatar(userId: number, bytes: Buffer): Promise<string> {
    if (bytes.length > AVATAR_MAX_BYTES) throw badAvatar(text('imageTooLarge'));
    const image = await reencodeAvatar(bytes);
    if (!image) throw badAvatar(text('imageType'));
    const name = `${userId}-${randomBytes(8).toString('hex')}.${image.extension}`;
    await mkdir(join(this.mediaDir, 'avatars'), { recursive: true });
    await writeFile(join(this.mediaDir, 'avatars', name), image.bytes);
    const avatar = `${AVATAR_URL_PREFIX}${name}`;
    // The row lock orders two uploads at once: each removes exactly the file it replaced.
    const replaced = await this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const before = (await findUser(tx, userId))?.avatarPath ?? null;
      await updateUser(tx, userId, { avatarPath: avatar });
      return before;
    });
    await this.removeAvatarFile(replaced);
    return avatar;
  }

  /** Removes an avatar's file once no user points at it; a file already gone is no error. */
  private async removeAvatarFile(avatarPath: string | null): Promise<void> {
    if (!avatarPath?.startsWith(AVATAR_URL_PREFIX)) return;
    // basename: the stored path is ours, but a file outside the avatars folder is never touched.
    await rm(join(this.mediaDir, 'avatars', basename(avatarPath)), { force: true });
  }

  /** Spec 000 §7 "PUT account update {interests}" — a list, or a comma-separated string (spec 001). */
  async updateAccount(
    userId: number,
    body: { interests?: string[] | string; experience_level?: ExperienceLevel },
  ): Promise<void> {
    const changes: UserChanges = {};
    if (body.interests !== undefined) {
      const list = Array.isArray(body.interests) ? body.interests : body.interests.split(',');
      changes.interests = [...new Set(list.map((item) => item.trim()).filter(Boolean))].slice(0, 50);
    }
    if (body.experience_level !== undefined) changes.experienceLevel = body.experience_level;
    if (Object.keys(changes).length > 0) await updateUser(this.db, userId, changes);
  }

  async toggleBot(userId: number): Promise<boolean> {
    const botActive = await toggleBot(this.db, userId);
    if (botActive === undefined) throw notFound(text('userNotFound'));
    return botActive;
  }

  /** What deleting the account now would do with its money (account-erasure.ts). */
  deletionPreview(userId: number): Promise<AccountDeletionPreview> {
    return this.erasure.preview(userId);
  }

  /** Erases the person, keeps the books (account-erasure.ts). */
  deleteAccount(userId: number): Promise<void> {
    return this.erasure.erase(userId);
  }
}

/** Share of the profile filled in, in percent (spec 000 §3 "profile-completeness"). */
function completeness(user: UserRow, connectedCount: number): number {
  const checks = [
    Boolean(user.avatarPath),
    user.emailVerified,
    Boolean(user.bio),
    Boolean(user.location),
    Boolean(user.education),
    Boolean(user.jobTitle),
    Boolean(user.phoneNumber),
    Boolean(user.birthDate),
    user.interests.length > 0,
    connectedCount > 0,
  ];
  return Math.round((checks.filter(Boolean).length / checks.length) * 100);
}
