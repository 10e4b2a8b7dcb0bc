// Renders deploy/nginx.conf.template (and one deploy/static-site.conf.template per app) with a
// cluster's ports, folders and origins, and the Content-Security-Policy each app is served with.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appDir, browserApps, integrator, repoRoot, shell } from '../../shared/build/apps.cjs';
import { distDir } from '../../shared/build/serve-static.cjs';

const deployDir = path.join(repoRoot, 'deploy');
const MIME_TYPES = '/etc/nginx/mime.types';
/** Debian's libnginx-mod-http-brotli-static (scripts/setup.sh installs it). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Third-party origins the app needs by design, the only ones beyond our own: the feed's video
 * player embeds YouTube (its IFrame API script and player), Instagram and TikTok
 * (shared/src/video), and posting stores YouTube's thumbnail of a video (i.ytimg.com). Without
 * them a YouTube task could not be watched.
 */
const VIDEO_PROVIDERS = {
  scripts: ['https://www.youtube.com'],
  frames: ['https://www.youtube.com', 'https://www.instagram.com', 'https://www.tiktok.com'],
  images: ['https://i.ytimg.com'],
};

/** `${name}` → `values[name]`; a placeholder without a value is a mistake, not an empty string. */
export function render(template, values) {
  return template.replace(/\$\{(\w+)\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`no value for \${${name}} in an nginx template`);
    return String(values[name]);
  });
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Hashes of the inline scripts and styles of an app's HTML, for its CSP: the shell inlines its
 * start-up script (webpack-preset.mjs `inlineStart`) and its prerendered pages their styles, the
 * integrator example its page style.
 * JSON data blocks (`type="application/json"`) are never run, so a CSP does not cover them.
 */
export function inlineHashes(htmlFile) {
  // The shell's prerendered public pages (scripts/prerender.mjs) sit beside it as
  // `<path>/index.html`, each with the same inline scripts and its inlined styles.
  const dir = path.dirname(htmlFile);
  const pages = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.html')))
        .map((entry) => path.join(dir, entry.name, 'index.html'))
    : [];
  const html = [htmlFile, ...pages]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes, body]) =>
        body.length > 0 && !/\bsrc=/.test(attributes) && !/type="?application\/json/.test(attributes),
    )
    .map(([, , body]) => sha256(body));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => sha256(body));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * Stylesheets that libraries insert as a `<style>` element at run time, so they need a hash as
 * inline code does: react-toastify 11 (the kit's toasts, shared/src/ui) injects its
 * ReactToastify.css, verbatim, when the first toast container mounts. The hash is taken from the
 * installed copy, the one the build bundles, so it follows an upgrade.
 */
function runtimeStyleHashes() {
  const fromKit = createRequire(path.join(repoRoot, 'shared/package.json'));
  return [sha256(readFileSync(fromKit.resolve('react-toastify/ReactToastify.css'), 'utf8'))];
}

/**
 * The policy of one app: our own origins (the shell, the areas, the API and its websockets) and
 * the video providers, nothing else; `frameAncestors` says who may frame it.
 * @param {ReturnType<import('./ports.mjs').clusterOrigins>} origins
 */
export function contentSecurityPolicy(origins, { frameAncestors, inline = { scripts: [], styles: [] } }) {
  const apps = [origins.shell, ...origins.areas];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...apps, ...inline.scripts, ...VIDEO_PROVIDERS.scripts],
    'style-src': ["'self'", ...apps, ...inline.styles, ...runtimeStyleHashes()],
    'img-src': ["'self'", ...apps, origins.api, ...VIDEO_PROVIDERS.images],
    'font-src': ["'self'", ...apps],
    'connect-src': ["'self'", ...apps, origins.api, origins.ws],
    // The sandbox's demo videos are served by the API.
    'media-src': ["'self'", origins.api],
    'frame-src': VIDEO_PROVIDERS.frames,
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", origins.api],
    'frame-ancestors': frameAncestors,
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
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
        const isArea = app !== shell && app !== integrator;
        return render(siteTemplate, {
          name: app.dir,
          listen: listen(ports.app(app)),
          host,
          tlsCertificate,
          hsts,
          root,
          // The shell is a single-page app: a route such as /consumer gets its page.
          fallback: app === shell ? '/index.html' : '=404',
          contentSecurityPolicy: contentSecurityPolicy(origins, {
            // An area is embedded by integrators' pages; the shell and the example frame nobody in.
            frameAncestors: isArea ? ["'self'", origins.integrator] : ["'self'"],
            inline: inlineHashes(path.join(root, 'index.html')),
          }),
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
