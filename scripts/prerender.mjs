// Prerenders the public pages into the shell's build, after webpack: each page's markup, drawn
// by React in Node with `react-dom/static` (shell/src/prerender/render-public-page.tsx), goes
// into a copy of the shell's index.html at `<path>/index.html` (with its brotli and gzip
// copies), with the styles it needs inlined, so the first paint waits for no script and no
// stylesheet. The browser hydrates it (shell/src/bootstrap.tsx). Every server we run serves
// `<path>/index.html` for `<path>` and the SPA's index.html for the rest: sirv looks for it
// (tooling/serve-static.cjs), nginx `try_files $uri $uri/index.html`
// (deploy/static-site.conf.template).
//
// The areas' pages are taken from their sources as they are in this checkout, and the markup says
// which mf-auth build it matches (the release id of mf-auth/dist's manifest): a visitor who loads
// another mf-auth release (a team's newer deploy, a canary) gets the page drawn afresh instead of
// hydrated against markup it does not match. Build the shell again after an mf-auth release to
// have its pages prerendered once more.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const shellDist = path.join(repoRoot, 'shell/dist');
/** The public pages (spec 000 §2), each drawn by mf-auth. */
export const prerenderedPaths = ['/signin', '/signup', '/ref', '/forgotpassword', '/privacy-policy'];

// esbuild arrives with tsx (as in api/scripts/build.mjs): one esbuild in the tree.
const requireFromApi = createRequire(path.join(repoRoot, 'api/package.json'));
const esbuild = createRequire(requireFromApi.resolve('tsx/package.json'))('esbuild');

/**
 * What the pages need, bundled for Node: the shell's renderer and mf-auth's `App`. React stays
 * an import from the shell's node_modules (one copy, the renderer's own). The shell's lazy parts
 * (the signed-in layout, the offline banner, the toasts, other languages) are never drawn on a
 * public page: left out, so neither their code nor their styles come in. An area's lazy parts
 * (the forms, the policy's text) are what the pages show, so they are bundled.
 */
async function bundleRenderer(outdir) {
  const areaSources = path.join(repoRoot, 'mf-auth/src') + path.sep;
  const shellLazyPartsLeftOut = {
    name: 'shell-lazy-parts-left-out',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'dynamic-import' && !args.importer.startsWith(areaSources)
          ? { path: args.path, external: true }
          : undefined,
      );
    },
  };
  await esbuild.build({
    absWorkingDir: repoRoot,
    stdin: {
      contents: [
        "export { renderPublicPage } from './shell/src/prerender/render-public-page.tsx';",
        "export { default as mf_auth } from './mf-auth/src/App.tsx';",
        "export { releaseId } from './shared/src/federation/release-id.ts';",
      ].join('\n'),
      resolveDir: repoRoot,
      sourcefile: 'prerender-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    outdir,
    entryNames: 'pages',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    minifySyntax: true,
    logLevel: 'warning',
    plugins: [shellLazyPartsLeftOut],
  });
}

function writeCompressed(file, text) {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

/** The HTML of one page: the shell's index.html with `#root` filled and the styles inlined. */
function pageHtml(template, { attributes, html }, css) {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('shell/dist/index.html has no empty #root to fill');
  return template
    .replace('</head>', `<style data-prerendered>${css}</style></head>`)
    .replace(root, `<div id="root" ${attributes}>${html}</div>`);
}

export async function prerenderPublicPages() {
  const started = Date.now();
  // In the shell's node_modules, so that `react` and `react-dom` resolve to the shell's copy.
  const outdir = path.join(repoRoot, 'shell/node_modules/.cache/engage-prerender');
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await bundleRenderer(outdir);
  const css = readFileSync(path.join(outdir, 'pages.css'), 'utf8').trim();
  const { renderPublicPage, mf_auth, releaseId } = await import(
    `${pathToFileURL(path.join(outdir, 'pages.js')).href}?${createHash('sha1').update(String(started)).digest('hex')}`
  );
  const template = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const authManifest = path.join(repoRoot, 'mf-auth/dist/mf-manifest.json');
  const release = existsSync(authManifest) ? releaseId(JSON.parse(readFileSync(authManifest, 'utf8'))) : undefined;
  const sizes = [];
  for (const pagePath of prerenderedPaths) {
    const page = await renderPublicPage(pagePath, { mf_auth }, release);
    const dir = path.join(shellDist, pagePath);
    mkdirSync(dir, { recursive: true });
    const html = pageHtml(template, page, css);
    writeCompressed(path.join(dir, 'index.html'), html);
    sizes.push(`${pagePath} ${(gzipSync(html, { level: 9 }).length / 1024).toFixed(1)} kB`);
  }
  console.log(
    `prerendered ${prerenderedPaths.length} public pages in ${((Date.now() - started) / 1000).toFixed(1)} s (HTML gzipped: ${sizes.join(', ')}; inlined styles ${(css.length / 1024).toFixed(1)} kB)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await prerenderPublicPages();
