/**
 * The mobile footer (spec 000 §2, §4): tabs Home, Wallet, Affiliate, New Post, Reels, Alerts
 * and Profile, each a picture above its label (a thumb finds a shape faster than a word in a
 * row of seven), with unread badges; after 10 seconds without activity it collapses to a floating
 * home icon. Tapping Home when already home scrolls to top and refreshes the feed.
 */
import { FOOTER_COLLAPSE_MS } from '@engage/shared/contract/constants';
import type { UnreadTab } from '@engage/shared/bus';
import { paths } from '@engage/shared/paths';
import { NavLink, useLocation, useNavigate } from '@engage/shared/router';
import { useUnreadStore } from '../session/unread-store';
import { FooterIcon, type FooterIconName } from './footer-icons';
import { useIdle } from './use-idle';

const tabs: { to: string; label: string; icon: FooterIconName; flag?: UnreadTab }[] = [
  { to: paths.consumerHome, label: 'Home', icon: 'home', flag: 'home' },
  { to: paths.payments, label: 'Wallet', icon: 'wallet', flag: 'wallet' },
  { to: paths.affiliate, label: 'Affiliate', icon: 'affiliate' },
  { to: paths.addLink, label: 'New Post', icon: 'newPost' },
  { to: paths.videoReels, label: 'Reels', icon: 'reels', flag: 'clips' },
  { to: paths.notifications, label: 'Alerts', icon: 'alerts', flag: 'alerts' },
  { to: paths.profile, label: 'Profile', icon: 'profile' },
];

export function useGoHome(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    if (pathname === paths.consumerHome) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      navigate(paths.consumerHome, { replace: true, state: { refresh: true, scrollToTop: true } });
    } else {
      navigate(paths.consumerHome);
    }
  };
}

export function MobileFooter() {
  const flags = useUnreadStore();
  const collapsed = useIdle(FOOTER_COLLAPSE_MS);
  const goHome = useGoHome();

  if (collapsed) {
    return (
      <button type="button" className="eg-floating-home" aria-label="Home" data-idle-ignore onClick={goHome}>
        <FooterIcon name="home" />
      </button>
    );
  }
  return (
    <nav className="eg-footer-tabs" aria-label="Sections">
      {tabs.map((tab) => {
        const unread = tab.flag ? flags[tab.flag] : false;
        const label = unread ? `${tab.label}, new` : tab.label;
        const content = (
          <>
            <FooterIcon name={tab.icon} />
            <span className="eg-footer-tabs__label">{tab.label}</span>
            {unread && <span className="eg-badge" aria-hidden="true" />}
          </>
        );
        if (tab.to === paths.consumerHome) {
          return (
            <NavLink
              key={tab.to}
              to={tab.to}
              end
              aria-label={label}
              onClick={(event) => {
                event.preventDefault();
                goHome();
              }}
            >
              {content}
            </NavLink>
          );
        }
        return (
          <NavLink key={tab.to} to={tab.to} end aria-label={label}>
            {content}
          </NavLink>
        );
      })}
    </nav>
  );
}
