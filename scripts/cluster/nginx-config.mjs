// Renders deploy/nginx.conf.template (and one deploy/static-site.conf.template per app) with a
// cluster's ports, folders and origins, and the security headers each app is served with
// (tooling/security-headers.cjs, which `pnpm start` sends too).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appDir, browserApps, repoRoot, shell } from '../../tooling/apps.cjs';
import { securityHeaders } from '../../tooling/security-headers.cjs';
import { distDir } from '../../tooling/serve-static.cjs';

const deployDir = path.join(repoRoot, 'deploy');
const MIME_TYPES = '/etc/nginx/mime.types';
/** Debian's libnginx-mod-http-brotli-static (scripts/setup.sh installs it). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** `${name}` → `values[name]`; a placeholder without a value is a mistake, not an empty string. */
export function render(template, values) {
  return template.replace(/\$\{(\w+)\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`no value for \${${name}} in an nginx template`);
    return String(values[name]);
  });
}

const indent = (lines, spaces) => lines.map((line) => `${' '.repeat(spaces)}${line}`).join('\n');

/**
 * The whole nginx.conf of a cluster.
 * @param {object} options
 * @param {ReturnType<import('./ports.mjs').clusterPorts>} options.ports
 * @param {ReturnType<import('./ports.mjs').clusterOrigins>} options.origins
 * @param {number[]} options.instancePorts the API instances behind the upstream
 * @param {Set<number>} [options.drainingPorts] instances taken out of the upstream (`down`) while they drain
 * @param {string} options.runDir nginx's pid, logs and temporary files
 * @param {string} [options.configJson] the shell's config.json for this cluster, served instead of the built one
 * @param {boolean} [options.statics] serve the shell and the areas too
 * @param {{ certificate: string, key: string }} [options.tls] HTTPS (and HSTS) on every port
 * @param {string} [options.host]
 */
export function renderNginxConfig({
  ports,
  origins,
  instancePorts,
  drainingPorts = new Set(),
  runDir,
  configJson,
  statics = true,
  tls,
  host = 'localhost',
}) {
  if (!existsSync(MIME_TYPES)) throw new Error(`${MIME_TYPES} is missing: install nginx (bash scripts/setup.sh)`);
  if (statics && !existsSync(BROTLI_STATIC_MODULE)) {
    throw new Error(
      `${BROTLI_STATIC_MODULE} is missing: install libnginx-mod-http-brotli-static (bash scripts/setup.sh)`,
    );
  }
  const listen = (port) => (tls ? `${port} ssl` : String(port));
  const tlsCertificate = tls
    ? indent([`ssl_certificate ${tls.certificate};`, `ssl_certificate_key ${tls.key};`], 4)
    : '';
  // Only where TLS is on: HSTS over plain HTTP is ignored by browsers and would lie.
  const hsts = tls
    ? indent(['add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;'], 4)
    : '';
  const siteTemplate = readFileSync(path.join(deployDir, 'static-site.conf.template'), 'utf8');
  const staticSites = statics
    ? browserApps.map((app) => {
        const root = distDir(appDir(app));
        return render(siteTemplate, {
          name: app.dir,
          listen: listen(ports.app(app)),
          host,
          tlsCertificate,
          hsts,
          root,
          // The shell is a single-page app: a route such as /consumer gets its page.
          fallback: app === shell ? '/index.html' : '=404',
          securityHeaders: indent(
            Object.entries(securityHeaders(app, origins, root)).map(
              ([name, value]) => `add_header ${name} "${value}" always;`,
            ),
            4,
          ),
          extraLocations:
            app === shell && configJson
              ? indent(['', 'location = /config.json {', `  alias ${configJson};`, '}'], 4)
              : '',
        });
      })
    : [];
  const corsOrigins = [origins.shell, ...origins.areas, origins.integrator];
  return render(readFileSync(path.join(deployDir, 'nginx.conf.template'), 'utf8'), {
    loadModules: statics ? `load_module ${BROTLI_STATIC_MODULE};` : '',
    runDir,
    logDir: runDir,
    tempDir: runDir,
    mimeTypes: MIME_TYPES,
    apiCorsOrigins: indent(
      corsOrigins.map((origin) => `"${origin}" "${origin}";`),
      4,
    ),
    apiServers: indent(
      instancePorts.map(
        (port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=2s${drainingPorts.has(port) ? ' down' : ''};`,
      ),
      4,
    ),
    apiListen: listen(ports.api),
    host,
    tlsCertificate,
    hsts,
    staticSites: staticSites.join('\n'),
  });
}
