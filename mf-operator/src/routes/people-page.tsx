/**
 * People: find an account (by email, phone, name or id) and read it whole on the same page
 * (`?account=123`; the search is kept for the way back), with the actions an operator may
 * take on it. Below the search, an action by account id for an operator who already knows it.
 * Nothing here touches money.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { mixed, object, type ObjectSchema } from 'yup';
import type { PersonRow } from '@engage/shared/contract/operator-people';
import { formatDate } from '@engage/shared/format/relative-time';
import { useSearchParams } from '@engage/shared/router';
import { FormField } from '@engage/ui/form-field';
import { accountIdField } from '../api/field-rules';
import { usePeopleActionBlock } from '../api/operator-roles';
import { CursorTable, type Column } from '../components/cursor-table';
import { SearchForm } from '../components/search-form';
import { actionLabel, usePersonAction, type PersonAction } from '../components/person-actions';
import { PersonDetails } from '../components/person-details';
import { ReasonDialog } from '../components/reason-dialog';
import { t } from '../messages';
import './operator.css';

const actions = Object.keys(actionLabel) as PersonAction[];

function peopleColumns(open: (id: number) => void): readonly Column<PersonRow>[] {
  return [
    {
      header: t('colAccount'),
      cell: (person) => (
        <button
          type="button"
          className="eg-op-link"
          aria-label={t('openAccount', { id: String(person.id) })}
          onClick={() => open(person.id)}
        >
          #{person.id}
        </button>
      ),
    },
    {
      header: t('colName'),
      cell: (person) => (
        <>
          {person.name || person.username}
          <div className="eg-op-muted">{person.username}</div>
        </>
      ),
    },
    { header: t('colEmail'), cell: (person) => person.email },
    { header: t('colPhone'), cell: (person) => person.phone || '—' },
    { header: t('colType'), cell: (person) => t(person.user_type === 'producer' ? 'typeProducer' : 'typeConsumer') },
    { header: t('colJoined'), cell: (person) => formatDate(person.created_at) },
    {
      header: t('colState'),
      cell: (person) =>
        person.deleted ? t('stateDeleted') : person.withdrawals_frozen ? t('stateFrozen') : t('stateActive'),
    },
  ];
}

export default function PeoplePage() {
  const [params, setParams] = useSearchParams();
  // The search stays in this page's state (not the address): a form's submit must not start a
  // router navigation, and the page stays mounted while a person is open.
  const [q, setQ] = useState('');
  const account = Number(params.get('account'));
  const open = (id: number) => setParams({ account: String(id) });

  return (
    <section>
      <h1>{t('peopleTitle')}</h1>
      {Number.isInteger(account) && account > 0 ? (
        <>
          <button type="button" className="eg-button eg-button--quiet" onClick={() => setParams(q ? { q } : {})}>
            {t('backToResults')}
          </button>
          <PersonDetails key={account} id={account} onOpen={open} />
        </>
      ) : (
        <>
          <PeopleSearch q={q} onSearch={setQ} />
          <CursorTable
            caption={t('peopleCaption')}
            route="operatorPeople"
            query={q ? { q } : {}}
            columns={peopleColumns(open)}
            rowKey={(person) => person.id}
            csvName="people"
          />
          <ActById />
        </>
      )}
    </section>
  );
}

function PeopleSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  return <SearchForm label={t('searchPeople')} hint={t('searchPeopleHint')} q={q} onSearch={onSearch} />;
}

interface Fields {
  account: number;
  action: PersonAction;
}

const schema: ObjectSchema<Fields> = object({
  account: accountIdField(),
  action: mixed<PersonAction>().oneOf(actions).required(),
});

/** An action on an account whose id the operator already has (from a ticket, the audit log…). */
function ActById() {
  const [asked, setAsked] = useState<Fields | null>(null);
  const { send, busy } = usePersonAction();
  const blockedRole = usePeopleActionBlock();
  const { register, handleSubmit, formState } = useForm<Fields>({
    resolver: yupResolver(schema),
    defaultValues: { action: 'freeze_withdrawals' },
  });

  return (
    <section className="eg-op-narrow" aria-labelledby="eg-op-act-by-id">
      <h2 id="eg-op-act-by-id">{t('actByIdTitle')}</h2>
      <form className="eg-op-form" noValidate onSubmit={(event) => void handleSubmit(setAsked)(event)}>
        <FormField
          label={t('accountId')}
          inputMode="numeric"
          {...register('account')}
          error={formState.errors.account?.message}
        />
        <div className="eg-field">
          <label htmlFor="eg-op-person-action">{t('action')}</label>
          <select id="eg-op-person-action" {...register('action')}>
            {actions.map((value) => (
              <option key={value} value={value}>
                {t(actionLabel[value])}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="eg-button"
          disabled={busy || blockedRole !== null}
          aria-describedby={blockedRole ? 'eg-op-act-by-id-why' : undefined}
        >
          {busy ? t('applying') : t('apply')}
        </button>
        {blockedRole && (
          <p id="eg-op-act-by-id-why" className="eg-op-muted">
            {t('roleCannotAct', { role: blockedRole })}
          </p>
        )}
      </form>
      {asked && (
        <ReasonDialog
          title={`${t(actionLabel[asked.action])} · #${asked.account}`}
          confirmLabel={t(actionLabel[asked.action])}
          busy={busy}
          onConfirm={(reason) => void send(asked.account, asked.action, reason).then((done) => done && setAsked(null))}
          onCancel={() => setAsked(null)}
        />
      )}
    </section>
  );
}
