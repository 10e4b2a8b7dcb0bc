/**
 * One account as an operator reads it, every section the API answers: profile, restrictions (and
 * the actions on them), money, sessions, devices with the accounts seen on the same device, payout
 * methods and the latest claims. Accounts named in a section open in the same page.
 */
import { useState, type ReactNode } from 'react';
import type { Person } from '@engage/shared/contract/operator-people';
import { STATEMENT_PAGE_SIZE_DEFAULT } from '@engage/shared/contract/wallet';
import { failureMessage } from '@engage/shared/api/failure';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { ErrorState } from '@engage/ui/error-state';
import { Skeleton } from '@engage/ui/skeleton';
import { useOlderStatement, usePerson } from '../api/operator-queries';
import { t } from '../messages';
import { holdReasonLabel } from './hold-reason';
import { PersonActions } from './person-actions';

const when = (at: string | null) => (at ? formatDate(at, { withTime: true }) : '—');

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="eg-op-person__section" aria-labelledby={`eg-op-person-${id}`}>
      <h3 id={`eg-op-person-${id}`}>{title}</h3>
      {children}
    </section>
  );
}

/** A small read-only table; `rows` empty: "None." */
function Rows<Row>({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: readonly Row[];
  columns: readonly [string, (row: Row) => ReactNode][];
}) {
  if (rows.length === 0) return <p className="eg-op-muted">{t('noneYet')}</p>;
  return (
    <div className="eg-op-table">
      <div className="eg-op-table__scroll">
        <table>
          <caption className="eg-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map(([header]) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {columns.map(([header, cell]) => (
                  <td key={header} data-label={header}>
                    {cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface PersonDetailsProps {
  id: number;
  /** Opens another account (one seen on the same device). */
  onOpen: (id: number) => void;
}

export function PersonDetails({ id, onOpen }: PersonDetailsProps) {
  const person = usePerson(id);
  if (person.isPending) return <Skeleton lines={8} label={t('loading')} />;
  if (person.isError) {
    return (
      <ErrorState
        message={failureMessage(person.error, t('personLoadFailed'))}
        retryLabel={t('retry')}
        onRetry={() => void person.refetch()}
      />
    );
  }
  return <PersonSections person={person.data} onOpen={onOpen} />;
}

/** The account's statement, newest first, a page at a time back to its first line. */
function MoneyLines({ person }: { person: Person }) {
  const [page, setPage] = useState(1);
  const older = useOlderStatement(person.profile.id, page, person.ledger);
  const shown = page === 1 ? person.ledger : older.data;
  const failed = page > 1 && older.isError;
  const loading = page > 1 && (older.isFetching || older.isPlaceholderData);
  const { count } = person.ledger;
  const pages = Math.max(1, Math.ceil(count / STATEMENT_PAGE_SIZE_DEFAULT));
  let lines: ReactNode;
  if (failed) {
    lines = (
      <ErrorState
        message={failureMessage(older.error, t('loadFailed'))}
        retryLabel={t('retry')}
        onRetry={() => void older.refetch()}
      />
    );
  } else if (!shown) {
    lines = <Skeleton lines={5} label={t('loading')} />;
  } else {
    lines = (
      <Rows
        caption={t('moneyCaption')}
        rows={shown.results}
        columns={[
          [t('colDate'), (line) => when(line.date)],
          [t('colDescription'), (line) => `${line.description}${line.pending ? ` ${t('pendingMark')}` : ''}`],
          [t('colAmount'), (line) => formatEarnings(line.amount)],
          [t('colBalance'), (line) => formatEarnings(line.balance)],
        ]}
      />
    );
  }
  return (
    <div aria-busy={loading}>
      {lines}
      {pages > 1 && (
        <nav className="eg-op-table__pages" aria-label={t('moneyCaption')}>
          <button
            type="button"
            className="eg-button eg-button--quiet"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            {t('newerLines')}
          </button>
          {/* The page of the lines on screen: while an older page loads, the one before it stays. */}
          <span aria-live="polite">{t('moneyPage', { page: String(shown?.page ?? page), pages: String(pages) })}</span>
          <button
            type="button"
            className="eg-button eg-button--quiet"
            disabled={failed || loading || shown?.next === null}
            onClick={() => setPage(page + 1)}
          >
            {t('olderLines')}
          </button>
        </nav>
      )}
    </div>
  );
}

function PersonSections({ person, onOpen }: { person: Person; onOpen: (id: number) => void }) {
  const { profile, restrictions, ledger } = person;
  const frozen = restrictions.withdrawals_frozen;
  const stopped = restrictions.earning_stopped;
  return (
    <div className="eg-op-person">
      <h2>
        {t('personHeading', { id: String(profile.id) })} · {profile.name || profile.username}
      </h2>
      <Section id="profile" title={t('sectionProfile')}>
        <dl className="eg-op-facts">
          <dt>{t('email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('username')}</dt>
          <dd>{profile.username}</dd>
          <dt>{t('colName')}</dt>
          <dd>{profile.name || '—'}</dd>
          <dt>{t('phone')}</dt>
          <dd>{profile.phone || '—'}</dd>
          <dt>{t('userType')}</dt>
          <dd>{t(profile.user_type === 'producer' ? 'typeProducer' : 'typeConsumer')}</dd>
          <dt>{t('joined')}</dt>
          <dd>{when(profile.created_at)}</dd>
          <dt>{t('deleted')}</dt>
          <dd>{t(profile.deleted ? 'yes' : 'no')}</dd>
        </dl>
      </Section>
      <Section id="restrictions" title={t('sectionRestrictions')}>
        <p>
          {frozen
            ? t('withdrawalsFrozen', {
                at: when(frozen.frozen_at),
                why: t(frozen.reason === 'operator' ? 'frozenByOperator' : 'frozenDisowned'),
              })
            : t('withdrawalsAllowed')}
          {frozen?.note && <span className="eg-op-muted"> {t('userReads', { note: frozen.note })}</span>}
        </p>
        <p>
          {stopped ? t('earningStopped', { at: when(stopped.stopped_at), note: stopped.note }) : t('earningAllowed')}
        </p>
        <h4>{t('payoutHolds')}</h4>
        <Rows
          caption={t('payoutHolds')}
          rows={restrictions.payout_holds}
          columns={[
            [t('colReason'), (hold) => t(holdReasonLabel[hold.reason])],
            [t('colDetail'), (hold) => hold.detail],
            [t('colCreated'), (hold) => when(hold.created_at)],
          ]}
        />
      </Section>
      <Section id="actions" title={t('sectionActions')}>
        <PersonActions person={person} />
      </Section>
      <Section id="money" title={t('sectionMoney')}>
        <dl className="eg-op-facts">
          <dt>{t('balanceWithdrawable')}</dt>
          <dd>{formatEarnings(ledger.balances.withdrawable)}</dd>
          <dt>{t('balancePending')}</dt>
          <dd>{formatEarnings(ledger.balances.pending + ledger.balances.referral_pending)}</dd>
          <dt>{t('balanceHeld')}</dt>
          <dd>{formatEarnings(ledger.balances.held)}</dd>
          <dt>{t('balanceReferral')}</dt>
          <dd>{formatEarnings(ledger.balances.referral)}</dd>
        </dl>
        <MoneyLines person={person} />
      </Section>
      <Section id="sessions" title={t('sectionSessions')}>
        <Rows
          caption={t('sectionSessions')}
          rows={person.sessions}
          columns={[
            [t('colSession'), (session) => <code>{session.id.slice(0, 8)}</code>],
            [t('colScope'), (session) => session.scope],
            [t('colCreated'), (session) => when(session.created_at)],
            [t('colExpires'), (session) => when(session.expires_at)],
            [t('colRevoked'), (session) => when(session.revoked_at)],
          ]}
        />
      </Section>
      <Section id="devices" title={t('sectionDevices')}>
        <Rows
          caption={t('sectionDevices')}
          rows={person.devices}
          columns={[
            [t('colDevice'), (device) => device.device_id ?? t('unknown')],
            [t('colNetwork'), (device) => device.network ?? t('unknown')],
            [t('colLastSeen'), (device) => when(device.last_seen)],
            [
              t('colSharedWith'),
              (device) =>
                device.shared_with.length === 0 ? (
                  t('noFlags')
                ) : (
                  <span className="eg-op-links">
                    {device.shared_with.map((other) => (
                      <button key={other} type="button" className="eg-op-link" onClick={() => onOpen(other)}>
                        {t('openAccount', { id: String(other) })}
                      </button>
                    ))}
                  </span>
                ),
            ],
          ]}
        />
      </Section>
      <Section id="payout-methods" title={t('sectionPayoutMethods')}>
        <Rows
          caption={t('sectionPayoutMethods')}
          rows={person.payout_methods}
          columns={[
            [t('colPhone'), (method) => method.phone],
            [t('colName'), (method) => method.name],
            [t('colPrimary'), (method) => t(method.primary ? 'yes' : 'no')],
            [t('colUsableFrom'), (method) => when(method.usable_from)],
          ]}
        />
      </Section>
      <Section id="claims" title={t('sectionClaims')}>
        <Rows
          caption={t('sectionClaims')}
          rows={person.claims}
          columns={[
            [t('colClaim'), (claim) => `#${claim.id}`],
            [t('colLink'), (claim) => `#${claim.link_id} · ${claim.action_type}`],
            [t('colStatus'), (claim) => claim.status],
            [t('colClaimed'), (claim) => when(claim.created_at)],
            [t('colDecided'), (claim) => when(claim.decided_at)],
          ]}
        />
      </Section>
    </div>
  );
}
