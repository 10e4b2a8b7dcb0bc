/**
 * Whether a user really did a task (DESIGN §6 "Verification honesty"). YouTube and X offer no
 * API that proves a per-user view or like for paid engagement, so real verifiers are opt-in
 * plug-ins; the sandbox verifier is the default and checks only what the request itself can
 * show (the ids match the link, a comment is not blank). The server, not the client, decides.
 */
import { extractLinkId } from '@engage/shared/format/youtube-link-id';
import type { TaskEndpoint, TaskPayload } from './task-endpoints';

export interface VerificationAttempt {
  userId: number;
  endpoint: TaskEndpoint;
  link: { id: number; linkUrl: string; actionType: string };
  payload: TaskPayload;
}

export type Verdict = { ok: true } | { ok: false; reason: string };

export interface TaskVerifier {
  verify(attempt: VerificationAttempt): Promise<Verdict>;
}

export class SandboxVerifier implements TaskVerifier {
  async verify({ endpoint, link, payload }: VerificationAttempt): Promise<Verdict> {
    if (payload.text !== undefined && payload.text.trim() === '')
      return { ok: false, reason: 'Write a comment first.' };
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
