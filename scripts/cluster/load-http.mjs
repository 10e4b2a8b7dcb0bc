// The load generator's HTTP client: node:http with keep-alive sockets (as a browser or a mobile
// app keeps its connection to the load balancer open), JSON in and out, and a deadline on every
// request so a hung server shows up as a failure instead of stalling the load.
import http from 'node:http';

/** How long one request may take before it counts as failed (a hang, not a slow answer). */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * A client for one API base URL (`http://localhost:4000/api/`).
 * `request()` never throws: a refused connection or a timeout is `{ status: 0, error }`.
 */
export function apiClient(baseUrl, { maxSockets = 64 } = {}) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  /**
   * @param {string} method
   * @param {string} path relative to the base URL (`all/?page=1`)
   * @param {{ token?: string, body?: unknown, form?: Record<string, string>, timeoutMs?: number }} [options]
   */
  function request(method, path, options = {}) {
    const started = performance.now();
    return send(method, path, options).then((result) => ({
      ...result,
      ms: performance.now() - started,
      at: Date.now(),
    }));
  }

  /**
   * One request; sent once more on a new connection, as a browser does, when the keep-alive
   * connection it reused was closed before any answer came (nginx's old workers close their idle
   * connections on a reload, every one of them at once, and the server cannot have seen the request).
   */
  async function send(method, path, options) {
    const first = await sendOnce(method, path, options, agent);
    return first.staleConnection ? sendOnce(method, path, options, false) : first;
  }

  function sendOnce(method, path, options, through) {
    const url = new URL(path, base);
    const headers = { accept: 'application/json' };
    let payload;
    if (options.form) {
      payload = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    if (payload !== undefined) headers['content-length'] = Buffer.byteLength(payload);
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return new Promise((resolve) => {
      let settled = false;
      let answered = false;
      const finish = (result) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      const req = http.request(
        url,
        { method, headers, agent: through, timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS },
        (res) => {
          answered = true;
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body = text;
            if ((res.headers['content-type'] ?? '').includes('json') && text) {
              try {
                body = JSON.parse(text);
              } catch {
                // Left as text: the caller sees what came.
              }
            }
            finish({ status: res.statusCode ?? 0, body, headers: res.headers });
          });
          res.on('error', (error) => finish({ status: 0, error: error.message }));
        },
      );
      req.on('timeout', () => {
        req.destroy(new Error(`no answer in ${options.timeoutMs ?? REQUEST_TIMEOUT_MS} ms`));
      });
      req.on('error', (error) =>
        finish({
          status: 0,
          error: error.message,
          staleConnection: req.reusedSocket && !answered && /ECONNRESET|socket hang up/.test(error.message),
        }),
      );
      req.end(payload);
    });
  }

  /**
   * Like request(), but throws unless the status is 2xx (set-up and audit steps, not measured
   * load). With `retryForMs`, a dropped connection or a 5xx is asked again until then.
   */
  async function call(method, path, options = {}) {
    const giveUpAt = Date.now() + (options.retryForMs ?? 0);
    let answer = await request(method, path, options);
    while ((answer.status === 0 || answer.status >= 500) && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await request(method, path, options);
    }
    if (answer.status < 200 || answer.status >= 300) {
      const detail = answer.error ?? (typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      throw new Error(`${method} ${path} answered ${answer.status}: ${String(detail).slice(0, 300)}`);
    }
    return answer.body;
  }

  return { base, request, call, close: () => agent.destroy() };
}
