// Serves one app's production build on its own port, as a separate deploy would be served:
// mf-manifest.json, remoteEntry.js, config.json and HTML are `no-cache` (a new deploy is seen
// at once); content-hashed chunks are immutable; CORS is open because the shell on another
// origin fetches remotes' manifests.
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
    dev: false,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader(
        'Cache-Control',
        revalidated.test(pathname) || pathname === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
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
