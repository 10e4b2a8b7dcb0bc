/**
 * Each area's health in the field, release beside release: what phones in the sample reported
 * over the last days (page views, errors per 1,000 views, p75 of LCP, INP and CLS). The newest
 * release leads, so a team reads at once whether what it shipped is better or worse than before.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { AreaHealth, ReleaseHealth } from '@engage/shared/contract/field-health';
import { QueryView } from '@engage/ui/query-view';
import { Skeleton } from '@engage/ui/skeleton';
import { t } from '../messages';
import './operator.css';

const PERIODS = [1, 7, 30] as const;

const seconds = (ms: number | null) => (ms === null ? '—' : t('seconds', { value: (ms / 1000).toFixed(2) }));
const millis = (ms: number | null) => (ms === null ? '—' : t('millis', { value: String(Math.round(ms)) }));
const score = (value: number | null) => (value === null ? '—' : value.toFixed(3));
const rate = (value: number | null) => (value === null ? '—' : value.toFixed(1));
/** `mf_wallet` as its team names it: `mf-wallet`. */
const areaName = (area: string) => area.replace('_', '-');

function ReleaseRow({ release, newest }: { release: ReleaseHealth; newest: boolean }) {
  return (
    <tr>
      <th scope="row">
        <code>{release.release}</code> {newest && <span className="eg-op-muted">{t('newestRelease')}</span>}
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

function AreaTable({ area }: { area: AreaHealth }) {
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
            <ReleaseRow key={release.release} release={release} newest={index === 0} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function HealthPage() {
  const [days, setDays] = useState<number>(7);
  const health = useQuery({
    queryKey: queryKeys.operator.list('operatorAreaHealth', { days }),
    queryFn: ({ signal, client }) => callApi('operatorAreaHealth', client, { query: { days }, signal }),
  });
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
        query={health}
        loading={<Skeleton lines={6} label={t('loading')} />}
        error={t('healthFailed')}
        retryLabel={t('retry')}
      >
        {(data) =>
          data.results.length === 0 ? (
            <p>{t('healthEmpty')}</p>
          ) : (
            <>
              {data.results.map((area) => (
                <AreaTable key={area.area} area={area} />
              ))}
            </>
          )
        }
      </QueryView>
    </section>
  );
}
