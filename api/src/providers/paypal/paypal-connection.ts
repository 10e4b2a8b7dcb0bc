/**
 * Our connection to PayPal: the official SDK (`@paypal/paypal-server-sdk`) for OAuth, orders,
 * payments and transaction search, aimed at PAYPAL_BASE_URL, with one access token shared by the SDK's calls and the
 * ones the SDK lacks (verify-webhook-signature, sent with fetch).
 */
import {
  ApiError,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  TransactionSearchController,
  type ApiResponse,
  type ClientCredentialsAuthManager,
  type OAuthToken,
} from '@paypal/paypal-server-sdk';
import type { PaypalSettings } from '../../config';
import { PaypalError, answerError, paypalError } from './paypal-errors';

/** The two base URLs the SDK knows (its `getBaseUri`); any other is reached by rewriting these. */
const SDK_BASE_URLS = {
  [Environment.Production]: 'https://api-m.paypal.com',
  [Environment.Sandbox]: 'https://api-m.sandbox.paypal.com',
} as const;

type RequestBuilderFactory = ReturnType<Client['getRequestBuilderFactory']>;

/**
 * The SDK builds every URL from its environment's hard-coded base, and offers no setting for
 * another one: `unstable_httpClientOptions` only reaches axios's config, where `baseURL` is
 * ignored for the absolute URLs the SDK sends, and a proxy would need a proxy server. What it
 * does offer is its request pipeline: `getRequestBuilderFactory()` is how every controller, the
 * OAuth one included, makes its requests, and `interceptRequest` is the hook the SDK itself uses
 * to set headers. So a subclass adds one interceptor that swaps the SDK's base for ours, which
 * also covers token requests (the SDK's token manager is built on the client itself). For the
 * live and sandbox URLs no subclass is needed and the SDK runs untouched.
 */
function clientClass(sdkBase: string, base: string): typeof Client {
  if (sdkBase === base) return Client;
  const rebase = (url: string) => (url.startsWith(sdkBase) ? `${base}${url.slice(sdkBase.length)}` : url);
  return class RebasedClient extends Client {
    // Also called from inside Client's constructor (by its token manager), so it may use only
    // the closure, never fields of its own.
    override getRequestBuilderFactory(): RequestBuilderFactory {
      const create = super.getRequestBuilderFactory();
      return (method, path) => {
        const builder = create(method, path);
        builder.interceptRequest((request) => ({ ...request, url: rebase(request.url) }));
        return builder;
      };
    }
  };
}

interface Sdk {
  client: Client;
  orders: OrdersController;
  payments: PaymentsController;
  transactions: TransactionSearchController;
}

/** Whether a token still has time left: a minute, or a tenth of its life if that is shorter. */
function fresh(token: OAuthToken): boolean {
  if (token.expiry === undefined) return true;
  const margin = Math.min(60, Number(token.expiresIn ?? 0n) / 10);
  return Number(token.expiry) - Date.now() / 1000 > margin;
}

export class PaypalConnection {
  readonly baseUrl: string;
  private sdk: Sdk;
  private token: OAuthToken | undefined;
  private fetching: Promise<OAuthToken> | undefined;
  /** A token request failed inside the SDK, which then keeps failing: see `sdkToken`. */
  private broken = false;

  constructor(
    private readonly settings: PaypalSettings,
    readonly timeoutMs: number,
  ) {
    this.baseUrl = settings.baseUrl.replace(/\/+$/, '');
    this.sdk = this.build();
  }

  private build(): Sdk {
    // Anything but the live URL is built as the sandbox, so a rewrite that failed could never
    // reach live PayPal.
    const environment =
      this.baseUrl === SDK_BASE_URLS[Environment.Production] ? Environment.Production : Environment.Sandbox;
    const PaypalClient = clientClass(SDK_BASE_URLS[environment], this.baseUrl);
    const client = new PaypalClient({
      environment,
      timeout: this.timeoutMs,
      // No retries inside the SDK: a call without an answer is the caller's to ask about again
      // (reconciliation), and retries would multiply the time a request can take.
      httpClientOptions: { timeout: this.timeoutMs, retryConfig: { maxNumberOfRetries: 0 } },
      clientCredentialsAuthCredentials: {
        oAuthClientId: this.settings.clientId,
        oAuthClientSecret: this.settings.clientSecret,
        oAuthTokenProvider: (_last, manager) => this.sdkToken(manager),
      },
      // No `logging`: the SDK then logs nothing, so no request with its Authorization header.
    });
    return {
      client,
      orders: new OrdersController(client),
      payments: new PaymentsController(client),
      transactions: new TransactionSearchController(client),
    };
  }

  /**
   * The SDK's token source. The SDK keeps the promise of its last token and awaits it before
   * every call, so once a token request has failed (PayPal down, a timeout) every later call of
   * that client fails the same way; the next call therefore starts on a new client.
   */
  private async sdkToken(manager: ClientCredentialsAuthManager): Promise<OAuthToken> {
    try {
      return await this.accessToken(manager);
    } catch (error) {
      this.broken = true;
      throw error;
    }
  }

  private async accessToken(manager: ClientCredentialsAuthManager): Promise<OAuthToken> {
    if (this.token && fresh(this.token)) return this.token;
    this.fetching ??= manager
      .fetchToken()
      .then((token) => (this.token = token))
      .finally(() => (this.fetching = undefined));
    try {
      return await this.fetching;
    } catch (error) {
      throw this.failure(error, 'issue an access token (check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET)');
    }
  }

  /** Drops the token PayPal no longer takes (expired or revoked early), with the SDK's copy of it. */
  private forgetToken(): void {
    this.token = undefined;
    this.sdk = this.build();
  }

  /**
   * Runs one SDK call. A 401 means PayPal did not take our token, so nothing happened: the call
   * is made once more with a new token (every call we make is idempotent anyway).
   */
  async run<T>(action: string, call: (sdk: Sdk) => Promise<ApiResponse<T>>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      if (this.broken) {
        this.broken = false;
        this.sdk = this.build();
      }
      try {
        return (await call(this.sdk)).result;
      } catch (error) {
        if (attempt === 1 && error instanceof ApiError && error.statusCode === 401) {
          this.forgetToken();
          continue;
        }
        throw this.failure(error, action);
      }
    }
  }

  /** POSTs a JSON body the SDK has no method for, with the same token; the parsed 2xx answer. */
  async postJson(action: string, path: string, body: string): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      const token = await this.accessToken(this.sdk.client.clientCredentialsAuthManager);
      let status: number;
      let answer: string;
      try {
        const response = await fetch(`${this.baseUrl}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token.accessToken}`, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        status = response.status;
        answer = await response.text();
      } catch (error) {
        throw this.failure(error, action);
      }
      if (status === 401 && attempt === 1) {
        this.forgetToken();
        continue;
      }
      if (status < 200 || status >= 300) throw this.failure(answerError(status, answer, action), action);
      try {
        return JSON.parse(answer);
      } catch {
        throw new PaypalError(
          'unavailable',
          `PayPal's answer could not be read (${action})`,
          'UNREADABLE_ANSWER',
          status,
        );
      }
    }
  }

  /**
   * The failure as a PaypalError whose message holds no credential: PayPal's texts never echo
   * them, but a proxy's or a misconfigured server's might, so they are blanked out regardless.
   */
  failure(error: unknown, action: string): PaypalError {
    const mapped = paypalError(error, action, this.timeoutMs);
    const { clientId, clientSecret } = this.settings;
    const secrets = [
      clientSecret,
      Buffer.from(`${clientId}:${clientSecret}`).toString('base64'),
      this.token?.accessToken,
    ];
    let message = mapped.message;
    for (const secret of secrets) if (secret) message = message.split(secret).join('[redacted]');
    return message === mapped.message ? mapped : new PaypalError(mapped.kind, message, mapped.code, mapped.status);
  }
}
