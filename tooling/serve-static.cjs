// Serves one app's production build on its own port, as a separate deploy would be served:
// content-hashed chunks are immutable; every file asked for by a fixed name (mf-manifest.json,
// remoteEntry.js, config.json, HTML, the shell's icons and web app manifest) is `no-cache`, so a
// new deploy is seen at once and an unchanged file costs a 304. CORS is open because the shell
// on another origin fetches remotes' manifests. Like a CDN, it sends the brotli or gzip copy the build wrote
// beside a file when the browser accepts it (with `Vary: Accept-Encoding`), never compressing on
// the fly.
const http = require('node:http');
const path = require('node:path');
const sirv = require('sirv');

/** `[name].[contenthash:8].ext` (webpack-preset.mjs): a new release gives the file a new name. */
const contentHashed = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * `headers`: sent with every answer, files and 404s alike — the security headers
 * (security-headers.cjs), the same ones nginx sends in a cluster.
 * @param {{ dir: string, port: number, spa?: boolean, host?: string, headers?: () => Record<string, string> }} options
 * @returns {Promise<import('node:http').Server>}
 */
function serveApp({ dir, port, spa = false, host = '127.0.0.1', headers = () => ({}) }) {
  const files = sirv(dir, {
    single: spa,
    // Read the folder on each request rather than once at start (sirv's `dev`): an area's team
    // publishes a new release into it while it is served (`pnpm deploy:area`), and a file
    // table cached at start would 404 the new files and send the old sizes for replaced ones.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      // `pathname` is what was asked for: a route such as /consumer gets the page's HTML, which
      // carries no hash and so is revalidated like any other fixed name.
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', contentHashed.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The one type sirv does not know: Chromium takes an untyped favicon, other browsers may not.
      if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
    },
  });
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers())) res.setHeader(name, value);
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end(`Not found: ${req.url}`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function distDir(appDir) {
  return path.join(appDir, 'dist');
}

exports.serveApp = serveApp;
exports.distDir = distDir;
