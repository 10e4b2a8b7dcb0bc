/**
 * Link Social Media Accounts (spec 000 §2): the linked accounts, each removable; Youtube and
 * Twitter to connect by redirect, Instagram by the login popup; a privacy notice.
 *
 * Decision: the disconnect toasts name the platform by its label ('Youtube disconnected
 * successfully', spec 000 §9 "Connectable platforms: Youtube, Twitter, Instagram"); the body
 * sends it lowercase as §7 requires.
 */
import { useMutation, useQuery } from '@engage/shared/queries';
import { profileDetailsQuery, useUnlinkAccount } from '@engage/shared/api/profile-queries';
import type { ConnectablePlatform } from '@engage/shared/contract/common';
import { CONNECTABLE_PLATFORMS } from '@engage/shared/contract/constants';
import { linkState } from '@engage/shared/contract/linking';
import { paths } from '@engage/shared/paths';
import { Link } from '@engage/shared/router';
import { Modal } from '@engage/ui/modal';
import { RichText } from '@engage/ui/rich-text';
import { notify } from '@engage/shared/ui/toasts';
import { platformLabel, startRedirectConnect } from './account-connection';
import { t } from './messages';
import { useModalStore } from './modal-store';
import './modals.css';

export function AccountsModal({ onClose }: { onClose: () => void }) {
  const openModal = useModalStore((state) => state.openModal);
  const profile = useQuery(profileDetailsQuery);

  const disconnect = useUnlinkAccount({
    onUnlinked: (platform) => notify.success(t('disconnected', { label: platformLabel(platform) })),
    onFailed: (platform) => notify.error(t('disconnectFailed', { label: platformLabel(platform) })),
  });
  const connect = useMutation({ mutationFn: startRedirectConnect });

  const detail = profile.data;
  const linked = detail ? CONNECTABLE_PLATFORMS.filter((entry) => linkState(detail, entry.value) === 'linked') : [];
  const available = detail ? CONNECTABLE_PLATFORMS.filter((entry) => linkState(detail, entry.value) !== 'linked') : [];

  function startConnect(platform: ConnectablePlatform) {
    if (platform === 'instagram') openModal('instagram');
    else connect.mutate(platform);
  }

  return (
    <Modal title={t('accountsTitle')} onClose={onClose}>
      {profile.isPending && <p className="eg-shell-muted">{t('accountsLoading')}</p>}
      {profile.isError && <p className="eg-shell-muted">{t('accountsFailed')}</p>}
      {detail && (
        <>
          <section className="eg-shell-section" aria-labelledby="accounts-linked">
            <h3 id="accounts-linked">{t('linkedAccounts')}</h3>
            {linked.length === 0 ? (
              <p className="eg-shell-muted">{t('noneLinked')}</p>
            ) : (
              <ul className="eg-shell-accounts">
                {linked.map(({ value, label }) => (
                  <li key={value} className="eg-shell-account">
                    <span className={`eg-shell-account__name eg-shell-account__name--${value}`}>{label}</span>
                    <button
                      type="button"
                      className="eg-shell-link-button"
                      aria-label={t('removeAccount', { label })}
                      disabled={disconnect.isPending && disconnect.variables === value}
                      onClick={() => disconnect.mutate(value)}
                    >
                      {t('remove')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {available.length > 0 && (
            <section className="eg-shell-section" aria-labelledby="accounts-add">
              <h3 id="accounts-add">{t('linkAnAccount')}</h3>
              <ul className="eg-shell-accounts">
                {available.map(({ value, label }) => (
                  <li key={value}>
                    <button
                      type="button"
                      className={`eg-shell-connect eg-shell-connect--${value}`}
                      disabled={connect.isPending}
                      onClick={() => startConnect(value)}
                    >
                      {label}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <p className="eg-shell-privacy">
        <RichText
          text={t('accountsPrivacy')}
          parts={{
            privacyPolicy: (
              <Link to={paths.privacyPolicy} onClick={onClose}>
                {t('privacyPolicy')}
              </Link>
            ),
          }}
        />
      </p>
    </Modal>
  );
}
