/**
 * The B2C payout float: what our M-PESA B2C shortcode can still pay out. M-PESA's Account
 * Balance is asynchronous, so reading it is two steps: `read` asks (the float job, and the payouts
 * job before each run), and `handleResult` records what the result says (Daraja's callback, or the
 * sandbox's own result). A reading under FLOAT_ALERT_KES tells an operator (`float_low`), and
 * every reading lets the payouts that were waiting for it go out (wallet.service.ts,
 * `resendDelayed`), so a top-up needs nothing more from the operator. SQL in mpesa-float-table.ts.
 */
import type { Db } from '../../db/database';
import { kes } from '../ledger/money-text';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import { lastFloatQueryAt, recordFloatQuery, recordFloatResult } from './mpesa-float-table';
import type { FloatQuery, FloatResult, MpesaGateway } from './mpesa-gateway';
import type { WalletService } from './wallet.service';

export class MpesaFloat {
  constructor(
    private readonly db: Db,
    private readonly mpesa: MpesaGateway,
    private readonly alerts: OperatorAlerts,
    private readonly wallet: Pick<WalletService, 'resendDelayed'>,
    /** FLOAT_ALERT_KES in cents. */
    private readonly alertBelowCents: number,
    private readonly urls: FloatQuery,
    private readonly log: (message: string) => void = (message) => console.warn(`[float] ${message}`),
  ) {}

  /** Asks M-PESA for the float; the answer comes to `handleResult`. */
  async read(): Promise<void> {
    await recordFloatQuery(this.db, await this.mpesa.floatBalance(this.urls));
  }

  /** Asks unless a query went out within `withinMs` (a payout run uses that one's answer). */
  async readUnlessAsked(withinMs: number, now = new Date()): Promise<boolean> {
    const last = await lastFloatQueryAt(this.db);
    if (last && now.getTime() - last.getTime() < withinMs) return false;
    await this.read();
    return true;
  }

  /** An Account Balance result: recorded once; a float read alerts when low and lets waiting payouts go. */
  async handleResult(result: FloatResult): Promise<'recorded' | 'ignored'> {
    const float = result.resultCode === 0 ? result.utilityAvailableCents : undefined;
    const recorded = await this.db.transaction(async (tx) => {
      const row = await recordFloatResult(tx, {
        originatorConversationId: result.originatorConversationId,
        conversationId: result.conversationId,
        status: float === undefined ? 'failed' : 'read',
        utilityAvailableCents: float ?? null,
        workingAvailableCents: result.workingAvailableCents ?? null,
        accounts: result.accounts ?? '',
        resultDesc: result.resultDesc,
        readAt: new Date(),
      });
      if (row && float !== undefined && float < this.alertBelowCents) {
        await this.alerts.raise(
          {
            kind: 'float_low',
            subject: 'float',
            message:
              `The M-PESA B2C float (Utility Account) is ${kes(float)}, under FLOAT_ALERT_KES ${kes(this.alertBelowCents)}` +
              (result.workingAvailableCents === undefined
                ? '.'
                : `; the Working Account holds ${kes(result.workingAvailableCents)}.`),
          },
          tx,
        );
      }
      return row;
    });
    if (!recorded) return 'ignored';
    if (float === undefined) {
      // Nothing to go on (the initiator lacks the Balance Query role, say): payouts are then
      // sent as before and M-PESA's own refusal delays one.
      this.log(`M-PESA read no float (${result.resultCode}: ${result.resultDesc})`);
      return 'recorded';
    }
    await this.wallet.resendDelayed();
    return 'recorded';
  }
}
