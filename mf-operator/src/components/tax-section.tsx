/**
 * Withholding tax withheld in a month (Nairobi time), per user, for remittance: who (name and
 * national ID on their payout number), the taxable base, the tax and how many payouts. Finance
 * picks the month and exports it as CSV for the return.
 */
import { useId, useState } from 'react';
import { formatEarnings } from '@engage/shared/format/money';
import { CursorTable } from './cursor-table';
import { t } from '../messages';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` of the Nairobi month `now` falls in. */
export const nairobiMonth = (now = new Date()): string =>
  new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 7);

export function TaxSection() {
  const id = useId();
  const [month, setMonth] = useState(nairobiMonth);
  return (
    <>
      <p className="eg-op-muted">{t('taxIntro')}</p>
      <label htmlFor={`${id}-month`}>{t('taxMonth')}</label>{' '}
      <input id={`${id}-month`} type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
      {MONTH.test(month) && (
        <CursorTable
          caption={t('taxCaption', { month })}
          route="operatorTaxWithheld"
          query={{ month }}
          rowKey={(row) => row.user_id}
          csvName={`tax-withheld-${month}`}
          columns={[
            { header: t('colUser'), cell: (row) => `#${row.user_id}` },
            { header: t('colName'), cell: (row) => row.name },
            { header: t('colIdNumber'), cell: (row) => row.id_number },
            { header: t('colPhone'), cell: (row) => row.mpesa_phone },
            { header: t('colTaxable'), cell: (row) => formatEarnings(row.taxable) },
            { header: t('colTax'), cell: (row) => formatEarnings(row.tax) },
            { header: t('colPayouts'), cell: (row) => String(row.payouts) },
          ]}
        />
      )}
    </>
  );
}
