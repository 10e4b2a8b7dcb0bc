import { Outlet } from '@engage/shared/router';

/** Frame of the signed-out pages: the brand and the page. */
export function PublicLayout() {
  return (
    <div className="eg-public">
      <header className="eg-public__brand">engage</header>
      <Outlet />
    </div>
  );
}
