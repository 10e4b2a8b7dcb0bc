/**
 * A remote's own dev page (each remote also runs standalone, with a small harness
 * that signs in against the API), so its team can work on it without the shell.
 */
import { StrictMode, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from '@engage/shared/router';
import { callApi, configureApi } from '@engage/shared/api/client';
import { isApiFailure } from '@engage/shared/api/failure';
import { signIn, signOut, useSession } from '@engage/shared/session';
import { routesOf, type AreaName } from '@engage/shared/paths';
import { AreaRoutes } from '@engage/shared/federation/area-pages';
import { StandaloneProviders } from '@engage/shared/federation/standalone-providers';

const defaultApiBaseUrl = 'http://localhost:4000/api/';

function HarnessSignIn() {
  const [email, setEmail] = useState('demo@engage.test');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      signIn(await callApi('login', null, { body: { email, password } }));
    } catch (failure) {
      setError(
        isApiFailure(failure)
          ? String(failure.data.detail ?? failure.data.message ?? 'Sign-in failed')
          : String(failure),
      );
    }
  }
  return (
    <form onSubmit={submit} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <strong>Standalone harness</strong>
      <label>
        Email <input value={email} onChange={(event) => setEmail(event.target.value)} type="email" />
      </label>
      <label>
        Password <input value={password} onChange={(event) => setPassword(event.target.value)} type="password" />
      </label>
      <button type="submit">Sign in to the API</button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}

function Harness({ area, App }: { area: AreaName; App: ComponentType }) {
  const token = useSession((state) => state.token);
  return (
    <StandaloneProviders>
      <BrowserRouter>
        <header style={{ padding: 8, borderBottom: '1px solid #ccc' }}>
          {token ? (
            <button type="button" onClick={signOut}>
              Sign out
            </button>
          ) : (
            <HarnessSignIn />
          )}
          <nav aria-label="Area routes" style={{ display: 'flex', gap: 12, marginTop: 8 }}>
            {routesOf(area).map((route) => (
              <Link key={route.path} to={route.path.replace(/:[A-Za-z]+/g, '1')}>
                {route.title}
              </Link>
            ))}
          </nav>
        </header>
        <AreaRoutes area={area}>
          <App />
        </AreaRoutes>
      </BrowserRouter>
    </StandaloneProviders>
  );
}

/** Renders an area alone on its dev server, against the API at `localStorage.apiBaseUrl`. */
export function renderStandalone(area: AreaName, App: ComponentType): void {
  configureApi({ baseUrl: localStorage.getItem('apiBaseUrl') ?? defaultApiBaseUrl });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  createRoot(root).render(
    <StrictMode>
      <Harness area={area} App={App} />
    </StrictMode>,
  );
}
