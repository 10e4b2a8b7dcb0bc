// The apps of the platform, their ports and federation names: the one list that the build,
// `pnpm start`, `pnpm dev`, the benchmark and the end-to-end tests all read. CommonJS so that
// node scripts, webpack configs and jest can all load it.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

/** Remotes in the order the shell's navigation lists them. */
const remotes = [
  { dir: 'mf-auth', name: 'mf_auth', port: 3001 },
  { dir: 'mf-feed', name: 'mf_feed', port: 3002 },
  { dir: 'mf-alerts', name: 'mf_alerts', port: 3003 },
  { dir: 'mf-profile', name: 'mf_profile', port: 3004 },
  { dir: 'mf-wallet', name: 'mf_wallet', port: 3005 },
  { dir: 'mf-posting', name: 'mf_posting', port: 3006 },
  { dir: 'mf-affiliate', name: 'mf_affiliate', port: 3007 },
  { dir: 'mf-reels', name: 'mf_reels', port: 3008 },
  // The operators' console: signed in as an operator, never embedded in an integrator's page.
  { dir: 'mf-operator', name: 'mf_operator', port: 3009, embeddable: false },
];

/** The areas an integrator may mount in a page of their own (as a single-spa parcel). */
const embeddableRemotes = remotes.filter((remote) => remote.embeddable !== false);

const shell = { dir: 'shell', name: 'shell', port: 3000 };
const integrator = { dir: 'integrator', name: 'integrator_example', port: 3010 };
const apiPort = 4000;

/** Every browser app: the shell, the remotes and the integrator example. */
const browserApps = [shell, ...remotes, integrator];

function appDir(app) {
  return path.join(repoRoot, app.dir);
}

/**
 * The runtime config the shell reads at start: API and websocket base URLs and
 * where each remote's manifest lives. The build writes this localhost default into the
 * shell's output; a deployment replaces the file, never the shell's code.
 */
function localRuntimeConfig(host = 'localhost') {
  return {
    apiBaseUrl: `http://${host}:${apiPort}/api/`,
    wsBaseUrl: `ws://${host}:${apiPort}`,
    remotes: Object.fromEntries(
      remotes.map((remote) => [remote.name, `http://${host}:${remote.port}/mf-manifest.json`]),
    ),
    ...(process.env.TELEMETRY_SAMPLE ? { telemetrySample: Number(process.env.TELEMETRY_SAMPLE) } : {}),
  };
}

/**
 * The API server's environment when it runs beside the browser apps on this machine: the app
 * URL its emails and sandbox pages send people back to, and every app origin allowed by CORS
 * (the shell, each remote's standalone page, the integrator example).
 */
function localApiEnvironment(host = 'localhost') {
  return {
    PORT: String(apiPort),
    HOST: host,
    APP_URL: `http://${host}:${shell.port}`,
    CORS_ORIGINS: browserApps.map((app) => `http://${host}:${app.port}`).join(','),
  };
}

exports.repoRoot = repoRoot;
exports.localApiEnvironment = localApiEnvironment;
exports.remotes = remotes;
exports.embeddableRemotes = embeddableRemotes;
exports.shell = shell;
exports.integrator = integrator;
exports.apiPort = apiPort;
exports.browserApps = browserApps;
exports.appDir = appDir;
exports.localRuntimeConfig = localRuntimeConfig;
