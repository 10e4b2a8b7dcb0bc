/**
 * The signed-in frame (spec 000 §2 "Layout (after sign-in)"): left sidebar, top navbar, the
 * page, a footer bar and the right sidebar's sponsored cards; on mobile a slide-out menu and
 * the footer tabs. It owns the profile-backed session, the websockets and the unread flags, and
 * hosts the shell's modals. While a newer terms or privacy policy waits to be accepted, the
 * consent page stands in for all of it (consent-page.tsx). Loaded lazily: a visitor on /signin never downloads it.
 */
import { useEffect, useState } from 'react';
import { warmUpApiClient } from '@engage/shared/api/client';
import { keepLastFeedPage } from '../feed-picture/last-feed-page';
import { queryClient } from '@engage/shared/api/query-client';
import { subscribe } from '@engage/shared/bus';
import { wsBaseUrl } from '@engage/shared/config';
import { VERSION_LABEL } from '@engage/shared/contract/constants';
import { paths } from '@engage/shared/paths';
import { Link, Outlet, useLocation } from '@engage/shared/router';
import type { UserType } from '@engage/shared/session';
import { ModalHost } from '../modals/modal-host';
import { ConnectionOutcome } from '../modals/connection-outcome';
import { ConsentPage, consentOwed } from './consent-page';
import { FirstRunGuard } from '../routes/first-run-guard';
import { VerificationOverlay } from '../modals/verification-overlay';
import { useRealtime } from '../realtime/use-realtime';
import { useProfileSession } from '../session/use-profile-session';
import { tabOfPath, useUnreadStore } from '../session/unread-store';
import { MobileFooter } from './mobile-footer';
import { MobileMenu } from './mobile-menu';
import { RightSidebar } from './right-sidebar';
import { SidebarContent } from './sidebar-content';
import { t } from './messages';
import { TopNavbar } from './top-navbar';
import { useIsMobile } from '@engage/ui/use-is-mobile';
import './app-layout.css';

// A returning user's feed paints its first cards from the page kept last time, put back in the
// cache before any area of the frame renders; kept from now on, and forgotten at sign-out.
keepLastFeedPage(queryClient);

// The first data comes from the early answers; the first tap should find the HTTP library here.
warmUpApiClient();

function useUnreadFlags(): void {
  const { pathname } = useLocation();
  const setFlag = useUnreadStore((state) => state.set);
  useEffect(() => subscribe('unread:set', ({ tab, unread }) => setFlag(tab, unread)), [setFlag]);
  useEffect(() => {
    const tab = tabOfPath[pathname];
    if (tab) setFlag(tab, false);
  }, [pathname, setFlag]);
}

export function AppLayout({ userType }: { userType: UserType }) {
  const { data: profile } = useProfileSession();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  useRealtime(wsBaseUrl());
  useUnreadFlags();

  const consent = consentOwed(profile);
  if (consent) return <ConsentPage needed={consent} />;

  return (
    <div className={`eg-app ${isMobile ? 'eg-app--mobile' : ''}`}>
      <a className="eg-skip-link" href="#eg-main">
        {t('skipToContent')}
      </a>
      {!isMobile && (
        <aside className="eg-app__left" aria-label={t('account')}>
          <SidebarContent userType={userType} profile={profile} versionLabel={VERSION_LABEL} />
        </aside>
      )}
      <div className="eg-app__middle">
        <TopNavbar onOpenMenu={isMobile ? () => setMenuOpen(true) : undefined} />
        <main id="eg-main" className="eg-app__page" tabIndex={-1}>
          <Outlet />
        </main>
        {isMobile && userType === 'consumer' ? (
          <MobileFooter />
        ) : (
          <footer className="eg-footer-bar">
            {/* eslint-disable-next-line no-restricted-syntax -- the brand and a place name, the same in Kiswahili */}
            <span>© engage · Nairobi, Kenya</span>
            <Link to={paths.privacyPolicy}>{t('privacy')}</Link>
            <Link to={paths.terms}>{t('terms')}</Link>
          </footer>
        )}
      </div>
      {!isMobile && <RightSidebar />}
      {isMobile && (
        <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} userType={userType} profile={profile} />
      )}
      {userType === 'consumer' && (
        <>
          <ModalHost />
          <VerificationOverlay />
          <ConnectionOutcome />
          <FirstRunGuard profile={profile} />
        </>
      )}
    </div>
  );
}
