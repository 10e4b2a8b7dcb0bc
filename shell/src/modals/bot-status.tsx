import { useQuery } from '@engage/shared/queries';
import { profileDetailsQuery } from '@engage/shared/api/profile-queries';
import type { Platform } from '@engage/shared/contract/common';
import { RichText } from '@engage/ui/rich-text';
import { t } from './messages';
import { useModalStore } from './modal-store';

/** The platforms' names as the app spells them elsewhere (Link Social Media Accounts, the feed's tabs). */
const PLATFORM_NAMES: Record<Platform, string> = {
  youtube: 'Youtube',
  twitter: 'Twitter',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

function names(platforms: readonly Platform[]): string {
  const spelled = platforms.map((platform) => PLATFORM_NAMES[platform]);
  return spelled.length > 1
    ? t('botPlatformList', { list: spelled.slice(0, -1).join(', '), last: spelled.at(-1) ?? '' })
    : (spelled[0] ?? '');
}

/**
 * "Your bot is on/off", read from the profile's `bot_active`, announced when it changes. On a
 * server that verifies tasks, also where the bot acts and earns (the profile's `bot_platforms`),
 * or, with none, that it earns nothing until an account engage can check is linked.
 */
export function BotStatus() {
  const profile = useQuery(profileDetailsQuery);
  // Refetched after every switch, so it says where the bot acts now.
  const platforms = profile.data?.bot_platforms;
  const openModal = useModalStore((state) => state.openModal);
  const active = profile.data?.bot_active;
  return (
    <>
      <div role="status">
        <p className="eg-shell-bot-status">
          {active === undefined ? (
            t('botChecking')
          ) : (
            <RichText text={t('botState')} parts={{ state: <strong>{active ? t('botOn') : t('botOff')}</strong> }} />
          )}
        </p>
        {platforms && platforms.length > 0 && <p>{t('botActsOn', { platforms: names(platforms) })}</p>}
        {platforms && platforms.length === 0 && (
          <p>
            <strong>{t('botEarnsNothing')}</strong>
          </p>
        )}
      </div>
      {platforms && platforms.length === 0 && (
        <p>
          <button type="button" className="eg-link-button" onClick={() => openModal('accounts')}>
            {t('botLinkAccounts')}
          </button>
        </p>
      )}
    </>
  );
}
