/**
 * /signin, /signup and /ref (spec 000 §2): one screen with the tabs SIGN IN and CREATE ACCOUNT;
 * the tab follows the route. The heading and the tab bar render at once with no heavy
 * dependency; the forms arrive as a lazy chunk behind a skeleton of the same size.
 *
 * /ref?code=… keeps the code as the session's referralId (local storage `referralId`), which
 * the registration sends as `referral_code`.
 */
import { useEffect, useRef, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { setReferralId } from '@engage/shared/session';
import { useHydrated } from '@engage/ui/use-hydrated';
import { RichText } from '@engage/ui/rich-text';
import { FormSkeleton } from '../components/form-skeleton';
import { t, type AuthMessage } from '../messages';
import { LazyPanel, paintedAlready, retryingLazy } from '../components/lazy-panel';
import { tabOf, type AuthTab } from './auth-tab';
import '../components/auth.css';

const loadAuthForms = () => import('../components/auth-forms');
const AuthForms = retryingLazy(loadAuthForms);

// A prerendered sign-in screen has drawn its forms from the HTML already: their code is asked
// for as this area's code runs, not once the page has hydrated up to them (a round trip later).
const authPaths: readonly string[] = [paths.signin, paths.signup, paths.referral];
if (typeof location !== 'undefined' && authPaths.includes(location.pathname) && paintedAlready()) {
  void loadAuthForms().catch(() => undefined); // a failure is retried by AuthForms itself
}

interface TabEntry {
  id: AuthTab;
  path: string;
  label: AuthMessage;
  title: AuthMessage;
  lead: AuthMessage;
  loading: AuthMessage;
}

const tabs: readonly TabEntry[] = [
  {
    id: 'signin',
    path: paths.signin,
    label: 'signInTab',
    title: 'signInTitle',
    lead: 'signInLead',
    loading: 'loadingSignIn',
  },
  {
    id: 'signup',
    path: paths.signup,
    label: 'signUpTab',
    title: 'signUpTitle',
    lead: 'signUpLead',
    loading: 'loadingSignUp',
  },
];

/** Spec 000 §2 "A referral code in the query parameter code is stored locally (as referralId)". */
function useReferralCode(): void {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const code = search.get('code')?.trim();
  useEffect(() => {
    if (pathname === paths.referral && code) setReferralId(code);
  }, [pathname, code]);
}

/**
 * A tab. Prerendered, the other tab would be a button that does nothing until the page's code
 * has come: it is disabled until then. Its own component, so that the screen around the forms
 * does not render again when hydration ends: a Suspense boundary whose parent renders again
 * before it has hydrated is drawn afresh, and what was typed into the prerendered form is lost.
 */
function TabButton({ current, ...button }: ComponentPropsWithRef<'button'> & { current: boolean }) {
  const hydrated = useHydrated();
  return <button {...button} disabled={!hydrated && !current} />;
}

/**
 * What signing up means, on both tabs (Google creates an account from either): the terms and
 * the privacy policy are accepted, the server records which versions and when; and who else
 * processes the data, some of them outside Kenya.
 */
function LegalNotes() {
  const policy = <Link to={paths.privacyPolicy}>{t('privacyTitle')}</Link>;
  return (
    <>
      <p className="eg-auth__legal">
        <RichText
          text={t('acceptOnSignUp')}
          parts={{ terms: <Link to={paths.terms}>{t('termsOfUse')}</Link>, policy }}
        />
      </p>
      <p className="eg-auth__legal">
        <RichText text={t('processors')} parts={{ policy }} />
      </p>
    </>
  );
}

export function AuthScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(pathname);
  const current = tabs.find((entry) => entry.id === tab) ?? tabs[0]!;
  const tabRefs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});
  const focusAfterSwitch = useRef(false);
  useReferralCode();

  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    tabRefs.current[tab]?.focus();
  }, [tab]);

  function open(next: AuthTab) {
    if (next === tab) return;
    const target = tabs.find((entry) => entry.id === next);
    if (target) navigate(target.path);
  }

  /** WAI-ARIA tabs: arrows, Home and End move between the two tabs (and open the one reached). */
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((entry) => entry.id === tab);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    focusAfterSwitch.current = true;
    open(target.id);
  }

  return (
    <main className="eg-auth" aria-labelledby="eg-auth-title">
      <div className="eg-auth__card">
        <h1 id="eg-auth-title" className="eg-auth__title">
          {t(current.title)}
        </h1>
        <p className="eg-auth__lead">{t(current.lead)}</p>
        <div className="eg-auth-tabs" role="tablist" aria-label={t('tabsLabel')}>
          {tabs.map((entry) => (
            <TabButton
              key={entry.id}
              current={entry.id === tab}
              ref={(element) => {
                tabRefs.current[entry.id] = element;
              }}
              type="button"
              role="tab"
              id={`eg-auth-tab-${entry.id}`}
              className="eg-auth-tabs__tab"
              aria-selected={entry.id === tab}
              aria-controls="eg-auth-panel"
              tabIndex={entry.id === tab ? 0 : -1}
              onClick={() => open(entry.id)}
              onKeyDown={onKeyDown}
            >
              {t(entry.label)}
            </TabButton>
          ))}
        </div>
        <div
          id="eg-auth-panel"
          role="tabpanel"
          aria-labelledby={`eg-auth-tab-${tab}`}
          className={`eg-auth__panel eg-auth__panel--${tab}`}
        >
          <LazyPanel fallback={<FormSkeleton google fields={2} label={t(current.loading)} />}>
            <AuthForms tab={tab} />
          </LazyPanel>
        </div>
        <LegalNotes />
      </div>
    </main>
  );
}
