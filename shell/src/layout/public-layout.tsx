import { Outlet } from '@engage/shared/router';
import './public-layout.css';

/** Frame of the signed-out pages: the brand and the page. */
export function PublicLayout() {
  return (
    <div className="eg-public">
      <header>
        {/* eslint-disable-next-line no-restricted-syntax -- the brand, never translated */}
        <span className="eg-public__brand">engage</span>
      </header>
      <Outlet />
    </div>
  );
}
