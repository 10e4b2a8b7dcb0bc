/**
 * The operator console's frame: its own header and navigation, no consumer sidebar, footer,
 * websockets or areas. Its guard: a console page needs a signed-in operator (else the operator
 * sign-in, and back after it); the sign-in page sends a signed-in operator to the console. The
 * operator's session is not the consumer's (`@engage/shared/session/operator`): a consumer signed
 * in on this browser opens nothing here, and the console's calls carry only the operator's token
 * (its query cache acts on the operator's scope).
 *
 * A lazy route module: no consumer page downloads it.
 */
import { useMemo } from 'react';
import { QueryClientProvider } from '@engage/shared/queries';
import { createScopedQueryClient } from '@engage/shared/api/query-client';
import { apiBaseUrl } from '@engage/shared/config';
import { Navigate, NavLink, Outlet, useLocation } from '@engage/shared/router';
import { paths, routeAt } from '@engage/shared/paths';
import { operatorScope, signOutOperator, useOperator } from '@engage/shared/session/operator';
import { t } from './operator-messages';
import './operator-layout.css';

const sections = [
  { to: paths.operatorHome, label: 'review' },
  { to: paths.operatorMoney, label: 'money' },
  { to: paths.operatorPeople, label: 'people' },
  { to: paths.operatorPosts, label: 'posts' },
  { to: paths.operatorLedger, label: 'ledger' },
  { to: paths.operatorAudit, label: 'audit' },
  { to: paths.operatorHealth, label: 'health' },
] as const;

const roleName = { support: 'roleSupport', finance: 'roleFinance', admin: 'roleAdmin' } as const;

export function OperatorLayout() {
  const operator = useOperator();
  const { pathname, search } = useLocation();
  const client = useMemo(() => createScopedQueryClient(operatorScope(apiBaseUrl())), []);
  const access = routeAt(pathname)?.access;
  if (access === 'operator' && !operator) {
    return <Navigate to={`${paths.operatorSignIn}?next=${encodeURIComponent(pathname + search)}`} replace />;
  }
  if (pathname === paths.operatorSignIn && operator) return <Navigate to={paths.operatorHome} replace />;
  return (
    <QueryClientProvider client={client}>
      <div className="eg-operator">
        <header className="eg-operator__header">
          <span className="eg-operator__brand">{t('console')}</span>
          {operator && (
            <>
              <nav className="eg-operator__nav" aria-label={t('consoleNavigation')}>
                {sections.map((section) => (
                  <NavLink key={section.to} to={section.to} end>
                    {t(section.label)}
                  </NavLink>
                ))}
              </nav>
              <span className="eg-operator__who">
                {t('signedInAs', { email: operator.email, role: t(roleName[operator.role]) })}
              </span>
              <button
                type="button"
                className="eg-button eg-button--quiet"
                onClick={() => {
                  client.clear();
                  signOutOperator();
                }}
              >
                {t('signOut')}
              </button>
            </>
          )}
        </header>
        <main className="eg-operator__main" id="main">
          <Outlet />
        </main>
      </div>
    </QueryClientProvider>
  );
}
