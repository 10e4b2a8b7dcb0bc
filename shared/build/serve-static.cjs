// Serves one app's production build on its own port, as a separate deploy would be served:
// mf-manifest.json, remoteEntry.js, config.json and HTML are `no-cache` (a new deploy is seen
// at once); content-hashed chunks are immutable; CORS is open because the shell on another
// origin fetches remotes' manifests. Like a CDN, it sends the brotli or gzip copy the build wrote
// beside a file when the browser accepts it (with `Vary: Accept-Encoding`), never compressing on
// the fly.
const http = require('node:http');
const path = require('node:path');
const sirv = require('sirv');

const revalidated = /(^|\/)(mf-manifest\.json|remoteEntry\.js|config\.json|[^/]*\.html)$/;

/**
 * @param {{ dir: string, port: number, spa?: boolean, host?: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
function serveApp({ dir, port, spa = false, host = '127.0.0.1' }) {
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
      // `pathname` is what was asked for: a route such as /consumer gets the page's HTML.
      const page = pathname === '/' || (spa && path.extname(pathname) === '');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader(
        'Cache-Control',
        page || revalidated.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  const server = http.createServer((req, res) => {
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
