/**
 * Money, for finance and admin: payouts to M-PESA, consumers' payments that need a look, the
 * operator alerts the money paths raise, the daily reconciliation with the M-PESA float, and the
 * withholding tax withheld per user in a month, for remittance. One
 * page (the console's routes are the shared route table's), its sections picked by tabs; every
 * action asks for a reason. Support operators cannot read money, so they are told so and shown
 * no section and no action.
 */
import { useState } from 'react';
import { useOperator } from '@engage/shared/session/operator';
import { EmptyState } from '@engage/ui/empty-state';
import { tabId, tabPanelId, Tabs } from '@engage/ui/tabs';
import { AlertsSection } from '../components/alerts-section';
import { PaymentsSection } from '../components/payments-section';
import { PayoutsSection } from '../components/payouts-section';
import { ReconciliationPanel } from '../components/reconciliation-panel';
import { TaxSection } from '../components/tax-section';
import { t } from '../messages';
import './operator.css';

type Section = 'payouts' | 'payments' | 'alerts' | 'reconciliation' | 'tax';

const sectionLabel = {
  payouts: 'sectionPayouts',
  payments: 'sectionPayments',
  alerts: 'sectionAlerts',
  reconciliation: 'sectionReconciliation',
  tax: 'sectionTax',
} as const satisfies Record<Section, string>;

export default function MoneyPage() {
  const operator = useOperator();
  const [section, setSection] = useState<Section>('payouts');
  const label = t('moneySections');
  return (
    <section>
      <h1>{t('moneyTitle')}</h1>
      {operator?.role === 'support' ? (
        <EmptyState text={t('financeOnly')} />
      ) : (
        <>
          <Tabs
            label={label}
            tabs={(['payouts', 'payments', 'alerts', 'reconciliation', 'tax'] as const).map((value) => ({
              value,
              label: t(sectionLabel[value]),
            }))}
            value={section}
            onChange={setSection}
          />
          <div role="tabpanel" id={tabPanelId(label)} aria-labelledby={tabId(label, section)} className="eg-op-section">
            {section === 'payouts' && <PayoutsSection />}
            {section === 'payments' && <PaymentsSection />}
            {section === 'alerts' && <AlertsSection />}
            {section === 'reconciliation' && <ReconciliationPanel />}
            {section === 'tax' && <TaxSection />}
          </div>
        </>
      )}
    </section>
  );
}
