/**
 * Starting email verification (spec 000 §4 "Verify (requests an OTP code and opens the
 * modal)"), shared by the overlay's Verify button and areas asking over the bus, and what the
 * code step knows about the code: one code at a time (api email-codes.ts). Requesting sends a
 * code only when none is waiting, so pressing Verify again, or signing in again, never fills the
 * inbox with codes of which only the newest works.
 */
import type { QueryClient, QueryFunctionContext } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { isApiFailure } from '@engage/shared/api/failure';
import { profileKeys } from '@engage/shared/api/profile-queries';
import type { EmailCodeStatus } from '@engage/shared/contract/auth';
import { notify } from '@engage/shared/ui/toasts';
import { t } from './messages';
import { useModalStore } from './modal-store';

/** Is a code waiting in the inbox, and in how many seconds may a new one be asked for. */
export const emailCodeQuery = {
  queryKey: profileKeys.emailCode,
  queryFn: ({ signal, client }: QueryFunctionContext) => callApi('emailCodeStatus', client, { signal }),
};

/** The server's `detail` of a failure, when it has one. */
export function failureDetail(failure: unknown): string | null {
  const detail = isApiFailure(failure) ? failure.data.detail : undefined;
  return typeof detail === 'string' && detail !== '' ? detail : null;
}

/**
 * POST requestOtp (spec 000 §7 "Request OTP | POST; payload not shown | opens modal"), then
 * the code modal, which starts from the cooldown the answer gives (`cache`). The spec shows no message for a failed request: we show the server's
 * `detail` (e.g. a rate limit saying when to retry) or the generic message of §8.
 */
export async function startEmailVerification(cache: QueryClient): Promise<boolean> {
  try {
    const answer = await callApi('requestOtp', null);
    const status: EmailCodeStatus = { live: true, resend_in: answer.resend_in };
    cache.setQueryData(profileKeys.emailCode, status);
  } catch (failure) {
    notify.error(failureDetail(failure) ?? t('requestFailed'));
    return false;
  }
  useModalStore.getState().openModal('verify-email');
  return true;
}
