/**
 * Each area's health in the field, release beside release: what phones in the sample reported
 * over the last days (page views, errors per 1,000 views, p75 of LCP, INP and CLS). The newest
 * release leads, so a team reads at once whether what it shipped is better or worse than before.
 * A registered release says what it is (stable, a canary and its share, rolled back and why…), a
 * live canary shows its figures beside the stable's, and support pins a user to a release below.
 */
import { useState } from 'react';
import { useQuery } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { AreaRelease } from '@engage/shared/contract/area-releases';
import type { AreaHealth, ReleaseHealth } from '@engage/shared/contract/field-health';
import { EmptyState } from '@engage/ui/empty-state';
import { ErrorState } from '@engage/ui/error-state';
import { QueryView } from '@engage/ui/query-view';
import { Skeleton } from '@engage/ui/skeleton';
import { useAreaReleases } from '../api/release-queries';
import { CanaryFigures } from '../components/canary-figures';
import { millis, rate, score, seconds } from '../components/field-figures';
import { ReleasePins } from '../components/release-pins';
import { areaName, releasesByArea, releaseState } from '../components/release-state';
import { t } from '../messages';
import './operator.css';

const PERIODS = [1, 7, 30] as const;

function ReleaseRow({
  release,
  newest,
  registered,
}: {
  release: ReleaseHealth;
  newest: boolean;
  /** What the release is registered as; undefined for one only seen in the field. */
  registered: AreaRelease | undefined;
}) {
  return (
    <tr>
      <th scope="row">
        <code className="eg-op-ref">{release.release}</code>{' '}
        {newest && <span className="eg-op-muted">{t('newestRelease')}</span>}
        {registered && <span className="eg-op-release-state"> {releaseState(registered)}</span>}
      </th>
      <td>
        {release.first_seen === release.last_seen
          ? release.first_seen
          : t('dayRange', { first: release.first_seen, last: release.last_seen })}
      </td>
      <td>{release.views}</td>
      <td>{rate(release.error_rate)}</td>
      <td>{seconds(release.lcp_p75)}</td>
      <td>{millis(release.inp_p75)}</td>
      <td>{score(release.cls_p75)}</td>
    </tr>
  );
}

function AreaTable({ area, registered }: { area: AreaHealth; registered: Map<string, AreaRelease> | undefined }) {
  // Wider than a phone: the table scrolls sideways, and a keyboard reaches it to scroll it.
  return (
    <div className="eg-op-table eg-op-table__scroll" role="region" aria-label={areaName(area.area)} tabIndex={0}>
      <table>
        <caption>{areaName(area.area)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colRelease')}</th>
            <th scope="col">{t('colSeen')}</th>
            <th scope="col">{t('colViews')}</th>
            <th scope="col">{t('colErrorRate')}</th>
            <th scope="col">{t('colLcp')}</th>
            <th scope="col">{t('colInp')}</th>
            <th scope="col">{t('colCls')}</th>
          </tr>
        </thead>
        <tbody>
          {area.releases.map((release, index) => (
            <ReleaseRow
              key={release.release}
              release={release}
              newest={index === 0}
              registered={registered?.get(release.release)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The registered releases' part of the page: their failure with Retry, or the empty text, or the live canaries. */
function ReleasesNote({ releases }: { releases: ReturnType<typeof useAreaReleases> }) {
  if (releases.isError && releases.data === undefined) {
    return <ErrorState message={t('releasesFailed')} onRetry={() => void releases.refetch()} retryLabel={t('retry')} />;
  }
  const registered = releases.data?.results ?? [];
  if (registered.length === 0) return <EmptyState text={t('releasesEmpty')} />;
  return <CanaryFigures canaries={registered.filter((release) => release.state === 'canary')} />;
}

export default function HealthPage() {
  const [days, setDays] = useState<number>(7);
  const health = useQuery({
    queryKey: queryKeys.operator.list('operatorAreaHealth', { days }),
    queryFn: ({ signal, client }) => callApi('operatorAreaHealth', client, { query: { days }, signal }),
  });
  const releases = useAreaReleases();
  // The skeleton stays until both have answered, so a row's state never appears after the row.
  const releasesAnswered = releases.data !== undefined || releases.isError;
  const registered = releasesByArea(releases.data?.results ?? []);
  return (
    <section>
      <h1>{t('healthTitle')}</h1>
      <p className="eg-op-muted">{t('healthIntro')}</p>
      <label className="eg-op-form eg-op-form--row">
        {t('healthPeriod')}{' '}
        <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {t('lastDays', { count: period })}
            </option>
          ))}
        </select>
      </label>
      <QueryView
        query={{
          data: releasesAnswered ? health.data : undefined,
          isError: health.isError,
          refetch: health.refetch,
        }}
        loading={<Skeleton lines={6} label={t('loading')} />}
        error={t('healthFailed')}
        retryLabel={t('retry')}
      >
        {(data) => (
          <>
            <ReleasesNote releases={releases} />
            {data.results.length === 0 ? (
              <p>{t('healthEmpty')}</p>
            ) : (
              data.results.map((area) => (
                <AreaTable key={area.area} area={area} registered={registered.get(area.area)} />
              ))
            )}
          </>
        )}
      </QueryView>
      <ReleasePins />
    </section>
  );
}
