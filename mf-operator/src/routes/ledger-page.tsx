/**
 * Balance adjustments: a credit or debit of a user's available balance with a reason, as a
 * balanced journal entry. From FOUR_EYES_KES it waits for a second operator; the one who asked
 * cannot approve it. Finance and admin only.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { mixed, number, object, string, type ObjectSchema } from 'yup';
import type { Adjustment } from '@engage/shared/contract/operator-console';
import { REASON_LENGTH } from '@engage/shared/contract/input-limits';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { useOperator } from '@engage/shared/session/operator';
import { EmptyState } from '@engage/ui/empty-state';
import { FormField } from '@engage/ui/form-field';
import { tabId, tabPanelId, Tabs } from '@engage/ui/tabs';
import { accountIdField } from '../api/field-rules';
import { useOperatorAction } from '../api/operator-action';
import { CursorTable } from '../components/cursor-table';
import { ReasonDialog } from '../components/reason-dialog';
import { t } from '../messages';
import './operator.css';

type Direction = 'credit' | 'debit';
type Status = 'all' | 'waiting' | 'applied';

interface Fields {
  account: number;
  amount: number;
  direction: Direction;
  reason: string;
}

const schema: ObjectSchema<Fields> = object({
  account: accountIdField(),
  amount: number()
    .typeError(() => t('amountRequired'))
    .required(() => t('amountRequired'))
    .positive(() => t('amountRequired'))
    .max(1_000_000, () => t('amountRequired')),
  direction: mixed<Direction>().oneOf(['credit', 'debit']).required(),
  reason: string()
    .trim()
    .required(() => t('reasonRequired'))
    .min(REASON_LENGTH.min, () => t('reasonRequired'))
    .max(REASON_LENGTH.max, () => t('reasonLong')),
});

const statusLabel = { all: 'statusAll', waiting: 'statusWaiting', applied: 'statusApplied' } as const;

export default function LedgerPage() {
  const operator = useOperator();
  const [status, setStatus] = useState<Status>('waiting');
  const [approving, setApproving] = useState<Adjustment | null>(null);
  const adjust = useOperatorAction('operatorAdjust');
  const approve = useOperatorAction('operatorAdjustmentApprove');
  const { register, handleSubmit, formState, reset } = useForm<Fields>({
    resolver: yupResolver(schema),
    defaultValues: { direction: 'credit' },
  });
  if (operator?.role === 'support') return <EmptyState text={t('financeOnly')} />;

  async function request(fields: Fields) {
    const body = {
      account_id: fields.account,
      amount: fields.amount,
      direction: fields.direction,
      reason: fields.reason.trim(),
    };
    if (await adjust.send({ body })) reset({ direction: 'credit' });
  }

  async function confirmApproval(reason: string) {
    if (!approving) return;
    if (await approve.send({ params: { id: approving.id }, body: { reason } })) setApproving(null);
  }

  const touched = (field: keyof Fields) => formState.isSubmitted || Boolean(formState.touchedFields[field]);
  return (
    <section>
      <h1>{t('ledgerTitle')}</h1>
      <h2>{t('newAdjustment')}</h2>
      <p className="eg-op-muted">{t('fourEyes')}</p>
      <form className="eg-op-form eg-op-form--row" noValidate onSubmit={(event) => void handleSubmit(request)(event)}>
        <FormField
          label={t('accountId')}
          inputMode="numeric"
          {...register('account')}
          error={formState.errors.account?.message}
          touched={touched('account')}
        />
        <FormField
          label={t('amount')}
          inputMode="decimal"
          {...register('amount')}
          error={formState.errors.amount?.message}
          touched={touched('amount')}
        />
        <div className="eg-field">
          <label htmlFor="eg-op-direction">{t('direction')}</label>
          <select id="eg-op-direction" {...register('direction')}>
            <option value="credit">{t('credit')}</option>
            <option value="debit">{t('debit')}</option>
          </select>
        </div>
        <FormField
          label={t('reason')}
          {...register('reason')}
          error={formState.errors.reason?.message}
          touched={touched('reason')}
        />
        <button type="submit" className="eg-button" disabled={adjust.busy} aria-busy={adjust.busy}>
          {t('request')}
        </button>
      </form>
      <Tabs
        label={t('status')}
        tabs={(['waiting', 'applied', 'all'] as const).map((value) => ({ value, label: t(statusLabel[value]) }))}
        value={status}
        onChange={setStatus}
      />
      <div role="tabpanel" id={tabPanelId(t('status'))} aria-labelledby={tabId(t('status'), status)}>
        <CursorTable
          caption={t('adjustmentsCaption')}
          route="operatorAdjustments"
          query={status === 'all' ? {} : { status }}
          rowKey={(row) => row.id}
          csvName="adjustments"
          columns={[
            { header: t('colId'), cell: (row) => `#${row.id}` },
            { header: t('colCreated'), cell: (row) => formatDate(row.created_at, { withTime: true }) },
            { header: t('colAccount'), cell: (row) => `#${row.account_id}` },
            { header: t('colDirection'), cell: (row) => t(row.direction) },
            { header: t('colAmount'), cell: (row) => formatEarnings(row.amount) },
            { header: t('colReason'), cell: (row) => row.reason },
            { header: t('colRequestedBy'), cell: (row) => `#${row.requested_by}` },
            { header: t('colApprovedBy'), cell: (row) => (row.approved_by ? `#${row.approved_by}` : '') },
            { header: t('colStatus'), cell: (row) => t(statusLabel[row.status]) },
            {
              header: t('colActions'),
              cell: (row) =>
                row.status !== 'waiting' ? null : row.requested_by === operator?.id ? (
                  <span className="eg-op-muted">{t('ownAdjustment')}</span>
                ) : (
                  <button type="button" className="eg-button" onClick={() => setApproving(row)}>
                    {t('approveAdjustment')}
                  </button>
                ),
            },
          ]}
        />
      </div>
      {approving && (
        <ReasonDialog
          title={t('approveAdjustmentTitle', { id: String(approving.id) })}
          confirmLabel={t('approveAdjustment')}
          busy={approve.busy}
          onConfirm={(reason) => void confirmApproval(reason)}
          onCancel={() => setApproving(null)}
        />
      )}
    </section>
  );
}
