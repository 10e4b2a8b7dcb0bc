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
import { t, type en } from './messages';
import { useIdle } from './use-idle';

// Labels are message keys, read at render in the page's language.
const tabs: { to: string; label: keyof typeof en; icon: FooterIconName; flag?: UnreadTab }[] = [
  { to: paths.consumerHome, label: 'home', icon: 'home', flag: 'home' },
  { to: paths.payments, label: 'wallet', icon: 'wallet', flag: 'wallet' },
  { to: paths.affiliate, label: 'affiliate', icon: 'affiliate' },
  { to: paths.addLink, label: 'newPost', icon: 'newPost' },
  { to: paths.videoReels, label: 'reels', icon: 'reels', flag: 'clips' },
  { to: paths.notifications, label: 'alerts', icon: 'alerts', flag: 'alerts' },
  { to: paths.profile, label: 'profile', icon: 'profile' },
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
      <button type="button" className="eg-floating-home" aria-label={t('home')} data-idle-ignore onClick={goHome}>
        <FooterIcon name="home" />
      </button>
    );
  }
  return (
    <nav className="eg-footer-tabs" aria-label={t('sections')}>
      {tabs.map((tab) => {
        const unread = tab.flag ? flags[tab.flag] : false;
        const name = t(tab.label);
        const label = unread ? t('tabWithNews', { tab: name }) : name;
        const content = (
          <>
            <FooterIcon name={tab.icon} />
            <span className="eg-footer-tabs__label">{name}</span>
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
