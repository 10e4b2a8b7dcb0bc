/**
 * Farm signals (docs/security.md "Farms"): one person running many accounts to collect referral
 * rewards or to be paid twice. We do not fingerprint devices. At sign-up and sign-in we keep
 * the random device id the app generated once (`X-Engage-Device`) and the client's network
 * (networks.ts), and count:
 *
 * - accounts seen on one device id: past FARM_ACCOUNTS_PER_DEVICE, the account signing up or in
 *   is flagged (a family sharing a phone stays under it);
 * - sign-ups from one public network in 24 hours: past FARM_SIGNUPS_PER_NETWORK_PER_DAY, the
 *   new account is flagged (carrier networks are shared, so the default is generous).
 *
 * A flagged account keeps earning; its withdrawals wait for an operator (a payout review,
 * wallet.service.ts), and it is told why. The same signals tell a referral between two
 * accounts of one person (`relation`). SQL: farm-signals-table.ts, payout-reviews-table.ts.
 */
import type { FarmSettings } from '../../config';
import type { Db, Executor } from '../../db/database';
import type { NotificationsService } from '../alerts/alerts.service';
import { numbersSavedBy } from '../wallet/withdrawal-methods';
import { numbersPaidTo } from '../wallet/withdrawals-table';
import {
  deleteSignalsBefore,
  insertSignal,
  otherAccountsOnDevice,
  signalsOf,
  signupsFromNetwork,
} from './farm-signals-table';
import { clientNetwork, deviceIdFrom } from './networks';
import { flagAccount } from './flag-account';
import { clearReviews, openReviews, type PayoutReviewRow, type ReviewReason } from './payout-reviews-table';

const DAY_MS = 24 * 3600_000;

/** What a request showed of where it came from. */
export interface SeenFrom {
  /** The `X-Engage-Device` header as sent. */
  device: string | string[] | undefined;
  /** The client address (request.ip: behind nginx, as TRUST_PROXY lets it be read). */
  ip: string;
}

export type ReferralRelation = 'same_device' | 'same_network' | 'same_payout_number';

export class FarmSignals {
  constructor(
    private readonly db: Db,
    private readonly settings: FarmSettings,
    private readonly notifications: NotificationsService,
  ) {}

  /** The network kept for this address: null when it is not to be counted (loopback, private). */
  private countedNetwork(ip: string): string | null {
    const network = clientNetwork(ip);
    if (!network) return null;
    return network.private && !this.settings.countPrivateNetworks ? null : network.network;
  }

  /** Records a sign-up or sign-in and flags the account when a threshold is passed. */
  async record(userId: number, event: 'signup' | 'signin', seen: SeenFrom, now = new Date()): Promise<void> {
    const deviceId = deviceIdFrom(seen.device);
    const network = this.countedNetwork(seen.ip);
    await insertSignal(this.db, { userId, event, deviceId, network, createdAt: now });
    if (deviceId) {
      const accounts = (await otherAccountsOnDevice(this.db, deviceId, userId)) + 1;
      if (accounts > this.settings.accountsPerDevice) {
        await this.flag(userId, 'shared_device', `device ${deviceId} seen with ${accounts} accounts`);
      }
    }
    if (network && event === 'signup') {
      const signups = await signupsFromNetwork(this.db, network, new Date(now.getTime() - DAY_MS));
      if (signups > this.settings.signupsPerNetworkPerDay) {
        await this.flag(userId, 'busy_network', `${signups} sign-ups from ${network} in 24 hours`);
      }
    }
  }

  /** Flags the account (once per reason while open) and tells its owner why. */
  flag(userId: number, reason: ReviewReason, detail: string): Promise<boolean> {
    return flagAccount(this.db, this.notifications, { userId, reason, detail });
  }

  /**
   * Whether a referrer and the person they referred look like one person: a device id or a
   * counted network seen on both, or an M-PESA number saved or paid to by both. Null: no sign.
   */
  async relation(
    referrerId: number,
    referredId: number,
    executor: Executor = this.db,
  ): Promise<ReferralRelation | null> {
    const signals = await signalsOf(executor, [referrerId, referredId]);
    const shared = (pick: (row: (typeof signals)[number]) => string | null) => {
      const of = (userId: number) =>
        new Set(
          signals
            .filter((row) => row.userId === userId)
            .map(pick)
            .filter((value) => value !== null),
        );
      const mine = of(referrerId);
      return [...of(referredId)].some((value) => mine.has(value));
    };
    if (shared((row) => row.deviceId)) return 'same_device';
    if (shared((row) => row.network)) return 'same_network';
    const numbers = [
      ...(await numbersSavedBy(executor, [referrerId, referredId])),
      ...(await numbersPaidTo(executor, [referrerId, referredId])),
    ];
    const referrerNumbers = new Set(numbers.filter((row) => row.userId === referrerId).map((row) => row.phone));
    if (numbers.some((row) => row.userId === referredId && referrerNumbers.has(row.phone))) return 'same_payout_number';
    return null;
  }

  /** The open reviews, oldest first (the operator's list). */
  openReviews(limit = 200): Promise<PayoutReviewRow[]> {
    return openReviews(this.db, limit);
  }

  /** Clears the account's open reviews (an operator's decision): its next withdrawals go out as usual. */
  clear(userId: number, now = new Date()): Promise<number> {
    return clearReviews(this.db, userId, now);
  }

  /** Deletes device ids and networks older than FARM_SIGNAL_RETENTION_DAYS. */
  sweep(now = new Date()): Promise<number> {
    return deleteSignalsBefore(this.db, new Date(now.getTime() - this.settings.signalRetentionDays * DAY_MS));
  }
}
