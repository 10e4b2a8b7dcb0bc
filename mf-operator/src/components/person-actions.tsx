/**
 * The actions on one account, each through the reason dialog (the user reads the reason for a
 * freeze or a stop): only the ones that change something now (freeze or unfreeze, stop or resume
 * earning) and signing out everywhere. A role that may not act sees them disabled, with why.
 */
import { useState } from 'react';
import type { Person } from '@engage/shared/contract/operator-people';
import { useOperatorAction } from '../api/operator-action';
import { usePeopleActionBlock } from '../api/operator-roles';
import { t } from '../messages';
import { ReasonDialog } from './reason-dialog';

export type PersonAction =
  'freeze_withdrawals' | 'unfreeze_withdrawals' | 'stop_earning' | 'resume_earning' | 'revoke_sessions';

export const actionLabel = {
  freeze_withdrawals: 'freeze',
  unfreeze_withdrawals: 'unfreeze',
  stop_earning: 'stop',
  resume_earning: 'resume',
  revoke_sessions: 'revoke',
} as const satisfies Record<PersonAction, string>;

/** Asks for the reason and sends one action; `onDone` closes whatever opened it. */
export function usePersonAction() {
  const { send, busy } = useOperatorAction('operatorPersonAction');
  return {
    send: (account: number, action: PersonAction, reason: string) =>
      send({ params: { id: account }, body: { action, reason } }),
    busy,
  };
}

export function PersonActions({ person }: { person: Person }) {
  const [asked, setAsked] = useState<PersonAction | null>(null);
  const { send, busy } = usePersonAction();
  const blockedRole = usePeopleActionBlock();
  const { id } = person.profile;
  const { restrictions } = person;
  const offered: PersonAction[] = [
    restrictions.withdrawals_frozen ? 'unfreeze_withdrawals' : 'freeze_withdrawals',
    restrictions.earning_stopped ? 'resume_earning' : 'stop_earning',
    'revoke_sessions',
  ];
  const whyId = `eg-op-actions-why-${id}`;

  return (
    <>
      <div className="eg-op-bar">
        {offered.map((action) => (
          <button
            key={action}
            type="button"
            className="eg-button"
            disabled={blockedRole !== null || busy}
            aria-describedby={blockedRole ? whyId : undefined}
            onClick={() => setAsked(action)}
          >
            {t(actionLabel[action])}
          </button>
        ))}
      </div>
      {blockedRole && (
        <p id={whyId} className="eg-op-muted">
          {t('roleCannotAct', { role: blockedRole })}
        </p>
      )}
      {asked && (
        <ReasonDialog
          title={`${t(actionLabel[asked])} · #${id}`}
          confirmLabel={t(actionLabel[asked])}
          busy={busy}
          onConfirm={(reason) => void send(id, asked, reason).then((done) => done && setAsked(null))}
          onCancel={() => setAsked(null)}
        />
      )}
    </>
  );
}
