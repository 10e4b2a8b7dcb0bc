import { paths } from '@engage/shared/paths';

/** The two tabs of the sign-in screen (spec 000 §2 "tabs SIGN IN and CREATE ACCOUNT"). */
export type AuthTab = 'signin' | 'signup';

/** The tab follows the route: /signin → SIGN IN; /signup and /ref → CREATE ACCOUNT. */
export function tabOf(pathname: string): AuthTab {
  return pathname === paths.signin || pathname === `${paths.signin}/` ? 'signin' : 'signup';
}
