/**
 * Turns an entry of the shared route table into the server's URL: every route sits under
 * `/api/`, and `:link_id` / `:platform` are constrained by the route's params schema.
 */
import type { ApiRoute } from '@engage/shared/api/routes';

const API_PREFIX = '/api/';

export function serverPath(route: ApiRoute): string {
  return `${API_PREFIX}${route.path}`;
}
