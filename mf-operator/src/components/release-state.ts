/**
 * A registered release's state in words, as the health page's rows and the pin form's options say
 * it; `brief` leaves out why a release was rolled back (an option of a select holds one line).
 */
import type { AreaRelease } from '@engage/shared/contract/area-releases';
import { t } from '../messages';

export function releaseState(release: AreaRelease, { brief = false }: { brief?: boolean } = {}): string {
  switch (release.state) {
    case 'stable':
      return t('releaseStable');
    case 'canary':
      return t('releaseCanary', { percent: String(release.percent ?? '') });
    case 'rolled_back':
      return release.ended_reason && !brief
        ? t('releaseRolledBackBecause', { reason: release.ended_reason })
        : t('releaseRolledBack');
    case 'retired':
      return t('releaseRetired');
  }
}

/** `mf_wallet` as its team names it: `mf-wallet`. */
export const areaName = (area: string) => area.replace('_', '-');

/**
 * Each area's registered releases by id. The list comes newest first, so a release registered
 * twice is marked with what happened to it last.
 */
export function releasesByArea(releases: readonly AreaRelease[]): Map<string, Map<string, AreaRelease>> {
  const byArea = new Map<string, Map<string, AreaRelease>>();
  for (const release of releases) {
    const ofArea = byArea.get(release.area) ?? new Map<string, AreaRelease>();
    if (!ofArea.has(release.release)) ofArea.set(release.release, release);
    byArea.set(release.area, ofArea);
  }
  return byArea;
}
