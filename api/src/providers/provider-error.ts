/**
 * How a provider call failed, which decides what money may do next:
 * - `refused`: the provider answered and did not take the request (a 4xx, a documented error
 *   code). Nothing happened there, so the request can be closed at once.
 * - `unavailable`: no usable answer (a timeout, a 5xx, a dropped connection). The request may
 *   or may not have been taken, so it stays pending until the provider is asked again; a payout
 *   in that state is never sent twice.
 * The message is safe to log and to show an operator: adapters never put a secret in it.
 */
import { ApiError } from '../http/errors';

export type ProviderErrorKind = 'refused' | 'unavailable';

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** The provider's own code, when it gave one (Daraja `errorCode`, PayPal `name`/`issue`). */
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Whether a failed provider call may have taken effect (so it must be asked about, not
 * repeated). Our own refusal (an `ApiError`, such as a provider that is off) never left here.
 */
export const outcomeUnknown = (error: unknown): boolean =>
  !(error instanceof ApiError) && !(error instanceof ProviderError && error.kind === 'refused');
