/**
 * The daily reconciliation as finance reads it: each provider's newest report (what matched, what
 * did not, and the items not matched), the M-PESA float now and its trend over the days the API
 * keeps, and the recent reports one line each.
 */
import type { ReconciliationOverview, ReconciliationReportSummary } from '@engage/shared/contract/operator-money';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { QueryView } from '@engage/ui/query-view';
import { Skeleton } from '@engage/ui/skeleton';
import { useReconciliation } from '../api/operator-queries';
import { FloatTrend } from './float-trend';
import { t } from '../messages';

const CATEGORIES = ['matched', 'missing_ours', 'missing_theirs', 'amount_differs', 'open'] as const;
const categoryLabel = {
  matched: 'countMatched',
  missing_ours: 'countMissingOurs',
  missing_theirs: 'countMissingTheirs',
  amount_differs: 'countAmountDiffers',
  open: 'countOpen',
} as const satisfies Record<(typeof CATEGORIES)[number], string>;

const providerName = (provider: ReconciliationReportSummary['provider']) =>
  provider === 'mpesa' ? 'M-PESA' : 'PayPal';

function LatestReport({ report }: { report: ReconciliationReportSummary }) {
  const title = t('latestReport', { provider: providerName(report.provider), day: report.day });
  return (
    <section className="eg-op-card" aria-label={title}>
      <h3>{title}</h3>
      <p className={report.mismatches > 0 ? 'eg-op-error' : 'eg-op-ok'}>
        {report.mismatches > 0 ? t('mismatches', { count: report.mismatches }) : t('allMatched')}
      </p>
      <dl className="eg-op-figures">
        {CATEGORIES.map((category) => (
          <div key={category}>
            <dt>{t(categoryLabel[category])}</dt>
            <dd>{report.counts[category] ?? 0}</dd>
          </div>
        ))}
        {report.float !== null && (
          <div>
            <dt>{t('floatThen')}</dt>
            <dd>{formatEarnings(report.float)}</dd>
          </div>
        )}
      </dl>
      <p className="eg-op-muted">{t('madeAt', { when: formatDate(report.made_at, { withTime: true }) })}</p>
      {report.items.length > 0 && (
        <details>
          <summary>{t('unmatchedItems', { count: report.items.length })}</summary>
          <ul className="eg-op-items">
            {report.items.map((item, index) => (
              <li key={index} className="eg-op-ref">
                {JSON.stringify(item)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function Overview({ overview }: { overview: ReconciliationOverview }) {
  const latest = (['mpesa', 'paypal'] as const)
    .map((provider) => overview.reports.find((report) => report.provider === provider))
    .filter((report) => report !== undefined);
  return (
    <>
      <div className="eg-op-cards">
        <section className="eg-op-card" aria-label={t('floatNow')}>
          <h3>{t('floatNow')}</h3>
          {overview.float ? (
            <>
              <p className="eg-op-figure">{formatEarnings(overview.float.float)}</p>
              <p className="eg-op-muted">
                {t('readAt', { when: formatDate(overview.float.read_at, { withTime: true }) })}
              </p>
            </>
          ) : (
            <p className="eg-op-muted">{t('floatNone')}</p>
          )}
          <FloatTrend days={overview.float_trend} />
        </section>
        {latest.length === 0 ? (
          <p className="eg-op-card eg-op-muted">{t('reportsNone')}</p>
        ) : (
          latest.map((report) => <LatestReport key={report.provider} report={report} />)
        )}
      </div>
      {overview.reports.length > 0 && (
        <div className="eg-op-table eg-op-table__scroll">
          <table>
            <caption>{t('reportsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colDay')}</th>
                <th scope="col">{t('colProvider')}</th>
                <th scope="col">{t('countMatched')}</th>
                <th scope="col">{t('colMismatches')}</th>
                <th scope="col">{t('colFloat')}</th>
              </tr>
            </thead>
            <tbody>
              {overview.reports.map((report) => (
                <tr key={`${report.day}-${report.provider}`}>
                  <td>{report.day}</td>
                  <td>{providerName(report.provider)}</td>
                  <td>{report.counts.matched ?? 0}</td>
                  <td className={report.mismatches > 0 ? 'eg-op-error' : undefined}>{report.mismatches}</td>
                  <td>{report.float === null ? '—' : formatEarnings(report.float)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function ReconciliationPanel() {
  const overview = useReconciliation();
  return (
    <QueryView
      query={overview}
      loading={<Skeleton lines={6} label={t('loading')} />}
      error={t('reconciliationFailed')}
      retryLabel={t('retry')}
    >
      {(data) => <Overview overview={data} />}
    </QueryView>
  );
}
