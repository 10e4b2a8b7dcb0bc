/**
 * Route guards of spec 000 §2 / §6. Public pages send a signed-in user to /{userType};
 * protected pages send others to /signin; a session without a user type is logged out; a user
 * of the other type goes to their own home (the spec's first reading).
 */
import { useEffect } from 'react';
import { Navigate, Outlet } from '@engage/shared/router';
import { signOut, useSession, type UserType } from '@engage/shared/session';
import { paths } from '@engage/shared/paths';

export function PublicOnly() {
  const token = useSession((state) => state.token);
  const userType = useSession((state) => state.userType);
  if (token && userType) return <Navigate to={`/${userType}`} replace />;
  return <Outlet />;
}

export function RequireUser({ type }: { type: UserType }) {
  const token = useSession((state) => state.token);
  const userType = useSession((state) => state.userType);
  const missingType = Boolean(token) && !userType;
  // React runs every effect of a committed render, this one too when <Navigate>'s own effect
  // takes the guard off the page in the same flush.
  useEffect(() => {
    if (missingType) signOut();
  }, [missingType]);
  if (!token || missingType) return <Navigate to={paths.signin} replace />;
  if (userType !== type) return <Navigate to={`/${userType}`} replace />;
  return <Outlet />;
}
