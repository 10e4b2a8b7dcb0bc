/**
 * The left sidebar's content (spec 000 §2 "Layout"): welcome header, profile link, earnings with
 * currency, pending balance, completeness bar, the user type's links, the account items and the
 * version label. The desktop sidebar and the mobile slide-out menu both render it.
 */
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { Avatar } from '@engage/shared/ui/avatar';
import { formatEarnings } from '@engage/shared/format/money';
import { paths } from '@engage/shared/paths';
import { NavLink } from '@engage/shared/router';
import type { UserType } from '@engage/shared/session';
import { ProgressBar } from '@engage/shared/ui/progress-bar';
import { useModalStore } from '../modals/modal-store';
import { logOut } from './sign-out';

const consumerLinks = [
  { to: paths.bots, label: 'Bot' },
  { to: paths.addLink, label: 'Add a link' },
  { to: paths.notifications, label: 'Notifications' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.moreProducts, label: 'More products' },
  { to: paths.terms, label: 'Terms of use' },
];

const producerLinks = [{ to: paths.producerHome, label: 'Producer home' }];

interface SidebarContentProps {
  userType: UserType;
  profile: ProfileDetail | undefined;
  versionLabel: string;
  onNavigate?: () => void;
}

export function SidebarContent({ userType, profile, versionLabel, onNavigate }: SidebarContentProps) {
  const openModal = useModalStore((state) => state.openModal);
  const links = userType === 'consumer' ? consumerLinks : producerLinks;
  const name = profile?.username || profile?.email || '';
  const completeness = Math.round(profile?.completeness ?? 0);

  return (
    <div className="eg-sidebar">
      {/* Not <header>: in the phone's menu dialog it would be a second banner of the page. */}
      <div className="eg-sidebar__welcome">
        <p className="eg-sidebar__hello">Welcome{name ? `, ${profile?.username || 'back'}` : ''}</p>
        <NavLink to={paths.profile} className="eg-sidebar__profile" onClick={onNavigate}>
          <Avatar
            name={name || '?'}
            size={44}
            type={profile?.username ? 'username' : 'email'}
            imageUrl={profile?.avatar}
          />
          <span>
            <strong>{profile?.username || 'Your profile'}</strong>
            <small>View profile</small>
          </span>
        </NavLink>
      </div>

      <dl className="eg-sidebar__balances" aria-busy={!profile}>
        <div>
          <dt>Earnings</dt>
          <dd>{profile ? formatEarnings(profile.earnings, profile.currency) : '—'}</dd>
        </div>
        <div>
          <dt>Pending balance</dt>
          <dd>{profile ? formatEarnings(profile.pending_balance, profile.currency) : '—'}</dd>
        </div>
      </dl>

      <div className="eg-sidebar__completeness">
        <span aria-hidden="true">Profile {completeness}% complete</span>
        <ProgressBar label={`Profile ${completeness}% complete`} value={completeness} showValue={false} />
      </div>

      <nav className="eg-sidebar__links" aria-label={userType === 'consumer' ? 'Consumer' : 'Producer'}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} onClick={onNavigate}>
            {link.label}
          </NavLink>
        ))}
      </nav>

      {userType === 'consumer' && (
        <ul className="eg-sidebar__items" aria-label="Account">
          <li>
            <span>Preferences</span>
            <button type="button" onClick={() => openModal('preferences')}>
              Edit
            </button>
          </li>
          <li>
            <span>Bot</span>
            <button type="button" onClick={() => openModal('bot')}>
              {profile?.bot_active ? 'Disable' : 'Enable'}
            </button>
          </li>
          <li>
            <span>Linked accounts</span>
            <button type="button" onClick={() => openModal('accounts')}>
              link account
            </button>
          </li>
          <li>
            <NavLink to={paths.community} onClick={onNavigate}>
              Community
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.payments} onClick={onNavigate}>
              Get Paid
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.faq} onClick={onNavigate}>
              Help Center
            </NavLink>
          </li>
        </ul>
      )}

      <button type="button" className="eg-button eg-sidebar__logout" onClick={() => void logOut()}>
        Log out
      </button>
      <p className="eg-sidebar__version">{versionLabel}</p>
    </div>
  );
}
