/**
 * Whether a user really did a task (verification honesty, docs/architecture.md). The server, not the
 * client, decides. Two verifiers plug in here: the platform verifier (`TASK_VERIFIER=platform`,
 * platform-verifier.ts), which asks YouTube and X with the user's own linked token and sends
 * whatever it cannot prove to review, unpaid; and the sandbox (development), which stands in for
 * YouTube's and X's answers (checking only what the request itself can show: the ids match the
 * link, a comment is not blank) but keeps production's rules: what production cannot check
 * waits for review, unpaid, with the same words (capabilities.ts).
 */
import { extractLinkId } from '@engage/shared/format/youtube-link-id';
import type { UserText } from '../../i18n/messages';
import { capability, SANDBOX_CHECKS } from './capabilities';
import type { TaskEndpoint, TaskPayload } from './task-endpoints';

export interface VerificationAttempt {
  userId: number;
  endpoint: TaskEndpoint;
  link: { id: number; linkUrl: string; actionType: string };
  payload: TaskPayload;
  /** Ask the platform afresh, not a recent yes (a retention check asks whether it still holds). */
  fresh?: boolean;
}

/**
 * Proven (`ok: true`), disproven (`ok: false`, nothing is paid and the user reads why), or
 * neither (`ok: 'wait'`): the claim waits in review with the reason, asked about again when
 * `recheck` (the provider was down or its quota spent), from `retryAt` when the provider said.
 */
export type Verdict =
  { ok: true } | { ok: false; reason: UserText } | { ok: 'wait'; reason: string; recheck: boolean; retryAt?: Date };

/**
 * What a platform's API said about one action: done, not done (with the platform's own reason
 * when it gave one), not found within the pages we may read (`unsure`), the token refused
 * (`relink`), the token good but not granted the scope this check needs (`not-permitted`: a new
 * link asks for it; the link keeps serving the checks its grant covers), or no answer (`unavailable`: the quota is spent, the provider is down, or the
 * operator's plan does not include the call), with when to ask again if the provider said.
 */
export type PlatformAnswer =
  | { kind: 'done' }
  | { kind: 'not-done'; note?: string }
  | { kind: 'unsure' }
  | { kind: 'relink' }
  | { kind: 'not-permitted' }
  | { kind: 'unavailable'; cause: 'quota' | 'down' | 'plan'; retryAt?: Date };

export interface TaskVerifier {
  verify(attempt: VerificationAttempt): Promise<Verdict>;
}

export class SandboxVerifier implements TaskVerifier {
  async verify({ endpoint, link, payload }: VerificationAttempt): Promise<Verdict> {
    if (payload.text !== undefined && payload.text.trim() === '')
      return { ok: false, reason: 'Write a comment first.' };
    const able = capability(endpoint, SANDBOX_CHECKS);
    if (able.verification === 'review') return { ok: 'wait', reason: able.reason, recheck: false };
    if (endpoint.route === 'youtubeLike' && payload.video_id) {
      const expected = extractLinkId(link.linkUrl, 'Likes');
      if (expected && expected !== payload.video_id) return { ok: false, reason: 'That video is not this task.' };
    }
    if (endpoint.route === 'youtubeSub' && payload.channel_id) {
      const expected = extractLinkId(link.linkUrl, 'Subscribers');
      if (expected && expected !== payload.channel_id) return { ok: false, reason: 'That channel is not this task.' };
    }
    return { ok: true };
  }
}
