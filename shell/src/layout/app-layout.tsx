/**
 * Frame of the signed-in pages: navigation to every area and the page outlet. The full layout
 * of spec 000 §2 (sidebars, navbar, mobile footer) is the shell-and-sign-in issue's work.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { NavLink, Outlet } from '@engage/shared/router';
import { queryClient } from '@engage/shared/api/query-client';
import { paths } from '@engage/shared/paths';
import { signOut, type UserType } from '@engage/shared/session';
import './app-layout.css';

const consumerLinks = [
  { to: paths.consumerHome, label: 'Home' },
  { to: paths.payments, label: 'Wallet' },
  { to: paths.affiliate, label: 'Affiliate' },
  { to: paths.addLink, label: 'New Post' },
  { to: paths.videoReels, label: 'Reels' },
  { to: paths.notifications, label: 'Alerts' },
  { to: paths.profile, label: 'Profile' },
];

export function AppLayout({ userType }: { userType: UserType }) {
  const links = userType === 'consumer' ? consumerLinks : [{ to: paths.producerHome, label: 'Home' }];
  return (
    <QueryClientProvider client={queryClient}>
      <div className="eg-app">
        <nav className="eg-app__nav" aria-label="Main">
          <span className="eg-app__brand">engage</span>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end>
              {link.label}
            </NavLink>
          ))}
          <button type="button" className="eg-button" onClick={signOut}>
            Log out
          </button>
        </nav>
        <div className="eg-app__main">
          <Outlet />
        </div>
      </div>
    </QueryClientProvider>
  );
}
