/**
 * The yearly earnings statement: the user picks a calendar year and downloads, as CSV, their
 * earnings, payouts and the withholding tax held back, month by month (the server adds it up).
 */
import { useId, useRef, useState } from 'react';
import { failureMessage } from '@engage/shared/api/failure';
import { notify } from '@engage/shared/ui/toasts';
import { statementYears, useDownloadEarningsStatement } from '../api/wallet-queries';
import { t } from '../messages';

export function EarningsStatement() {
  const id = useId();
  const years = statementYears();
  const [year, setYear] = useState(years[0] ?? new Date().getFullYear());
  const download = useDownloadEarningsStatement();
  // A second tap before the pending state reaches the button downloads nothing more.
  const busy = useRef(false);

  async function save() {
    if (busy.current) return;
    busy.current = true;
    try {
      await download.mutateAsync(year);
    } catch (error) {
      notify.error(failureMessage(error, t('earningsStatementFailed')));
    } finally {
      busy.current = false;
    }
  }

  return (
    <section className="eg-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="eg-card__heading">
        {t('earningsStatementHeading')}
      </h2>
      <p className="eg-wallet__note">{t('earningsStatementIntro')}</p>
      <div className="eg-wallet__form">
        <label htmlFor={`${id}-year`}>{t('earningsStatementYear')}</label>
        <select id={`${id}-year`} value={year} onChange={(event) => setYear(Number(event.target.value))}>
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="eg-button eg-button--quiet"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() => void save()}
        >
          {t('earningsStatementDownload')}
        </button>
      </div>
    </section>
  );
}
