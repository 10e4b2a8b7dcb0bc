/**
 * `/consumer/posts/:postId/report` (ours): what a paid post's money bought, reached from the
 * post's menu in My posts. Engagements per Nairobi day (a small chart, its numbers also as text),
 * who acted (a private profile is "A consumer"), the credits taken back and refilled, where the
 * money went, and the receipts: a printable view and the PDF, downloaded with the session's token.
 *
 * Loaded lazily (App.tsx): the profile's first visit does not carry it.
 */
import { useRef, useState, type ReactNode } from 'react';
import { failureMessage } from '@engage/shared/api/failure';
import type { PostReport } from '@engage/shared/contract/post-report';
import { formatEarnings } from '@engage/shared/format/money';
import { formatCount } from '@engage/shared/format/numbers';
import { formatDate } from '@engage/shared/format/relative-time';
import { postOwnTitle, taskTitleText } from '@engage/shared/format/task-title';
import { paths } from '@engage/shared/paths';
import { Link as RouterLink, useMatch } from '@engage/shared/router';
import { notify } from '@engage/shared/ui/toasts';
import { EmptyState } from '@engage/ui/empty-state';
import { ErrorState } from '@engage/ui/error-state';
import { Skeleton } from '@engage/ui/skeleton';
import { usePostReport, useDownloadReceipt, type ReceiptKind } from '../api/report-api';
import { EngagementChart } from '../components/engagement-chart';
import { ReceiptView } from '../components/receipt-view';
import { ReturnToSetting } from '../components/return-to-choice';
import { t } from '../messages';
import './post-report.css';

export default function PostReportPage() {
  const postId = Number(useMatch(paths.postReport)?.params.postId);
  return <Report linkId={postId} key={postId} />;
}

function Frame({ title, busy = false, children }: { title?: string; busy?: boolean; children: ReactNode }) {
  return (
    <section className="eg-page eg-report" aria-labelledby="eg-report-title" aria-busy={busy}>
      <p className="eg-report__back">
        <RouterLink to={paths.profile} state={{ tab: 'My posts' }}>
          {t('reportBack')}
        </RouterLink>
      </p>
      <h1 id="eg-report-title" className="eg-page__title">
        {t('reportTitle')}
        {title && (
          <>
            {' '}
            <span className="eg-report__post">{title}</span>
          </>
        )}
      </h1>
      {children}
    </section>
  );
}

function Report({ linkId }: { linkId: number }) {
  const report = usePostReport(linkId);
  if (report.isPending)
    return (
      <Frame busy>
        <Skeleton lines={8} />
      </Frame>
    );
  if (report.isError)
    return (
      <Frame>
        <ErrorState message={t('reportLoadError')} onRetry={() => void report.refetch()} retryLabel={t('retry')} />
      </Frame>
    );
  const data = report.data;
  const title =
    postOwnTitle({ platform: data.platform, action_type: data.action_type, post_title: data.title }) ??
    taskTitleText(data.platform, data.action_type);
  return (
    <Frame title={title}>
      <Engagements report={data} />
      {data.engagements > 0 && <Consumers report={data} />}
      <Drops report={data} />
      <Money report={data} />
      <Receipts report={data} />
    </Frame>
  );
}

function Engagements({ report }: { report: PostReport }) {
  return (
    <section className="eg-card" aria-labelledby="eg-report-engagements">
      <h2 id="eg-report-engagements" className="eg-card__heading">
        {t('engagementsHeading')}
      </h2>
      {report.engagements === 0 ? <EmptyState text={t('reportEmpty')} /> : <EngagementChart days={report.days} />}
    </section>
  );
}

function Consumers({ report }: { report: PostReport }) {
  const more = report.consumers_total - report.consumers.length;
  return (
    <section className="eg-card" aria-labelledby="eg-report-consumers">
      <h2 id="eg-report-consumers" className="eg-card__heading">
        {t('consumersHeading')}
      </h2>
      <div className="eg-report__scroll">
        <table className="eg-report__table" aria-labelledby="eg-report-consumers">
          <thead>
            <tr>
              <th scope="col">{t('consumerName')}</th>
              <th scope="col">{t('actedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {report.consumers.map((consumer, index) => (
              <tr key={`${consumer.acted_at}-${index}`}>
                <td>{consumer.username ?? <span className="eg-report__anonymous">{t('aConsumer')}</span>}</td>
                <td>{formatDate(consumer.acted_at, { withTime: true })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && <p className="eg-report__note">{t('consumersMore', { count: more })}</p>}
    </section>
  );
}

function Drops({ report }: { report: PostReport }) {
  return (
    <section className="eg-card" aria-labelledby="eg-report-drops">
      <h2 id="eg-report-drops" className="eg-card__heading">
        {t('dropsHeading')}
      </h2>
      <dl className="eg-report__facts">
        <div>
          <dt>{t('dropsFound')}</dt>
          <dd>{formatCount(report.drops.found)}</dd>
        </div>
        <div>
          <dt>{t('dropsRefilled')}</dt>
          <dd>{formatCount(report.drops.refilled)}</dd>
        </div>
      </dl>
      <p className="eg-report__note">{t('dropsNote')}</p>
    </section>
  );
}

function Money({ report }: { report: PostReport }) {
  const rows = [
    [t('moneyPaid'), report.money.paid],
    [t('moneyEarned'), report.money.earned],
    [t('moneyFees'), report.money.fees],
    [t('moneyReturned'), report.money.returned],
    [t('moneyHeld'), report.money.held],
  ] as const;
  return (
    <section className="eg-card" aria-labelledby="eg-report-money">
      <h2 id="eg-report-money" className="eg-card__heading">
        {t('moneyHeading')}
      </h2>
      <table className="eg-report__table eg-report__money" aria-labelledby="eg-report-money" data-private>
        <thead className="eg-visually-hidden">
          <tr>
            <th scope="col">{t('moneyItem')}</th>
            <th scope="col">{t('moneyAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatEarnings(amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.money.refunds.length > 0 && (
        <ul className="eg-report__refunds" data-private>
          {report.money.refunds.map((refund, index) => (
            <li key={index}>
              {t(
                refund.state === 'refunded'
                  ? 'refundRefunded'
                  : refund.state === 'to_balance'
                    ? 'refundToBalance'
                    : 'refundOnItsWay',
                { to: refund.to, amount: formatEarnings(refund.amount) },
              )}
            </li>
          ))}
        </ul>
      )}
      {(report.status === 'active' || report.status === 'paused') && <ReturnToSetting linkId={report.link_id} />}
    </section>
  );
}

function Receipts({ report }: { report: PostReport }) {
  const [open, setOpen] = useState<{ kind: ReceiptKind; id: number } | null>(null);
  const download = useDownloadReceipt();
  // A second tap while the first download is under way (before isPending reaches the screen) sends nothing.
  const sent = useRef(false);
  const rows: { kind: ReceiptKind; id: number; label: string }[] = [];
  if (report.payment_id !== null)
    rows.push({
      kind: 'payment',
      id: report.payment_id,
      label: t('paymentReceiptRow', { amount: formatEarnings(report.money.paid) }),
    });
  if (report.has_return)
    rows.push({
      kind: 'return',
      id: report.link_id,
      label: t('returnReceiptRow', { amount: formatEarnings(report.money.returned) }),
    });

  const save = async (kind: ReceiptKind, id: number) => {
    if (sent.current) return;
    sent.current = true;
    try {
      await download.mutateAsync({ kind, id });
    } catch (error) {
      notify.error(failureMessage(error, t('downloadFailed')));
    } finally {
      sent.current = false;
    }
  };

  return (
    <>
      <section className="eg-card" aria-labelledby="eg-report-receipts">
        <h2 id="eg-report-receipts" className="eg-card__heading">
          {t('receiptsHeading')}
        </h2>
        {rows.length === 0 ? (
          <p className="eg-report__note">{t('noReceipts')}</p>
        ) : (
          <ul className="eg-report__receipts">
            {rows.map((row) => {
              const labelId = `eg-report-receipt-${row.kind}`;
              const busy = download.isPending && download.variables?.kind === row.kind;
              return (
                <li key={row.kind}>
                  <span id={labelId} data-private>
                    {row.label}
                  </span>
                  <span className="eg-report__receipt-actions">
                    <button
                      type="button"
                      className="eg-button eg-button--quiet"
                      aria-describedby={labelId}
                      onClick={() => setOpen({ kind: row.kind, id: row.id })}
                    >
                      {t('viewReceipt')}
                    </button>
                    <button
                      type="button"
                      className="eg-button"
                      aria-describedby={labelId}
                      disabled={busy}
                      aria-busy={busy}
                      onClick={() => void save(row.kind, row.id)}
                    >
                      {t('downloadPdf')}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {open && <ReceiptView key={`${open.kind}-${open.id}`} {...open} onClose={() => setOpen(null)} />}
    </>
  );
}
