/**
 * The left sidebar's content (spec 000 §2 "Layout"): welcome header, profile link, earnings with
 * currency, pending balance, completeness bar, the user type's links, the account items and the
 * version label. The desktop sidebar and the mobile slide-out menu both render it.
 */
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { Avatar } from '@engage/ui/avatar';
import { formatEarnings } from '@engage/shared/format/money';
import { paths } from '@engage/shared/paths';
import { NavLink } from '@engage/shared/router';
import type { UserType } from '@engage/shared/session';
import { ProgressBar } from '@engage/ui/progress-bar';
import { useModalStore } from '../modals/modal-store';
import { t, type en } from './messages';
import { logOut } from './sign-out';

// Message keys, read at render: `t` answers in the page's language of that moment.
const consumerLinks = [
  { to: paths.bots, label: 'bot' },
  { to: paths.addLink, label: 'addLink' },
  { to: paths.notifications, label: 'notifications' },
  { to: paths.faq, label: 'faq' },
  { to: paths.moreProducts, label: 'moreProducts' },
  { to: paths.terms, label: 'termsOfUse' },
] as const;

const producerLinks = [{ to: paths.producerHome, label: 'producerHome' }] as const;

interface SidebarContentProps {
  userType: UserType;
  profile: ProfileDetail | undefined;
  versionLabel: string;
  onNavigate?: () => void;
}

/** 'Welcome, wanjiku'; 'Welcome, back' to someone known by their email only; 'Welcome' before the profile. */
function welcome(name: string, username: string | undefined): string {
  if (!name) return t('welcome');
  return username ? t('welcomeName', { name: username }) : t('welcomeBack');
}

export function SidebarContent({ userType, profile, versionLabel, onNavigate }: SidebarContentProps) {
  const openModal = useModalStore((state) => state.openModal);
  const links: readonly { to: string; label: keyof typeof en }[] =
    userType === 'consumer' ? consumerLinks : producerLinks;
  const name = profile?.username || profile?.email || '';
  const completeness = Math.round(profile?.completeness ?? 0);

  return (
    <div className="eg-sidebar">
      {/* Not <header>: in the phone's menu dialog it would be a second banner of the page. */}
      <div className="eg-sidebar__welcome" data-private>
        <p className="eg-sidebar__hello">{welcome(name, profile?.username)}</p>
        <NavLink to={paths.profile} className="eg-sidebar__profile" onClick={onNavigate}>
          <Avatar
            name={name || '?'}
            size={44}
            type={profile?.username ? 'username' : 'email'}
            imageUrl={profile?.avatar}
          />
          <span>
            <strong>{profile?.username || t('yourProfile')}</strong>
            <small>{t('viewProfile')}</small>
          </span>
        </NavLink>
      </div>

      <dl className="eg-sidebar__balances" aria-busy={!profile} data-private>
        <div>
          <dt>{t('earnings')}</dt>
          <dd>{profile ? formatEarnings(profile.earnings, profile.currency) : '—'}</dd>
        </div>
        <div>
          <dt>{t('pendingBalance')}</dt>
          <dd>{profile ? formatEarnings(profile.pending_balance, profile.currency) : '—'}</dd>
        </div>
      </dl>

      <div className="eg-sidebar__completeness" data-private>
        <span aria-hidden="true">{t('profileComplete', { percent: completeness })}</span>
        <ProgressBar label={t('profileComplete', { percent: completeness })} value={completeness} showValue={false} />
      </div>

      <nav className="eg-sidebar__links" aria-label={userType === 'consumer' ? t('consumerLinks') : t('producerLinks')}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} onClick={onNavigate}>
            {t(link.label)}
          </NavLink>
        ))}
      </nav>

      {userType === 'consumer' && (
        <ul className="eg-sidebar__items" aria-label={t('account')}>
          <li>
            <span>{t('preferences')}</span>
            <button type="button" onClick={() => openModal('preferences')}>
              {t('edit')}
            </button>
          </li>
          <li>
            <span>{t('bot')}</span>
            <button type="button" onClick={() => openModal('bot')}>
              {profile?.bot_active ? t('disable') : t('enable')}
            </button>
          </li>
          <li>
            <span>{t('linkedAccounts')}</span>
            <button type="button" onClick={() => openModal('accounts')}>
              {t('linkAccount')}
            </button>
          </li>
          <li>
            <NavLink to={paths.community} onClick={onNavigate}>
              {t('community')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.payments} onClick={onNavigate}>
              {t('getPaid')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.faq} onClick={onNavigate}>
              {t('helpCenter')}
            </NavLink>
          </li>
        </ul>
      )}

      <button type="button" className="eg-button eg-sidebar__logout" onClick={() => void logOut()}>
        {t('logOut')}
      </button>
      <p className="eg-sidebar__version">{versionLabel}</p>
    </div>
  );
}
