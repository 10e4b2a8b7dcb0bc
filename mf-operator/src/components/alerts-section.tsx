/**
 * The operator alerts the money paths raise (late results, reversals, disputes, a low float, a
 * reconciliation that did not match…), newest first, each with what to do about it. Open ones, or
 * acknowledged ones too; an open one is acknowledged with a reason once it is handled or known.
 */
import { useState } from 'react';
import type { OperatorAlertItem } from '@engage/shared/contract/operator-money';
import { formatDate } from '@engage/shared/format/relative-time';
import { tabId, tabPanelId, Tabs } from '@engage/ui/tabs';
import { useOperatorAction } from '../api/operator-action';
import { CursorTable } from './cursor-table';
import { ReasonDialog } from './reason-dialog';
import { t } from '../messages';

type State = 'open' | 'all';

export function AlertsSection() {
  const [state, setState] = useState<State>('open');
  const [asked, setAsked] = useState<OperatorAlertItem | null>(null);
  const { send, busy } = useOperatorAction('operatorAlertAcknowledge');
  const filter = t('alertFilter');

  async function confirm(reason: string) {
    if (!asked) return;
    if (await send({ params: { id: asked.id }, body: { reason } })) setAsked(null);
  }

  return (
    <>
      <Tabs
        label={filter}
        tabs={[
          { value: 'open', label: t('alertsOpen') },
          { value: 'all', label: t('alertsAll') },
        ]}
        value={state}
        onChange={setState}
      />
      <div role="tabpanel" id={tabPanelId(filter)} aria-labelledby={tabId(filter, state)}>
        <CursorTable
          caption={t('alertsCaption')}
          route="operatorAlerts"
          query={{ state }}
          rowKey={(alert) => alert.id}
          csvName={`alerts-${state}`}
          columns={[
            { header: t('colRaised'), cell: (alert) => formatDate(alert.raised_at, { withTime: true }) },
            {
              header: t('colAlert'),
              cell: (alert) => (
                <>
                  <strong>{alert.title}</strong>
                  <div>{alert.message}</div>
                  <div className="eg-op-muted">{alert.kind}</div>
                </>
              ),
            },
            { header: t('colSubject'), cell: (alert) => alert.subject },
            { header: t('colWhatToDo'), cell: (alert) => alert.action },
            {
              header: t('colActions'),
              cell: (alert) =>
                alert.acknowledged_at ? (
                  <span className="eg-op-muted">
                    {t('acknowledgedBy', {
                      who: alert.acknowledged_by ?? '',
                      when: formatDate(alert.acknowledged_at, { withTime: true }),
                    })}
                  </span>
                ) : (
                  <button type="button" className="eg-button eg-button--quiet" onClick={() => setAsked(alert)}>
                    {t('acknowledge')}
                  </button>
                ),
            },
          ]}
        />
      </div>
      {asked && (
        <ReasonDialog
          title={t('acknowledgeTitle', { title: asked.title })}
          confirmLabel={t('acknowledge')}
          busy={busy}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => setAsked(null)}
        />
      )}
    </>
  );
}
