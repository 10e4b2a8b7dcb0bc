/**
 * Pinned users: who is pinned to which release of an area, by whom and until when, and — for
 * support and admin, whom the API lets pin — the form that pins a user and a button that removes a
 * pin. What was done is said in a live region; the list is read again after each write.
 */
import { useState } from 'react';
import { failureMessage } from '@engage/shared/api/failure';
import { RELEASE_PIN_HOURS, type ReleasePin } from '@engage/shared/contract/area-releases';
import { formatDate } from '@engage/shared/format/relative-time';
import { QueryView } from '@engage/ui/query-view';
import { Skeleton } from '@engage/ui/skeleton';
import { useOperatorWrite } from '../api/operator-queries';
import { useReleasePinBlock } from '../api/operator-roles';
import { useAreaReleases, useReleasePins } from '../api/release-queries';
import { t } from '../messages';
import { PinForm } from './pin-form';
import { areaName } from './release-state';

function PinsTable({
  pins,
  onRemove,
  removing,
}: {
  pins: readonly ReleasePin[];
  /** Absent for a role that may not remove pins: the column is left out. */
  onRemove?: (pin: ReleasePin) => void;
  removing: number | null;
}) {
  return (
    <div className="eg-op-table eg-op-table__scroll" role="region" aria-label={t('pinsCaption')} tabIndex={0}>
      <table>
        <caption>{t('pinsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colUser')}</th>
            <th scope="col">{t('colArea')}</th>
            <th scope="col">{t('colRelease')}</th>
            <th scope="col">{t('colPinnedBy')}</th>
            <th scope="col">{t('colUntil')}</th>
            {onRemove && <th scope="col">{t('colActions')}</th>}
          </tr>
        </thead>
        <tbody>
          {pins.map((pin) => (
            <tr key={pin.id}>
              <th scope="row" className="eg-op-ref">
                {pin.user_email}
              </th>
              <td>{areaName(pin.area)}</td>
              <td>
                <code className="eg-op-ref">{pin.release}</code>
              </td>
              <td>{pin.pinned_by}</td>
              <td>{formatDate(pin.expires_at, { withTime: true })}</td>
              {onRemove && (
                <td>
                  <button
                    type="button"
                    className="eg-button eg-button--quiet"
                    aria-label={t('removePinOf', { user: pin.user_email, area: areaName(pin.area) })}
                    disabled={removing === pin.id}
                    aria-busy={removing === pin.id}
                    onClick={() => onRemove(pin)}
                  >
                    {t('removePin')}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ReleasePins() {
  const pins = useReleasePins();
  const releases = useAreaReleases();
  const blockedRole = useReleasePinBlock();
  const unpin = useOperatorWrite('operatorReleaseUnpin');
  const [said, setSaid] = useState('');
  const [unpinError, setUnpinError] = useState<string | null>(null);

  function pinned(pin: ReleasePin) {
    setSaid(
      t('pinned', {
        user: pin.user_email,
        release: pin.release,
        area: areaName(pin.area),
        until: formatDate(pin.expires_at, { withTime: true }),
      }),
    );
  }

  async function remove(pin: ReleasePin) {
    setUnpinError(null);
    try {
      await unpin.mutateAsync({ params: { id: pin.id }, body: undefined });
      setSaid(t('unpinned', { user: pin.user_email, area: areaName(pin.area) }));
    } catch (error) {
      setUnpinError(t('unpinFailed', { message: failureMessage(error, t('somethingWrong')) }));
    }
  }

  return (
    <section aria-labelledby="eg-op-pins-title" className="eg-op-section">
      <h2 id="eg-op-pins-title">{t('pinsTitle')}</h2>
      <p className="eg-op-muted">{t('pinsIntro', { hours: String(RELEASE_PIN_HOURS) })}</p>
      {/* Always in the page, so a screen reader announces each change of its words. */}
      <p role="status" aria-live="polite" className="eg-op-ok">
        {said}
      </p>
      {unpinError && (
        <p className="eg-op-error" role="alert">
          {unpinError}
        </p>
      )}
      <QueryView
        query={pins}
        loading={<Skeleton lines={3} label={t('loading')} />}
        error={t('pinsFailed')}
        retryLabel={t('retry')}
        empty={t('pinsEmpty')}
        isEmpty={(data) => data.results.length === 0}
      >
        {(data) => (
          <PinsTable
            pins={data.results}
            onRemove={blockedRole ? undefined : (pin) => void remove(pin)}
            removing={unpin.isPending ? (unpin.variables.params?.id ?? null) : null}
          />
        )}
      </QueryView>
      {blockedRole ? (
        <p className="eg-op-muted">{t('roleCannotPin', { role: blockedRole })}</p>
      ) : (
        <PinForm releases={releases.data?.results ?? []} onPinned={pinned} />
      )}
    </section>
  );
}
