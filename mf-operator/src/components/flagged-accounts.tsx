/**
 * Accounts the farm checks flagged (a shared device, a busy network, a payout name that does not
 * match), each opening on the People page, and Clear: the account's open flags are lifted, with a
 * reason the audit log keeps. Only support and admin may clear; other roles see why not.
 */
import { useState } from 'react';
import type { FlaggedAccount } from '@engage/shared/contract/operator-review';
import { formatDate } from '@engage/shared/format/relative-time';
import { paths } from '@engage/shared/paths';
import { Link } from '@engage/shared/router';
import { useOperatorAction } from '../api/operator-action';
import { usePeopleActionBlock } from '../api/operator-roles';
import { t } from '../messages';
import { CursorTable, type Column } from './cursor-table';
import { holdReasonLabel } from './hold-reason';
import { ReasonDialog } from './reason-dialog';

export function FlaggedAccounts() {
  const [clearing, setClearing] = useState<number | null>(null);
  const { send, busy } = useOperatorAction('operatorClearAccount', (done) =>
    t('cleared', { count: String(done.reviews_cleared) }),
  );
  const blockedRole = usePeopleActionBlock();

  async function confirm(reason: string) {
    if (clearing === null) return;
    if (await send({ params: { id: clearing }, body: { reason } })) setClearing(null);
  }

  const columns: readonly Column<FlaggedAccount>[] = [
    {
      header: t('colUser'),
      cell: (flag) => (
        <>
          <Link to={`${paths.operatorPeople}?account=${flag.user_id}`}>{flag.user_email}</Link>
          <div className="eg-op-muted">#{flag.user_id}</div>
        </>
      ),
    },
    { header: t('colReason'), cell: (flag) => t(holdReasonLabel[flag.reason]) },
    { header: t('colDetail'), cell: (flag) => flag.detail },
    { header: t('colFlaggedAt'), cell: (flag) => formatDate(flag.flagged_at, { withTime: true }) },
    {
      header: t('colActions'),
      cell: (flag) => (
        <button
          type="button"
          className="eg-button eg-button--quiet"
          aria-label={t('clearFlagLabel', { id: String(flag.user_id) })}
          aria-describedby={blockedRole ? 'eg-op-flagged-why' : undefined}
          disabled={blockedRole !== null}
          onClick={() => setClearing(flag.user_id)}
        >
          {t('clearFlag')}
        </button>
      ),
    },
  ];

  return (
    <>
      {blockedRole && (
        <p id="eg-op-flagged-why" className="eg-op-muted">
          {t('roleCannotAct', { role: blockedRole })}
        </p>
      )}
      <CursorTable
        caption={t('flaggedCaption')}
        route="operatorFlaggedAccounts"
        query={{}}
        columns={columns}
        rowKey={(flag) => flag.review_id}
        csvName="flagged-accounts"
      />
      {clearing !== null && (
        <ReasonDialog
          title={t('clearTitle', { id: String(clearing) })}
          confirmLabel={t('clearFlag')}
          busy={busy}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => setClearing(null)}
        />
      )}
    </>
  );
}
