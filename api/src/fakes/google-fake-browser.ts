/**
 * A browser's walk through the Google fake's consent page, for tests that drive an OAuth flow
 * over HTTP without Chromium: follows the redirects with the fake's cookies, fills the page's
 * form as a person would (the email, "verified" ticked or not, Allow or Cancel) and stops at the
 * first redirect that leaves the fake — the client's redirect_uri with `code` and `state`
 * (or `error`). Only plain `fetch`; the page's form fields are the contract.
 */

export interface ConsentChoice {
  email: string;
  /** Untick "Google has verified this email". Default: verified. */
  unverified?: boolean;
  /** Press Cancel instead of Allow. */
  cancel?: boolean;
}

class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 1) continue;
      const value = pair.slice(at + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Walks from the authorization URL to the redirect back to the client; returns that URL. */
export async function consentInGoogleFake(authorizationUrl: string, choice: ConsentChoice): Promise<URL> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  const issuerPath = new URL(authorizationUrl).pathname.replace(/\/auth$/, '');
  let next = new URL(authorizationUrl);
  let submitted = false;
  for (let hop = 0; hop < 10; hop += 1) {
    if (next.origin !== origin || !next.pathname.startsWith(issuerPath)) return next;
    const onPage = next.pathname.includes('/interaction/');
    let response: Response;
    if (onPage && !submitted) {
      const form = new URLSearchParams({ decision: choice.cancel ? 'deny' : 'allow' });
      if (!choice.cancel) form.set('email', choice.email);
      if (!choice.cancel && !choice.unverified) form.set('email_verified', 'true');
      response = await fetch(next, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      submitted = true;
    } else {
      response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    }
    jar.take(response);
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(
        `the Google fake answered ${String(response.status)} at ${next.pathname}: ${await response.text()}`,
      );
    }
    next = new URL(location, next);
  }
  throw new Error('too many redirects in the Google fake');
}
