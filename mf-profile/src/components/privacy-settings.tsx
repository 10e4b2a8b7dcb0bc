/**
 * Settings → Privacy (the Kenya Data Protection Act's rights to access and to correct, docs/privacy.md).
 *
 * "Download my data": asks the API for an export, shows it being prepared (the status is asked
 * again every few seconds; the user is also told by an alert and an email), then the two downloads
 * with the time they stop working; an expired one is asked for again. The token that opens the
 * files comes from this tab's request or from the emailed link (`?export=`); a tab with neither
 * asks again, which answers the same export with a token of its own.
 *
 * "Correct": each personal field engage keeps, with where the user changes it, or that support
 * changes it (the email address, which signs them in) and how to reach support.
 */
import type { ReactNode } from 'react';
import { failureMessage } from '@engage/shared/api/failure';
import type { DataExportFile } from '@engage/shared/contract/privacy';
import { PRIVACY_CONTACT_EMAIL } from '@engage/shared/contract/privacy-contact';
import { formatDate } from '@engage/shared/format/relative-time';
import { paths } from '@engage/shared/paths';
import { Link, useSearchParams } from '@engage/shared/router';
import { notify } from '@engage/shared/ui/toasts';
import { ErrorState } from '@engage/ui/error-state';
import { Skeleton } from '@engage/ui/skeleton';
import { keptToken, useDataExport, useDownloadDataExport, useRequestDataExport } from '../api/data-export-api';
import { t, type en } from '../messages';

type Where = 'personal' | 'general' | 'profile' | 'accounts' | 'methods' | 'support';

/** Every personal field, and where it is changed (the profile and settings APIs accept each but the email). */
const FIELDS: readonly { field: keyof typeof en; where: Where }[] = [
  { field: 'correctEmail', where: 'support' },
  { field: 'correctUsername', where: 'personal' },
  { field: 'correctNames', where: 'personal' },
  { field: 'correctAddress', where: 'personal' },
  { field: 'correctMobile', where: 'personal' },
  { field: 'correctVisibility', where: 'personal' },
  { field: 'correctAbout', where: 'profile' },
  { field: 'correctPicture', where: 'profile' },
  { field: 'correctInterests', where: 'profile' },
  { field: 'correctLanguage', where: 'general' },
  { field: 'correctLinkedAccounts', where: 'accounts' },
  { field: 'correctPayoutNumbers', where: 'methods' },
];

function WhereToChange({ where }: { where: Where }): ReactNode {
  switch (where) {
    case 'personal':
      return t('whereChangePersonal');
    case 'general':
      return t('whereChangeGeneral');
    case 'profile':
      return <Link to={paths.profile}>{t('whereChangeProfile')}</Link>;
    case 'accounts':
      return <Link to={paths.profile}>{t('whereChangeAccounts')}</Link>;
    case 'methods':
      return <Link to={paths.withdrawalMethods}>{t('whereChangeMethods')}</Link>;
    case 'support':
      return (
        <>
          {t('askSupport')} <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>
        </>
      );
  }
}

function DownloadMyData() {
  const status = useDataExport();
  const asking = useRequestDataExport();
  const downloading = useDownloadDataExport();
  const [search] = useSearchParams();

  const ask = async () => {
    try {
      await asking.mutateAsync();
    } catch (error) {
      notify.error(failureMessage(error, t('exportAskFailed')));
    }
  };

  const save = async (file: DataExportFile, requestedAt: string) => {
    try {
      // The emailed link's token, else this tab's; a tab with neither gets one by asking again.
      let token = search.get('export') ?? keptToken(requestedAt);
      if (!token) token = (await asking.mutateAsync()).token;
      if (!token) throw new Error('no token');
      await downloading.mutateAsync({ token, file, requestedAt });
    } catch (error) {
      notify.error(failureMessage(error, t('exportDownloadFailed')));
      // It may have expired while the page was open: the status then says so and offers to ask again.
      void status.refetch();
    }
  };

  if (status.isPending) return <Skeleton lines={2} />;
  if (status.isError)
    return <ErrorState message={t('exportLoadError')} onRetry={() => void status.refetch()} retryLabel={t('retry')} />;
  const current = status.data;
  const busy = asking.isPending || downloading.isPending;

  if (current.status === 'preparing')
    return (
      <p className="eg-settings__muted" role="status">
        {t('exportPreparing')}
      </p>
    );
  if (current.status === 'ready' && current.requested_at && current.expires_at) {
    const requestedAt = current.requested_at;
    return (
      <>
        <p role="status">{t('exportReady', { until: formatDate(current.expires_at, { withTime: true }) })}</p>
        <div className="eg-settings__buttons">
          <button
            type="button"
            className="eg-button"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void save('json', requestedAt)}
          >
            {t('downloadJson')}
          </button>
          <button
            type="button"
            className="eg-button eg-button--quiet"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void save('csv', requestedAt)}
          >
            {t('downloadCsv')}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      {current.status === 'expired' && <p className="eg-settings__muted">{t('exportExpired')}</p>}
      <div className="eg-settings__buttons">
        <button type="button" className="eg-button" disabled={busy} aria-busy={busy} onClick={() => void ask()}>
          {t('downloadMyData')}
        </button>
      </div>
    </>
  );
}

export function PrivacySettings() {
  return (
    <section id="privacy" className="eg-card eg-privacy" aria-labelledby="eg-settings-privacy">
      <h2 id="eg-settings-privacy" className="eg-card__heading">
        {t('privacy')}
      </h2>
      <h3 className="eg-privacy__heading">{t('downloadMyData')}</h3>
      <p className="eg-settings__muted">{t('downloadMyDataIntro')}</p>
      <DownloadMyData />
      <h3 className="eg-privacy__heading">{t('correctTitle')}</h3>
      <p className="eg-settings__muted">{t('correctIntro')}</p>
      <dl className="eg-privacy__fields">
        {FIELDS.map(({ field, where }) => (
          <div key={field} className="eg-privacy__field">
            <dt>{t(field)}</dt>
            <dd>
              <WhereToChange where={where} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
