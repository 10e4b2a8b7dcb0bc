/**
 * Answers the page asked the API for before the API client had loaded: the shell's
 * inline start (`shell/src/startup/early-start.ts`) fetches the first data a signed-in page
 * shows (the profile, the feed's first page) while the page's scripts download, and the client
 * (`callApi`) takes such an answer instead of asking again. Each is used once; one that failed
 * (an expired token, a network error) is dropped and the client asks the usual way, refreshing
 * the token if it must.
 */
import { apiPath, apiRoutes, type ApiRouteName } from '@engage/shared/api/routes';

export type QueryValue = string | number | boolean | undefined;

/** The first data of a page: a GET of the route table with its parameters. */
export interface EarlyRequest {
  route: ApiRouteName;
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, QueryValue>>;
}

/** The one spelling of a GET's URL that both sides compute: base, path, sorted query. */
export function earlyRequestUrl(apiBaseUrl: string, { route, params, query = {} }: EarlyRequest): string {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)] as [string, string])
      .sort(([a], [b]) => a.localeCompare(b)),
  ).toString();
  return `${apiBaseUrl}${apiPath(apiRoutes[route], params)}${search ? `?${search}` : ''}`;
}

interface EarlyHolder {
  engageEarlyStart?: { responses?: Map<string, Promise<Response>> };
}

/** The early answer's body for `url`, once; undefined when there is none or it failed. */
export async function takeEarlyResponse(url: string): Promise<unknown> {
  const responses = (globalThis as EarlyHolder).engageEarlyStart?.responses;
  const early = responses?.get(url);
  if (!early) return undefined;
  responses?.delete(url);
  try {
    const response = await early;
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}
