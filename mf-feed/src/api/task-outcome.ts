/**
 * What a task action's answer means for its card. A server that verifies tasks may answer a
 * claim it cannot prove yet with 202 `{ status: 'review', reason }` (the client resolves every
 * 2xx), and a second claim of it with 409 carrying the same `status` and `reason`. Both mean the
 * same to the user: nothing is paid, the claim waits, for that reason.
 */
import { isApiFailure } from '@engage/shared/api/failure';
import type { TaskActionResponse, TaskReviewResponse } from '@engage/shared/contract/feed';

export type TaskAnswer = TaskActionResponse | TaskReviewResponse;

/** The reason the claim waits for review, from an answer (202) or a failure (409); else undefined. */
export function reviewReason(outcome: { answer: TaskAnswer } | { failure: unknown }): string | undefined {
  const body: Record<string, unknown> | undefined =
    'answer' in outcome ? outcome.answer : isApiFailure(outcome.failure) ? outcome.failure.data : undefined;
  return body?.status === 'review' && typeof body.reason === 'string' ? body.reason : undefined;
}
