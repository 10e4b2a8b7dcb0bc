// The security headers every app's page is served with, one definition for both servers that
// serve the builds: nginx in a cluster or a deployment (scripts/cluster/nginx-config.mjs writes
// them into its config) and `pnpm start` (serve-static.cjs sends them itself).
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const { integrator, shell } = require('./apps.cjs');

/**
 * Third-party origins the app needs by design, the only ones beyond our own: the feed's video
 * player embeds YouTube (its IFrame API script and player), Instagram and TikTok
 * (shared/src/video), and a post's thumbnail comes from YouTube's or X's image hosts, the only
 * ones the API takes (shared/src/format/platform-images.ts; `*.ytimg.com` covers i.ytimg.com and
 * its numbered mirrors). Without them a YouTube task could not be watched.
 */
const VIDEO_PROVIDERS = {
  scripts: ['https://www.youtube.com'],
  frames: ['https://www.youtube.com', 'https://www.instagram.com', 'https://www.tiktok.com'],
  images: [
    'https://i.ytimg.com',
    'https://*.ytimg.com',
    'https://img.youtube.com',
    'https://pbs.twimg.com',
    'https://abs.twimg.com',
  ],
};

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Hashes of the inline scripts and styles of an app's HTML, for its CSP: the shell inlines its
 * start-up script (webpack-preset.mjs `inlineStart`) and its prerendered pages their styles, the
 * integrator example its page style.
 * JSON data blocks (`type="application/json"`) are never run, so a CSP does not cover them.
 */
function inlineHashes(htmlFile) {
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
 * inline code does: react-toastify 11 (the kernel's toasts, shared/src/ui) injects its
 * ReactToastify.css, verbatim, when the first toast container mounts. The hash is taken from the
 * installed copy, the one the build bundles, so it follows an upgrade.
 */
function runtimeStyleHashes() {
  return [sha256(readFileSync(require.resolve('react-toastify/ReactToastify.css'), 'utf8'))];
}

/**
 * Who may frame an app: an area is embedded by integrators' pages (docs/integrators.md; the
 * example page is ours), the shell and the example itself by nobody else.
 */
function frameAncestorsFor(app, origins) {
  // Only an area an integrator may embed (apps.cjs) may be framed by the integrator's page: the
  // operators' console never is.
  const embedded = app !== shell && app !== integrator && app.embeddable !== false;
  return embedded ? ["'self'", origins.integrator] : ["'self'"];
}

/**
 * The policy of one app: our own origins (the shell, the areas, the API and its websockets) and
 * the video providers, nothing else; `frameAncestors` says who may frame it.
 */
function contentSecurityPolicy(origins, { frameAncestors, inline = { scripts: [], styles: [] } }) {
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

/** The headers of every file of `app`, whose build is in `root`, served among `origins`. */
function securityHeaders(app, origins, root) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins, {
      frameAncestors: frameAncestorsFor(app, origins),
      inline: inlineHashes(`${root}/index.html`),
    }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * `securityHeaders` for a folder whose files change while it is served (`pnpm deploy:area`
 * publishes a release into it): worked out again whenever its index.html changes.
 */
function liveSecurityHeaders(app, origins, root) {
  let seen;
  let headers;
  return () => {
    const index = `${root}/index.html`;
    const stamp = existsSync(index) ? statSync(index).mtimeMs : 0;
    if (headers === undefined || stamp !== seen) {
      headers = securityHeaders(app, origins, root);
      seen = stamp;
    }
    return headers;
  };
}

exports.VIDEO_PROVIDERS = VIDEO_PROVIDERS;
exports.inlineHashes = inlineHashes;
exports.frameAncestorsFor = frameAncestorsFor;
exports.contentSecurityPolicy = contentSecurityPolicy;
exports.securityHeaders = securityHeaders;
exports.liveSecurityHeaders = liveSecurityHeaders;
