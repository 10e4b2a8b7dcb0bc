/**
 * Payouts by state: pending, of unknown outcome (M-PESA has not said, past the reconciliation
 * delay), held (for review or for float) and failed. On one waiting for M-PESA: ask M-PESA now,
 * or mark it paid with the receipt on the M-PESA statement; release one held for review; send a
 * failed one again. Each with a reason.
 */
import { useState } from 'react';
import type { OperatorPayout } from '@engage/shared/contract/operator-console';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { tabId, tabPanelId, Tabs } from '@engage/ui/tabs';
import { useOperatorAction } from '../api/operator-action';
import { CursorTable } from './cursor-table';
import { ReasonDialog } from './reason-dialog';
import { t } from '../messages';

type State = 'pending' | 'unknown' | 'held' | 'failed';
type PayoutAction = 'query' | 'mark_paid' | 'release' | 'retry';
type Asked = { payout: OperatorPayout; action: PayoutAction };

const actionWords = {
  query: { label: 'askMpesa', title: 'askTitle' },
  mark_paid: { label: 'markPaid', title: 'markPaidTitle' },
  release: { label: 'release', title: 'releaseTitle' },
  retry: { label: 'sendAgain', title: 'retryTitle' },
} as const;

/** What may be done to a payout in its status. */
function actionsFor(payout: OperatorPayout): PayoutAction[] {
  if (payout.status === 'pending') return ['query', 'mark_paid'];
  if (payout.status === 'review') return ['release'];
  if (payout.status === 'failed') return ['retry'];
  return [];
}

const stateLabel = {
  pending: 'statePending',
  unknown: 'stateUnknown',
  held: 'stateHeld',
  failed: 'stateFailed',
} as const;

export function PayoutsSection() {
  const [state, setState] = useState<State>('unknown');
  const [asked, setAsked] = useState<Asked | null>(null);
  const { send, busy } = useOperatorAction('operatorPayoutAction');

  async function confirm(reason: string, receipt?: string) {
    if (!asked) return;
    const body = { action: asked.action, reason, ...(receipt ? { receipt } : {}) };
    if (await send({ params: { id: asked.payout.id }, body })) setAsked(null);
  }

  return (
    <>
      <Tabs
        label={t('state')}
        tabs={(['unknown', 'pending', 'held', 'failed'] as const).map((value) => ({
          value,
          label: t(stateLabel[value]),
        }))}
        value={state}
        onChange={setState}
      />
      <div role="tabpanel" id={tabPanelId(t('state'))} aria-labelledby={tabId(t('state'), state)}>
        <CursorTable
          caption={t('payoutsCaption')}
          route="operatorPayouts"
          query={{ state }}
          rowKey={(payout) => payout.id}
          csvName={`payouts-${state}`}
          columns={[
            { header: t('colPayout'), cell: (payout) => `#${payout.id}` },
            { header: t('colCreated'), cell: (payout) => formatDate(payout.created_at, { withTime: true }) },
            { header: t('colUser'), cell: (payout) => `#${payout.user_id}` },
            { header: t('colAmount'), cell: (payout) => formatEarnings(payout.amount) },
            { header: t('colPhone'), cell: (payout) => payout.mpesa_phone },
            {
              header: t('colStatus'),
              cell: (payout) => (
                <>
                  {payout.status}
                  {payout.hold_reason && ` · ${payout.hold_reason}`}
                  <div className="eg-op-muted">{payout.status_description}</div>
                </>
              ),
            },
            {
              header: t('colActions'),
              cell: (payout) => (
                <div className="eg-op-actions">
                  {actionsFor(payout).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={
                        action === 'release' || action === 'retry' ? 'eg-button' : 'eg-button eg-button--quiet'
                      }
                      onClick={() => setAsked({ payout, action })}
                    >
                      {t(actionWords[action].label)}
                    </button>
                  ))}
                </div>
              ),
            },
          ]}
        />
      </div>
      {asked && (
        <ReasonDialog
          title={t(actionWords[asked.action].title, { id: String(asked.payout.id) })}
          confirmLabel={t(actionWords[asked.action].label)}
          busy={busy}
          receipt={asked.action === 'mark_paid'}
          onConfirm={(reason, receipt) => void confirm(reason, receipt)}
          onCancel={() => setAsked(null)}
        />
      )}
    </>
  );
}
