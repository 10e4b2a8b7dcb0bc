/** The monthly withholding-tax report's CSV (wallet/tax-reports.ts reads it): what finance remits. */
import type { TaxWithheldRow } from '@engage/shared/contract/operator-money';
import type { CsvColumn } from './operator-lists';

export const TAX_WITHHELD_COLUMNS: readonly CsvColumn<TaxWithheldRow>[] = [
  { header: 'user_id', value: (row) => row.user_id },
  { header: 'name', value: (row) => row.name },
  { header: 'id_number', value: (row) => row.id_number },
  { header: 'mpesa_phone', value: (row) => row.mpesa_phone },
  { header: 'taxable_kes', value: (row) => row.taxable },
  { header: 'tax_withheld_kes', value: (row) => row.tax },
  { header: 'payouts', value: (row) => row.payouts },
];
