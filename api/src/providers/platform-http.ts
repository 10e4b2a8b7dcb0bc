/**
 * One GET with a user's bearer token to a platform API (the verifier's checks, and linking's
 * "whose account is this"): the answer's JSON, or what the failure means (token refused,
 * provider down). Each provider reads its own error bodies (quota, rate limits) from `status`
 * and `body`.
 */
export type PlatformResponse =
  | { ok: true; body: unknown }
  | { ok: false; status: number; body: unknown; headers: Headers }
  | { ok: false; status: 0; body: null; headers: null };

/** A platform that does not answer within this long is down for this claim. */
const TIMEOUT_MS = 10_000;

export async function platformGet(
  url: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PlatformResponse> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: 0, body: null, headers: null };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body };
  return { ok: false, status: response.status, body, headers: response.headers };
}
