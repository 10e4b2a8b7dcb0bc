/**
 * Consent on record. Sign-up (by the form or Google) records the current terms and privacy
 * policy as accepted, and the separate marketing answer; when an operator publishes a newer
 * version (TERMS_VERSION, PRIVACY_VERSION), `needed` says so and the browser asks again before
 * anything else. Marketing email is sent only to those whose latest answer is yes.
 */
import type { ConsentNeeded, ConsentState } from '@engage/shared/contract/consents';
import type { Db, Executor } from '../../db/database';
import { badRequest, type ApiError } from '../../http/errors';
import { text } from '../../i18n/messages';
import { insertConsents, latestConsents, type ConsentRow, type ConsentSource } from './consents-table';

/** The versions in force (config `policyVersions`). */
export interface PolicyVersions {
  terms: string;
  privacy: string;
}

/** Marketing has no document of its own: one question, one version. */
const MARKETING_VERSION = 'v1';

export class Consents {
  constructor(
    private readonly db: Db,
    private readonly versions: PolicyVersions,
  ) {}

  /** A new account's answers: the current terms and policy accepted, marketing as chosen. */
  recordSignUp(
    executor: Executor,
    userId: number,
    source: Extract<ConsentSource, 'signup' | 'google' | 'seed'>,
    marketing: boolean,
  ): Promise<void> {
    return insertConsents(executor, userId, source, [
      { document: 'terms', version: this.versions.terms, given: true },
      { document: 'privacy', version: this.versions.privacy, given: true },
      { document: 'marketing', version: MARKETING_VERSION, given: marketing },
    ]);
  }

  async needed(userId: number, executor: Executor = this.db): Promise<ConsentNeeded> {
    return this.neededOf(await latestConsents(executor, userId));
  }

  async state(userId: number): Promise<ConsentState> {
    const latest = await latestConsents(this.db, userId);
    return {
      terms: accepted(latest.terms),
      privacy: accepted(latest.privacy),
      marketing: latest.marketing?.given ?? false,
      consent_needed: this.neededOf(latest),
    };
  }

  /**
   * The user accepts the versions they were shown. A version that is no longer current (it
   * changed while they read) is refused, so what is on record is what they saw.
   */
  async accept(userId: number, shown: { terms_version: string; privacy_version: string }): Promise<ConsentState> {
    if (shown.terms_version !== this.versions.terms) throw staleVersion('terms_version');
    if (shown.privacy_version !== this.versions.privacy) throw staleVersion('privacy_version');
    const needed = await this.needed(userId);
    await insertConsents(this.db, userId, 'signin', [
      ...(needed.terms ? [{ document: 'terms' as const, version: this.versions.terms, given: true }] : []),
      ...(needed.privacy ? [{ document: 'privacy' as const, version: this.versions.privacy, given: true }] : []),
    ]);
    return this.state(userId);
  }

  /** News and offers by email, from Settings; an answer the same as the last is not repeated. */
  async setMarketing(userId: number, marketing: boolean): Promise<ConsentState> {
    const latest = await latestConsents(this.db, userId);
    if ((latest.marketing?.given ?? false) !== marketing || !latest.marketing) {
      await insertConsents(this.db, userId, 'settings', [
        { document: 'marketing', version: MARKETING_VERSION, given: marketing },
      ]);
    }
    return this.state(userId);
  }

  private neededOf(latest: Partial<Record<ConsentRow['document'], ConsentRow>>): ConsentNeeded {
    return {
      terms: !(latest.terms?.given && latest.terms.version === this.versions.terms),
      privacy: !(latest.privacy?.given && latest.privacy.version === this.versions.privacy),
      terms_version: this.versions.terms,
      privacy_version: this.versions.privacy,
    };
  }
}

function accepted(row: ConsentRow | undefined): { version: string; at: string } | null {
  return row?.given ? { version: row.version, at: row.at.toISOString() } : null;
}

function staleVersion(field: 'terms_version' | 'privacy_version'): ApiError {
  const message = text('policyVersionChanged');
  return badRequest(message, { errors: { [field]: [message] } });
}
