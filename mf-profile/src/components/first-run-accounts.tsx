/**
 * First run, step 2: link YouTube or X, the same way as Settings → Linked accounts and the feed
 * (the shell's `accounts:connect`: connect answers `auth_url` and the browser goes there). The
 * step is remembered first, so the first run carries on when the provider sends the user back.
 */
import { publish } from '@engage/shared/bus';
import { linkState } from '@engage/shared/contract/linking';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { PLATFORM_LABELS } from '@engage/shared/format/platform-links';
import { t } from '../messages';
import { rememberLinking, type LinkablePlatform } from './first-run-progress';

const PLATFORMS: readonly LinkablePlatform[] = ['youtube', 'twitter'];

export function FirstRunAccounts({ profile, onDone }: { profile: ProfileDetail; onDone: () => void }) {
  const link = (platform: LinkablePlatform) => {
    rememberLinking(platform);
    publish('accounts:connect', { platform });
  };

  return (
    <>
      <p className="eg-first-run__text">{t('accountsText')}</p>
      <ul className="eg-first-run__accounts">
        {PLATFORMS.map((platform) => {
          const label = PLATFORM_LABELS[platform];
          return (
            <li key={platform}>
              {linkState(profile, platform) === 'linked' ? (
                <p className="eg-first-run__linked">{t('accountLinked', { platform: label })}</p>
              ) : (
                <button type="button" className="eg-button eg-button--quiet" onClick={() => link(platform)}>
                  {t('linkPlatform', { platform: label })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="eg-first-run__actions">
        <button type="button" className="eg-button" onClick={onDone}>
          {t('continue')}
        </button>
      </div>
    </>
  );
}
