// Every port and origin of a cluster, from one place: the apps' ports (tooling/apps.cjs)
// plus one offset, so a test can run a whole cluster beside the usual one.
//
//   nginx, API and websockets   4000 + offset  (the port the shell's config.json names)
//   nginx, shell / areas / integrator   3000… + offset (each app its own origin, as `pnpm start`)
//   API instance i (0-based)    4101 + offset + i
//   a cluster's own PostgreSQL  5800 + offset
import { apiPort, browserApps, integrator, localApiEnvironment, remotes, shell } from '../../tooling/apps.cjs';

const FIRST_INSTANCE_PORT = 4101;
const OWN_POSTGRES_PORT = 5800;

/** @param {number} offset */
export function clusterPorts(offset = 0) {
  return {
    offset,
    api: apiPort + offset,
    /** @param {number} index 0-based */
    instance: (index) => FIRST_INSTANCE_PORT + offset + index,
    postgres: OWN_POSTGRES_PORT + offset,
    /** @param {{ port: number }} app an entry of apps.cjs */
    app: (app) => app.port + offset,
  };
}

/** `http://localhost:3001` → `http://localhost:3101` for offset 100. */
function shifted(url, offset) {
  const parsed = new URL(url);
  parsed.port = String(Number(parsed.port) + offset);
  return parsed.origin;
}

/**
 * The browser-facing origins of a cluster on `host`.
 * @param {ReturnType<typeof clusterPorts>} ports
 */
export function clusterOrigins(ports, host = 'localhost', tls = false) {
  const web = tls ? 'https' : 'http';
  const origin = (port) => `${web}://${host}:${port}`;
  return {
    shell: origin(ports.app(shell)),
    areas: remotes.map((remote) => origin(ports.app(remote))),
    integrator: origin(ports.app(integrator)),
    api: origin(ports.api),
    ws: `${tls ? 'wss' : 'ws'}://${host}:${ports.api}`,
  };
}

/** The shell's config.json for this cluster (the shape of apps.cjs `localRuntimeConfig`). */
export function clusterRuntimeConfig(ports, host = 'localhost', tls = false) {
  const origins = clusterOrigins(ports, host, tls);
  return {
    apiBaseUrl: `${origins.api}/api/`,
    wsBaseUrl: origins.ws,
    remotes: Object.fromEntries(
      remotes.map((remote, index) => [remote.name, `${origins.areas[index]}/mf-manifest.json`]),
    ),
  };
}

/**
 * An instance's environment: `pnpm start`'s (apps.cjs `localApiEnvironment`: the app URL and every
 * app origin allowed by CORS) with the cluster's ports, and the public URL through nginx, which
 * the API writes into links and sandbox redirects instead of the instance's own port.
 */
export function clusterApiEnvironment(ports, host = 'localhost', tls = false) {
  const local = localApiEnvironment(host);
  const origins = clusterOrigins(ports, host, tls);
  const moved = (url) => shifted(url, ports.offset).replace(/^http:/, tls ? 'https:' : 'http:');
  return {
    APP_URL: moved(local.APP_URL),
    CORS_ORIGINS: local.CORS_ORIGINS.split(',').map(moved).join(','),
    PUBLIC_URL: origins.api,
  };
}

export { browserApps, shell, integrator, remotes };
