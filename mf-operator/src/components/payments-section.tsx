/**
 * Consumers' payments that need a look: stuck (no final answer past the reconciliation delay),
 * duplicates (a post paid twice), late results, reversals and disputes. An open one (pending or
 * approved) can be asked about now, with a reason: the provider's answer is applied through the
 * reconciliation's own path, once.
 */
import { useState } from 'react';
import type { OperatorPayment } from '@engage/shared/contract/operator-money';
import { PAYMENT_STATES } from '@engage/shared/contract/operator-money';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { tabId, tabPanelId, Tabs } from '@engage/ui/tabs';
import { useOperatorAction } from '../api/operator-action';
import { CursorTable } from './cursor-table';
import { ReasonDialog } from './reason-dialog';
import { t } from '../messages';

type State = (typeof PAYMENT_STATES)[number];

const stateLabel = {
  stuck: 'paymentStuck',
  duplicate: 'paymentDuplicate',
  late: 'paymentLate',
  reversed: 'paymentReversed',
  disputed: 'paymentDisputed',
} as const satisfies Record<State, string>;

const isOpen = (payment: OperatorPayment) => payment.status === 'pending' || payment.status === 'approved';

export function PaymentsSection() {
  const [state, setState] = useState<State>('stuck');
  const [asked, setAsked] = useState<OperatorPayment | null>(null);
  const { send, busy } = useOperatorAction('operatorPaymentAction');
  const filter = t('paymentFilter');

  async function confirm(reason: string) {
    if (!asked) return;
    if (await send({ params: { id: asked.id }, body: { action: 'query', reason } })) setAsked(null);
  }

  return (
    <>
      <Tabs
        label={filter}
        tabs={PAYMENT_STATES.map((value) => ({ value, label: t(stateLabel[value]) }))}
        value={state}
        onChange={setState}
      />
      <div role="tabpanel" id={tabPanelId(filter)} aria-labelledby={tabId(filter, state)}>
        <CursorTable
          caption={t('paymentsCaption')}
          route="operatorPayments"
          query={{ state }}
          rowKey={(payment) => payment.id}
          csvName={`payments-${state}`}
          columns={[
            { header: t('colPayment'), cell: (payment) => `#${payment.id}` },
            { header: t('colCreated'), cell: (payment) => formatDate(payment.created_at, { withTime: true }) },
            { header: t('colUser'), cell: (payment) => `#${payment.user_id}` },
            { header: t('colPost'), cell: (payment) => `#${payment.link_id}` },
            { header: t('colAmount'), cell: (payment) => formatEarnings(payment.amount, payment.currency) },
            {
              header: t('colProvider'),
              cell: (payment) => (
                <>
                  {payment.provider}
                  <div className="eg-op-muted eg-op-ref">{payment.receipt ?? payment.provider_ref}</div>
                </>
              ),
            },
            {
              header: t('colStatus'),
              cell: (payment) => (
                <>
                  {payment.status}
                  <div className="eg-op-muted">{payment.status_description}</div>
                  {payment.checked_at && (
                    <div className="eg-op-muted">
                      {t('lastAsked', { when: formatDate(payment.checked_at, { withTime: true }) })}
                    </div>
                  )}
                </>
              ),
            },
            {
              header: t('colActions'),
              cell: (payment) =>
                isOpen(payment) && (
                  <button type="button" className="eg-button eg-button--quiet" onClick={() => setAsked(payment)}>
                    {t('askProvider')}
                  </button>
                ),
            },
          ]}
        />
      </div>
      {asked && (
        <ReasonDialog
          title={t('askPaymentTitle', { id: String(asked.id), provider: asked.provider })}
          confirmLabel={t('askProvider')}
          busy={busy}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => setAsked(null)}
        />
      )}
    </>
  );
}
