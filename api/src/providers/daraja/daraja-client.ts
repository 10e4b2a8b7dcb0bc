/**
 * HTTP to Safaricom's Daraja with the global `fetch`: an OAuth access token by client
 * credentials, kept until shortly before it expires, and JSON POSTs with that token.
 *
 * Facts relied on (developer.safaricom.co.ke/apis/Authorization and the error tables of the
 * M-PESA Express, Transaction Status and Reversal pages):
 * - GET /oauth/v1/generate?grant_type=client_credentials with `Authorization: Basic
 *   base64(key:secret)` answers `{ access_token, expires_in }`; expires_in is seconds ("3599"),
 *   a string in Daraja's answers and a number in the page's sample, so both are read.
 * - An error is `{ requestId, errorCode, errorMessage }`, errorCode prefixed by its HTTP class
 *   (400.002.02 bad request, 500.003.02 spike arrest...).
 * - A token that expired or is unknown is refused with errorCode 404.001.03 ("Invalid Access
 *   Token"; the Transaction Status page lists it as 400.003.01); the pages give HTTP 404 for it,
 *   and Daraja is widely reported to answer 401, so all three signs count.
 *
 * Failures become ProviderError (provider-error.ts): a timeout, a dropped connection, a 5xx or
 * an unreadable answer is `unavailable` (the request may have been taken); a 4xx is `refused`
 * with Daraja's errorCode and errorMessage. No message carries a secret: every known secret
 * (consumer key and secret, tokens, whatever the caller registers) is blanked out of Daraja's
 * own text too, because Daraja has been seen to echo a rejected token in its errorMessage.
 */
import { ProviderError } from '../provider-error';

export interface DarajaCredentials {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
}

export interface DarajaClientOptions {
  /** How long one HTTP exchange may take before it counts as unanswered (30 s). */
  timeoutMs?: number;
  /** A token is renewed this long before Daraja says it lapses (60 s), so no call starts on a dying token. */
  refreshMarginMs?: number;
  /** The clock that ages the token; tests move it. */
  now?: () => Date;
  /** Other values that must never appear in an error message (the passkey, the initiator password). */
  secrets?: string[];
}

/** A JSON object as Daraja answered it. */
export type DarajaBody = Record<string, unknown>;

interface Answer {
  status: number;
  body: DarajaBody | null;
}

/** Daraja's codes for an access token it does not know (or no longer knows). */
const INVALID_TOKEN_CODES = new Set(['404.001.03', '400.003.01']);

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_REFRESH_MARGIN_MS = 60_000;
/** The lifetime the Authorization page documents, used if an answer leaves expires_in out. */
const DOCUMENTED_TOKEN_SECONDS = 3599;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

export class DarajaClient {
  private readonly timeoutMs: number;
  private readonly refreshMarginMs: number;
  private readonly now: () => Date;
  private readonly secrets: Set<string>;
  private token: { value: string; renewAt: number } | null = null;
  /** The token request under way: concurrent callers wait for this one instead of asking again. */
  private tokenRequest: Promise<string> | null = null;

  constructor(
    private readonly credentials: DarajaCredentials,
    options: DarajaClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.refreshMarginMs = options.refreshMarginMs ?? DEFAULT_REFRESH_MARGIN_MS;
    this.now = options.now ?? (() => new Date());
    const basic = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64');
    this.secrets = new Set(
      [credentials.consumerKey, credentials.consumerSecret, basic, ...(options.secrets ?? [])].filter(
        // A one- or two-character "secret" would blank out ordinary words; real ones are long.
        (secret) => secret.length >= 3,
      ),
    );
  }

  /**
   * POSTs `payload` to `path` and returns Daraja's JSON answer (any 2xx). A token Daraja no
   * longer accepts is renewed once and the call made once more: Daraja refused the first call at
   * its gateway, so nothing was done and repeating it is safe even for a payout.
   */
  async post(operation: string, path: string, payload: object, secrets: string[] = []): Promise<DarajaBody> {
    const token = await this.accessToken();
    const first = await this.exchange(operation, path, payload, token);
    if (!this.rejectsToken(first)) return this.read(operation, first, secrets);
    this.forget(token);
    const second = await this.exchange(operation, path, payload, await this.accessToken());
    if (this.rejectsToken(second)) {
      throw new ProviderError(
        'refused',
        this.redact(`Daraja refused a fresh access token for ${operation}.`),
        errorCode(second.body),
      );
    }
    return this.read(operation, second, secrets);
  }

  /** The cached token, or one shared request for a new one. */
  accessToken(): Promise<string> {
    if (this.token && this.now().getTime() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  /** Drops `token` after Daraja refused it, unless another caller already replaced it. */
  private forget(token: string): void {
    if (this.token?.value === token) this.token = null;
  }

  private rejectsToken(answer: Answer): boolean {
    return answer.status === 401 || INVALID_TOKEN_CODES.has(errorCode(answer.body) ?? '');
  }

  private async requestToken(): Promise<string> {
    const issuedAt = this.now().getTime();
    const basic = Buffer.from(`${this.credentials.consumerKey}:${this.credentials.consumerSecret}`).toString('base64');
    const answer = await this.fetchJson(
      'the access token request',
      '/oauth/v1/generate?grant_type=client_credentials',
      {
        method: 'GET',
        headers: { Authorization: `Basic ${basic}`, Accept: 'application/json' },
      },
    );
    if (answer.status >= 400 && answer.status < 500) {
      const code = errorCode(answer.body);
      const said = errorMessage(answer.body);
      throw new ProviderError(
        'refused',
        this.redact(`Daraja refused the consumer key and secret${said ? `: ${said}` : ''}${code ? ` (${code})` : ''}.`),
        code,
      );
    }
    const body = this.read('the access token request', answer);
    const value = body.access_token;
    if (typeof value !== 'string' || value === '') {
      throw new ProviderError('unavailable', 'Daraja answered the access token request without a token.');
    }
    this.secrets.add(value);
    const seconds = Number(text(body.expires_in) ?? DOCUMENTED_TOKEN_SECONDS);
    const lifetimeMs = (Number.isFinite(seconds) && seconds > 0 ? seconds : DOCUMENTED_TOKEN_SECONDS) * 1000;
    // Half the lifetime at most, so a short-lived token (a test's) is still used at all.
    const renewAt = issuedAt + lifetimeMs - Math.min(this.refreshMarginMs, lifetimeMs / 2);
    this.token = { value, renewAt };
    return value;
  }

  private exchange(operation: string, path: string, payload: object, token: string): Promise<Answer> {
    return this.fetchJson(operation, path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  }

  /** One HTTP exchange; no answer at all (timeout, connection lost) is `unavailable`. */
  private async fetchJson(operation: string, path: string, init: RequestInit): Promise<Answer> {
    try {
      const response = await fetch(`${this.credentials.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const raw = await response.text();
      let body: DarajaBody | null = null;
      try {
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        body = isRecord(parsed) ? parsed : null;
      } catch {
        body = null;
      }
      return { status: response.status, body };
    } catch (error) {
      // Read by name: fetch's errors may come from another realm (jest's), where instanceof fails.
      const name = isRecord(error) ? error.name : undefined;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new ProviderError(
        'unavailable',
        timedOut
          ? `Daraja did not answer ${operation} within ${Math.round(this.timeoutMs / 100) / 10} s.`
          : `Daraja could not be reached for ${operation}${networkCode(error)}.`,
      );
    }
  }

  /** A 2xx JSON body, or the ProviderError its status means; `secrets` are this call's own (an STK Password). */
  private read(operation: string, answer: Answer, secrets: string[] = []): DarajaBody {
    const code = errorCode(answer.body);
    const said = errorMessage(answer.body);
    const detail = `${said ? `: ${said}` : ''}${code ? ` (${code})` : ''}`;
    if (answer.status >= 200 && answer.status < 300) {
      if (answer.body) return answer.body;
      throw new ProviderError('unavailable', `Daraja answered ${operation} with something other than JSON.`);
    }
    if (answer.status >= 400 && answer.status < 500) {
      throw new ProviderError('refused', this.redact(`Daraja refused ${operation}${detail}.`, secrets), code);
    }
    throw new ProviderError(
      'unavailable',
      this.redact(`Daraja failed on ${operation} with HTTP ${answer.status}${detail}.`, secrets),
      code,
    );
  }

  /** Blanks out every known secret (Daraja's own text included). */
  redact(message: string, more: string[] = []): string {
    let safe = message;
    for (const secret of [...this.secrets, ...more]) {
      if (secret.length >= 3) safe = safe.split(secret).join('[redacted]');
    }
    return safe;
  }
}

export function errorCode(body: DarajaBody | null): string | undefined {
  return text(body?.errorCode);
}

function errorMessage(body: DarajaBody | null): string | undefined {
  return text(body?.errorMessage)?.replace(/\.$/, '');
}

/** The system error code of a failed fetch (ECONNREFUSED...), which names no secret. */
function networkCode(error: unknown): string {
  const cause = isRecord(error) ? error.cause : undefined;
  const code = isRecord(cause) ? cause.code : undefined;
  return typeof code === 'string' ? ` (${code})` : '';
}
