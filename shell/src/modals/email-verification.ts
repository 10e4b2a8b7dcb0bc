/**
 * Starting email verification (spec 000 §4 "Verify (requests an OTP code and opens the
 * modal)"), shared by the overlay's Verify button and areas asking over the bus.
 */
import { callApi } from '@engage/shared/api/client';
import { isApiFailure } from '@engage/shared/api/failure';
import { notify } from '@engage/shared/ui/toasts';
import { t } from './messages';
import { useModalStore } from './modal-store';

/**
 * POST requestOtp (spec 000 §7 "Request OTP | POST; payload not shown | opens modal"), then
 * the code modal. The spec shows no message for a failed request: we show the server's
 * `detail` (e.g. a rate limit saying when to retry) or the generic message of §8.
 */
export async function startEmailVerification(): Promise<boolean> {
  try {
    await callApi('requestOtp', null);
  } catch (failure) {
    const detail = isApiFailure(failure) ? failure.data.detail : undefined;
    notify.error(typeof detail === 'string' && detail !== '' ? detail : t('requestFailed'));
    return false;
  }
  useModalStore.getState().openModal('verify-email');
  return true;
}
