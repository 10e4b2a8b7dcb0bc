/**
 * The `off` choice of each provider (config.ts, PROVIDER_SETTINGS): the feature answers 503
 * with a message saying it is not set up on this server, instead of falling back to a sandbox.
 * A production server with no real adapter yet runs with these.
 */
import type { GoogleIdentityProvider } from '../modules/accounts/google-provider';
import type { HostedCheckout } from '../modules/checkout/hosted-checkout';
import type { InstagramVerifier } from '../modules/profile/instagram-verifier';
import type { TaskVerifier, Verdict } from '../modules/tasks/verifier';
import type {
  B2cAccepted,
  FloatQueryAccepted,
  MpesaGateway,
  PayoutStatus,
  RefundAnswer,
  StkPushAccepted,
  StkStatus,
} from '../modules/wallet/mpesa-gateway';
import { ApiError } from '../http/errors';
import { text } from '../i18n/messages';

export const notConfigured = (feature: string) =>
  new ApiError(503, text('notAvailableHere', { feature }), { message: text('notAvailableHere', { feature }) });

export const googleOff: GoogleIdentityProvider = {
  userInfo: () => Promise.reject(notConfigured('Google sign-in')),
  redeem: () => Promise.reject(notConfigured('Google sign-in')),
};

export const instagramOff: InstagramVerifier = {
  verify: () => Promise.reject(notConfigured('Instagram linking')),
};

export const checkoutOff: HostedCheckout = {
  approvalOnOurRow: false,
  currency: () => 'USD',
  create: () => Promise.reject(notConfigured('Card and PayPal payment')),
  capture: () => Promise.reject(notConfigured('Card and PayPal payment')),
  status: () => Promise.reject(notConfigured('Card and PayPal payment')),
  refund: () => Promise.reject(notConfigured('Card and PayPal payment')),
};

export class MpesaOff implements MpesaGateway {
  readonly confirmsCallbacks = true;
  stkPush(): Promise<StkPushAccepted> {
    return Promise.reject(notConfigured('M-PESA'));
  }
  stkStatus(): Promise<StkStatus> {
    return Promise.reject(notConfigured('M-PESA'));
  }
  b2c(): Promise<B2cAccepted> {
    return Promise.reject(notConfigured('M-PESA'));
  }
  payoutStatus(): Promise<PayoutStatus> {
    return Promise.reject(notConfigured('M-PESA'));
  }
  reverse(): Promise<RefundAnswer> {
    return Promise.reject(notConfigured('M-PESA'));
  }
  floatBalance(): Promise<FloatQueryAccepted> {
    return Promise.reject(notConfigured('M-PESA'));
  }
  registerPaybillUrls(): Promise<'none'> {
    return Promise.resolve('none');
  }
  connect(): void {}
  close(): void {}
}

export const verifierOff: TaskVerifier = {
  verify: (): Promise<Verdict> =>
    Promise.resolve({ ok: false, reason: 'Task checks are not available on this server yet.' }),
};
