/**
 * What a task action's answer means for its card. A server that verifies tasks may answer a
 * claim it cannot prove yet with 202 `{ status: 'review', reason }` (the client resolves every
 * 2xx), and a second claim of it with 409 "Your claim for this task is waiting for review:
 * {reason}". Both mean the same to the user: nothing is paid, the claim waits, for that reason.
 */
import { isApiFailure } from '@engage/shared/api/failure';
import type { TaskActionResponse, TaskReviewResponse } from '@engage/shared/contract/feed';

export type TaskAnswer = TaskActionResponse | TaskReviewResponse;

/** The 409's words before the reason; the server sends no other mark of a waiting claim. */
const WAITING_PREFIX = 'waiting for review:';

/** The reason the claim waits for review, from an answer (202) or a failure (409); else undefined. */
export function reviewReason(outcome: { answer: TaskAnswer } | { failure: unknown }): string | undefined {
  if ('answer' in outcome) {
    const { answer } = outcome;
    return 'status' in answer && answer.status === 'review' ? answer.reason : undefined;
  }
  const { failure } = outcome;
  if (!isApiFailure(failure) || failure.status !== 409 || typeof failure.data.message !== 'string') return undefined;
  const message = failure.data.message;
  const at = message.toLowerCase().indexOf(WAITING_PREFIX);
  return at < 0 ? undefined : message.slice(at + WAITING_PREFIX.length).trim();
}
