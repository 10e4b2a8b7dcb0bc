/**
 * Settings → Linked accounts (spec 001 §2 lists "You tube, Instagram, Facebook, Tik tok" as a
 * static list). Ours shows what the user has really linked, from the profile detail, with a way
 * to change it: Link asks the shell, which owns linking (`accounts:connect`: YouTube and Twitter
 * by redirect, Instagram by its login popup); Unlink is spec 000 §7's disconnect, with §8's
 * '{platform} disconnected successfully' / 'Failed to disconnect {platform}', asked first in a
 * dialog (Escape or Cancel keeps the link): unlinking stops that platform's tasks paying until it
 * is linked again, and a slip of the thumb should not do that. Facebook and TikTok
 * cannot be linked anywhere yet, and say so. A link the platform stopped honouring (the profile
 * detail's `needs_relink`) says so and offers Link again. Names are the connectable platforms' labels
 * (spec 000 §9 "Connectable platforms: Youtube, Twitter, Instagram"), as the shell's modal uses.
 */
import { useState } from 'react';
import { useUnlinkAccount } from '@engage/shared/api/profile-queries';
import { publish } from '@engage/shared/bus';
import type { ConnectablePlatform } from '@engage/shared/contract/common';
import { CONNECTABLE_PLATFORMS } from '@engage/shared/contract/constants';
import { linkState } from '@engage/shared/contract/linking';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { PLATFORM_LABELS } from '@engage/shared/format/platform-links';
import { notify } from '@engage/shared/ui/toasts';
import { ConfirmDialog } from '@engage/ui/confirm-dialog';
import { t } from '../messages';
import './linked-accounts.css';

const NOT_LINKABLE = [PLATFORM_LABELS.facebook, PLATFORM_LABELS.tiktok];

export function LinkedAccounts({ profile }: { profile: ProfileDetail }) {
  const [asking, setAsking] = useState<ConnectablePlatform | null>(null);
  const unlink = useUnlinkAccount({
    onUnlinked: (platform) => notify.success(t('unlinked', { platform: labelOf(platform) })),
    onFailed: (platform) => notify.error(t('unlinkFailed', { platform: labelOf(platform) })),
  });

  return (
    <section className="eg-card" aria-labelledby="eg-settings-linked">
      <h2 id="eg-settings-linked" className="eg-card__heading">
        {t('linkedAccounts')}
      </h2>
      <ul className="eg-linked">
        {CONNECTABLE_PLATFORMS.map(({ value, label }) => {
          const state = linkState(profile, value);
          const linked = state === 'linked';
          const relink = state === 'relink';
          return (
            <li key={value} className="eg-linked__row">
              <span className="eg-linked__name">{label}</span>
              <span className={`eg-linked__state${linked ? ' eg-linked__state--on' : ''}`}>
                {linked ? t('linked') : relink ? t('needsRelink') : t('notLinked')}
              </span>
              {linked ? (
                <button
                  type="button"
                  className="eg-button eg-button--quiet"
                  aria-label={t('unlinkPlatform', { platform: label })}
                  disabled={unlink.isPending && unlink.variables === value}
                  onClick={() => setAsking(value)}
                >
                  {t('unlink')}
                </button>
              ) : (
                <button
                  type="button"
                  className="eg-button"
                  aria-label={t(relink ? 'linkPlatformAgain' : 'linkPlatform', { platform: label })}
                  onClick={() => publish('accounts:connect', { platform: value })}
                >
                  {relink ? t('linkAgain') : t('link')}
                </button>
              )}
            </li>
          );
        })}
        {NOT_LINKABLE.map((label) => (
          <li key={label} className="eg-linked__row eg-linked__row--soon">
            <span className="eg-linked__name">{label}</span>
            <span className="eg-linked__state">{t('notLinkable')}</span>
          </li>
        ))}
      </ul>
      {asking && (
        <ConfirmDialog
          title={t('unlinkTitle', { platform: labelOf(asking) })}
          message={t('unlinkMessage', { platform: labelOf(asking) })}
          confirmLabel={t('unlinkPlatform', { platform: labelOf(asking) })}
          cancelLabel={t('cancel')}
          busy={unlink.isPending}
          onConfirm={() => unlink.mutate(asking, { onSettled: () => setAsking(null) })}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}

function labelOf(platform: ConnectablePlatform): string {
  return CONNECTABLE_PLATFORMS.find((entry) => entry.value === platform)?.label ?? platform;
}
