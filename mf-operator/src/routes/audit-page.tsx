/**
 * The audit log: every operator action (who, when, what, the row before and after, the reason),
 * newest first, searched by operator, account and action. The database keeps it append-only.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDate } from '@engage/shared/format/relative-time';
import { FormField } from '@engage/ui/form-field';
import { CursorTable } from '../components/cursor-table';
import { t } from '../messages';
import './operator.css';

interface Filters {
  operator: string;
  account: string;
  action: string;
}

/** The filters the API takes: blanks left out, an account only as a number. */
function toQuery(filters: Filters): { operator?: string; account?: number; action?: string } {
  const account = filters.account.trim();
  return {
    ...(filters.operator.trim() ? { operator: filters.operator.trim() } : {}),
    ...(/^[1-9][0-9]{0,15}$/.test(account) ? { account: Number(account) } : {}),
    ...(filters.action.trim() ? { action: filters.action.trim() } : {}),
  };
}

export default function AuditPage() {
  const [query, setQuery] = useState<ReturnType<typeof toQuery>>({});
  const { register, handleSubmit } = useForm<Filters>({ defaultValues: { operator: '', account: '', action: '' } });
  return (
    <section>
      <h1>{t('auditTitle')}</h1>
      <form
        role="search"
        className="eg-op-form eg-op-form--row"
        noValidate
        onSubmit={(event) => void handleSubmit((filters) => setQuery(toQuery(filters)))(event)}
      >
        <FormField label={t('filterOperator')} {...register('operator')} />
        <FormField label={t('filterAccount')} inputMode="numeric" {...register('account')} />
        <FormField label={t('filterAction')} {...register('action')} />
        <button type="submit" className="eg-button">
          {t('search')}
        </button>
      </form>
      <CursorTable
        caption={t('auditCaption')}
        route="operatorAudit"
        query={query}
        rowKey={(entry) => entry.id}
        csvName="audit-log"
        columns={[
          { header: t('colAt'), cell: (entry) => formatDate(entry.at, { withTime: true }) },
          { header: t('colOperator'), cell: (entry) => entry.operator_email },
          { header: t('colAction'), cell: (entry) => entry.action },
          { header: t('colSubject'), cell: (entry) => `${entry.subject_type} #${entry.subject_id}` },
          { header: t('colAccount'), cell: (entry) => (entry.account_id ? `#${entry.account_id}` : '') },
          { header: t('colReason'), cell: (entry) => entry.reason },
          {
            header: t('colChange'),
            cell: (entry) => (
              <code className="eg-op-muted">
                {JSON.stringify(entry.before)} → {JSON.stringify(entry.after)}
              </code>
            ),
          },
        ]}
      />
    </section>
  );
}
