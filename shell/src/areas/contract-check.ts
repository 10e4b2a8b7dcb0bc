/**
 * Whether an area built elsewhere fits this shell: the shell's side of
 * `@engage/shared/federation/area-contract`. Apart from it, so an area's bundle carries its
 * contract without the route table and the bus it is checked against.
 */
import { apiRoutes } from '@engage/shared/api/routes';
import { busEventNames } from '@engage/shared/bus';
import { sharedVersion, type AreaContract } from '@engage/shared/federation/area-contract';

/** Semver's caret line: the major version, or `0.minor` before 1.0. */
function compatibilityLine(version: string): string | null {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) return null;
  const [, major = '', minor = ''] = match;
  return major === '0' ? `0.${minor}` : major;
}

function isContract(value: unknown): value is AreaContract {
  if (typeof value !== 'object' || value === null) return false;
  const { shared, events, apiRoutes: routes } = value as Record<string, unknown>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((entry) => typeof entry === 'string');
  return typeof shared === 'string' && strings(events) && strings(routes);
}

/**
 * Why an area built with `contract` cannot run in this shell, or null when it can: it must be
 * built with `@engage/shared` on the shell's compatibility line, and use only bus events and
 * API routes the shell knows.
 */
export function contractProblem(
  contract: unknown,
  host = { shared: sharedVersion, events: busEventNames, apiRoutes: Object.keys(apiRoutes) },
): string | null {
  if (!isContract(contract)) return 'it does not say which version of engage it was built for';
  const line = compatibilityLine(contract.shared);
  if (line === null || line !== compatibilityLine(host.shared)) {
    return `it was built with @engage/shared ${contract.shared}; this app runs ${host.shared}`;
  }
  const events = contract.events.filter((event) => !host.events.includes(event));
  if (events.length > 0) return `it uses events this app does not know: ${events.join(', ')}`;
  const routes = contract.apiRoutes.filter((route) => !host.apiRoutes.includes(route));
  if (routes.length > 0) return `it calls API routes this app does not know: ${routes.join(', ')}`;
  return null;
}
