// The one place that owns the federation policy (docs/style.md, after ODH Dashboard): shared
// singletons, ports, runtime experiments and output naming. An app's webpack.config.js only
// says who it is and what it exposes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import esbuild from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { browserApps, embeddableRemotes, localRuntimeConfig } from './apps.cjs';
import { areaContract } from './area-contract.cjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

/**
 * The ES build of the federation runtime's core. The plugin that lends the host's runtime to
 * the remotes `require`s the core's CommonJS build, while the bundler runtime and our remote
 * loader import its ES build: without this alias the shell's `main` carried both (≈45 kB
 * minified of the same code, parsed and run on a phone before the first render).
 */
function federationRuntimeCoreEsm() {
  const from = (request, dir) => require.resolve(request, { paths: [dir] });
  const enhanced = path.dirname(from('@module-federation/enhanced', import.meta.dirname));
  const runtimeTools = path.dirname(from('@module-federation/runtime-tools/package.json', enhanced));
  // The core's package.json is not exported: find it above its CommonJS entry.
  let core = path.dirname(realpathSync(from('@module-federation/runtime-core', runtimeTools)));
  while (!existsSync(path.join(core, 'package.json'))) core = path.dirname(core);
  const { exports } = JSON.parse(readFileSync(path.join(core, 'package.json'), 'utf8'));
  return path.join(core, exports['.'].import.default);
}

/**
 * Federated singletons: one React, one router, one session store, one API client and one query
 * cache across the shell and every remote. Sub-path entries such as `react-dom/client` are
 * requests of their own and must be listed, or each app would bundle a second react-dom (two
 * copies of React on one page would break every hook). Our own package shares its stateful
 * modules (below). React Router and TanStack Query are shared through `@engage/shared/router` and
 * `@engage/shared/queries` rather than directly, so that they are tree-shaken to the names we use
 * (a directly shared package ships whole).
 */
const singletonPackages = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'axios',
  'react-toastify',
];

/**
 * The modules of `@engage/shared` that hold state and so must exist once per page: one session,
 * one API base URL and client, one query cache and its library, one router, one toast
 * queue, one queue of new posts, one data saver switch, one bus. The rest (paths, contract, formatters, UI components) is stateless and is
 * bundled into each app: sharing it would cost every remote entry a registration and the page
 * an extra request per module, for a few hundred bytes each. Inside shared/, modules import each
 * other by package name so these singletons come from the share scope (lint-enforced).
 */
const statefulSharedModules = [
  'bus',
  'session',
  'session/scope',
  'session/data-saver',
  'session/operator',
  'config',
  'router',
  'queries',
  'api/client',
  'api/query-client',
  'ui/toasts',
  'feed/new-posts-queue',
];

/** Resolves as the kernel does: the singletons are its dependencies, every app gets the same copy. */
const kernelRequire = createRequire(new URL('../shared/package.json', import.meta.url));

function installedVersion(pkg) {
  const root = pkg
    .split('/')
    .slice(0, pkg.startsWith('@') ? 2 : 1)
    .join('/');
  return kernelRequire(`${root}/package.json`).version;
}

/**
 * No `requiredVersion`: for a singleton the federation runtime only warns when the loaded version
 * does not satisfy it, and it checks with a semver range parser that builds its regular
 * expressions afresh on every call, for each of the ~20 shared modules the shell and each area
 * consume as the page starts (tens of ms of a slowed phone's main thread). What refuses an area
 * that does not fit this shell is its contract (`shared/src/federation/area-contract.ts`): the
 * `@engage/shared` version it was built with (in a workspace whose catalog pins these libraries),
 * and the events and API routes it uses. A line in the console never refused one.
 */
function sharedSingletons() {
  const singleton = (pkg) => ({
    singleton: true,
    requiredVersion: false,
    version: installedVersion(pkg),
  });
  const shared = Object.fromEntries(singletonPackages.map((pkg) => [pkg, singleton(pkg)]));
  const ownVersion = require('../shared/package.json').version;
  for (const subpath of statefulSharedModules) {
    shared[`@engage/shared/${subpath}`] = { singleton: true, requiredVersion: false, version: ownVersion };
  }
  return shared;
}

/** Writes the localhost runtime config beside the shell's index.html; deployments replace it. */
class RuntimeConfigPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RuntimeConfigPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(localRuntimeConfig(), null, 2)}\n`;
          compilation.emitAsset('config.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * Copies an app's `public/` folder (the shell's icons and web app manifest) into the build as
 * it is: these files are asked for by fixed names (/favicon.ico, /manifest.webmanifest), so they
 * carry no content hash and the static server revalidates them (`serve-static.cjs`).
 */
class PublicFilesPlugin {
  /** @param {string} dir the folder copied */
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(this.dir);
          for (const entry of readdirSync(this.dir, { withFileTypes: true, recursive: true })) {
            if (!entry.isFile()) continue;
            const file = path.join(entry.parentPath, entry.name);
            compilation.fileDependencies.add(file);
            const name = path.relative(this.dir, file).split(path.sep).join('/');
            compilation.emitAsset(name, new compiler.webpack.sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * The scripts and styles of the named chunk group of a build, with those of the shared libraries
 * its modules consume: the shell provides every shared library, and at run time a consumed one
 * comes from the shell's provided copy (loaded-first), whose chunks are not the consumer's fallback.
 * @param {import('webpack').Compilation} compilation
 * @param {string} name
 * @returns {Set<string>}
 */
function chunkGroupFiles(compilation, name) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module' && module.blocks[0]) provided.set(module._name, module.blocks[0]);
  }
  const files = new Set();
  const addGroup = (group) => {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        const block = module.type === 'consume-shared-module' && provided.get(module.options.shareKey);
        const library = block && chunkGraph.getBlockChunkGroup(block);
        if (library) addGroup(library);
      }
    }
  };
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`no chunk named "${name}" in ${compilation.compiler.context}`);
  addGroup(group);
  return files;
}

/**
 * Marks the scripts a page runs as it starts for eager compilation, with V8's explicit compile
 * hint (a first line `//# allFunctionsCalledOnLoad`, Chromium 136 and later). V8 otherwise compiles
 * a function when it is first called, on the main thread: a trace of `/signin` on the lab profile
 * had about 120 ms of it in the half second before the first paint. A marked script's functions
 * are compiled as it streams in, on a background thread. Only what runs at start is marked (the
 * entry, the start-up chunk groups named here and the libraries they consume): compiling code
 * that may never run costs time and memory for nothing.
 */
class CompileHintsPlugin {
  /** @param {string[]} groups the chunk groups that run as the page starts, besides the entry */
  constructor(groups) {
    this.groups = groups;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which drops comments), before the content hashes and the compressed copies.
        { name: 'CompileHintsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          const files = new Set();
          for (const entry of compilation.entrypoints.values()) {
            for (const chunk of entry.chunks) for (const file of chunk.files) files.add(file);
          }
          for (const name of this.groups) {
            if (compilation.namedChunkGroups.has(name))
              for (const file of chunkGroupFiles(compilation, name)) files.add(file);
          }
          for (const file of files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(
              file,
              (source) => new compiler.webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
            );
          }
        },
      );
    });
  }
}

/**
 * The shell's HTML starts everything a first load needs at once, instead of the
 * browser learning of each script only when the one before has arrived and run:
 *   - the first inline script (`inlineFirst`), which adds the start scripts the page needs and
 *     then a preload of each script and style the start-up chunks (`start-areas`, `bootstrap`)
 *     need: their own chunks and those of the shared libraries they consume (React, the router…);
 *   - the inline start (`inlineStart`), which fetches config.json and the route's area;
 *   - for them, the list of those files, and of the files the signed-in layout
 *     (`signed-in-layout`) needs beyond them, preloaded only when the page opens signed in;
 *   - the start scripts (`startScripts`): small modules built into files of their own, listed
 *     with those files, and added only to the pages that need them, so that the other pages,
 *     `/signin` above all, carry none of their code.
 * The inline scripts and the start scripts are bundled by esbuild: small, and free of the
 * federation runtime webpack would wrap them in.
 */
class StartupPreloadPlugin {
  /**
   * @param {string} inlineFirst the module inlined first in the HTML's head
   * @param {string} inlineStart the module inlined at the end of the HTML's head
   * @param {Record<string, string>} startScripts name → module of each start script
   */
  constructor(inlineFirst, inlineStart, startScripts) {
    this.inlineFirst = inlineFirst;
    this.inlineStart = inlineStart;
    this.startScripts = startScripts;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const scriptsOf = (name) => chunkGroupFiles(compilation, name);
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        // The area's start first (a few small files that start the page's area early), then the
        // rest largest first: over HTTP/1.1 a page has six connections to a server, and a large
        // file asked for after a dozen small ones waited for a free one and arrived last.
        const size = (file) => compilation.assets[file]?.size() ?? 0;
        const areasStart = scriptsOf('start-areas');
        const startup = new Set([
          ...areasStart,
          ...[...scriptsOf('bootstrap')].filter((file) => !areasStart.has(file)).sort((a, b) => size(b) - size(a)),
        ]);
        const signedIn = [...scriptsOf('signed-in-layout')].filter((file) => !startup.has(file));
        const script = (entry) =>
          esbuild.buildSync({
            entryPoints: [path.resolve(compiler.context, entry)],
            bundle: true,
            format: 'iife',
            minify: true,
            target: 'es2020',
            write: false,
          }).outputFiles[0].text;
        const startScripts = {};
        for (const [name, entry] of Object.entries(this.startScripts)) {
          const text = script(entry);
          const file = `${name}.${createHash('sha256').update(text).digest('hex').slice(0, 8)}.js`;
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(text));
          startScripts[name] = `${publicPath}${file}`;
        }
        const tag = HtmlWebpackPlugin.createHtmlTagObject;
        // The shell's own script is the first to run and everything waits for it, but as a
        // deferred script Chromium gives it low priority: over HTTP/1.1 and a slow link it
        // arrived after every preloaded chunk.
        for (const headTag of data.headTags) {
          if (headTag.tagName === 'script' && headTag.attributes.src) headTag.attributes.fetchpriority = 'high';
        }
        // First in the head, the files listed for the scripts below and the first inline script,
        // which asks for the start scripts a page needs and then for the start-up files. As
        // preload tags, the start-up files were asked for by the preload scanner before any
        // script had run, and over HTTP/1.1 (six connections to a server) a start script asked
        // for after them waited for all of them.
        data.headTags.unshift(
          tag(
            'script',
            { type: 'application/json', id: 'engage-preloads' },
            JSON.stringify({
              startup: [...startup].map((file) => `${publicPath}${file}`),
              signedIn: signedIn.map((file) => `${publicPath}${file}`),
              ...startScripts,
            }),
          ),
          tag('script', {}, script(this.inlineFirst)),
        );
        data.headTags.push(tag('script', {}, script(this.inlineStart)));
        return data;
      });
    });
  }
}

/**
 * Builds the shell's service worker (`serviceWorker`) once the page's files are final, and lists
 * for Workbox to precache (`self.__WB_MANIFEST`) what the page needs to start: the HTML, every
 * file the HTML names (the start-up chunks and the signed-in layout's), the offline banner, the
 * icon and the web app manifest. The shell's other chunks (modals, pages, the Kiswahili messages)
 * are kept by the worker as they are first used: precaching them cost a first visit about 160 kB
 * more on mobile data for screens most visits never open. A content-hashed file is known by its
 * name; the HTML and the fixed-name files carry a hash of their content as their revision, so a
 * release that changes them replaces the kept copy. config.json is read from the network first
 * (shell/src/service-worker/cache-rules.ts).
 *
 * esbuild, not a webpack child compilation (Workbox's InjectManifest): a child compilation would
 * run the federation plugin's hooks too, and the worker must be one plain script without the
 * federation runtime or the shared singletons.
 */
class ServiceWorkerPlugin {
  /** @param {string} source the worker's module */
  constructor(source) {
    this.source = source;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        (assets) => {
          const hashed = /\.[0-9a-f]{8}\.(js|css)$/;
          const html = assets['index.html']?.source().toString() ?? '';
          const named = new Set([...html.matchAll(/\/([\w.-]+\.[0-9a-f]{8}\.(?:js|css))/g)].map((match) => match[1]));
          const startsThePage = (name) => !hashed.test(name) || named.has(name) || name.startsWith('offline-banner.');
          const precached = Object.keys(assets)
            .filter((name) => /\.(js|css|html|svg|ico|webmanifest)$/.test(name) && startsThePage(name))
            .sort()
            .map((name) => ({
              url: `/${name}`,
              revision: hashed.test(name)
                ? null
                : createHash('sha256').update(assets[name].buffer()).digest('hex').slice(0, 16),
            }));
          const [worker] = esbuild.buildSync({
            entryPoints: [path.resolve(compiler.context, this.source)],
            bundle: true,
            format: 'iife',
            minify: true,
            target: 'es2020',
            write: false,
            define: { 'self.__WB_MANIFEST': JSON.stringify(precached), 'process.env.NODE_ENV': '"production"' },
          }).outputFiles;
          compilation.emitAsset('service-worker.js', new compiler.webpack.sources.RawSource(worker.text));
        },
      );
    });
  }
}

/**
 * What a CDN would serve: brotli and gzip copies of every text file, written at build
 * time so the static server sends them as they are (`serve-static.cjs`). config.json is left
 * out: a deployment replaces it, and a stale compressed copy beside it would win.
 */
function precompressed() {
  const test = /\.(js|css|html|json|svg|webmanifest)$/;
  const exclude = /(^|\/)config\.json$/;
  return [
    new CompressionPlugin({
      test,
      exclude,
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      filename: '[path][base].gz',
    }),
    new CompressionPlugin({
      test,
      exclude,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
    }),
  ];
}

/**
 * Builds the webpack config of one browser app.
 *
 * @param {object} app
 * @param {string} app.dir        the app's folder (its package directory)
 * @param {'host' | 'remote' | 'integrator'} app.kind
 * @param {Record<string, string>} [app.exposes]  remotes only: './App', './parcel', widgets
 * @param {string} [app.title]    the HTML page title (host and standalone pages)
 * @param {string} [app.template] an HTML template of the app's own instead of the default
 * @param {string} [app.inlineFirst] host only: a small module inlined first in the HTML's head,
 *   which asks for the start-up files (production)
 * @param {string} [app.inlineStart] host only: a small module inlined at the end of the HTML's
 *   head, run before any script arrives (production)
 * @param {Record<string, string>} [app.startScripts] host only: name → module of each script the first
 *   inline script adds to the pages that need it, built like it into a file of its own
 * @param {string} [app.serviceWorker] host only: the service worker's module, built into
 *   /service-worker.js (production)
 */
export function federatedApp({
  dir,
  kind,
  exposes = {},
  title = 'engage',
  template,
  inlineStart,
  inlineFirst,
  startScripts = {},
  serviceWorker,
}) {
  const app = browserApps.find((candidate) => path.basename(dir) === candidate.dir);
  if (!app) throw new Error(`${dir} is not listed in tooling/apps.cjs`);

  return (_env, argv) => {
    const production = argv.mode === 'production';
    // In production the shell provides the federation runtime once and every remote uses it
    // (a remote entry drops from ≈26 kB to ≈8 kB gzipped). In development each app
    // keeps its own runtime so a remote can also run alone on its dev server.
    const experiments = production
      ? kind === 'remote'
        ? { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } }
        : { provideExternalRuntime: true, optimization: { target: 'web' } }
      : { optimization: { target: 'web' } };
    const standalonePage = kind !== 'remote' || !production;

    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: standalonePage ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: kind === 'remote' ? 'auto' : '/',
        uniqueName: app.name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs'],
        alias: kind === 'host' ? { '@module-federation/runtime-tools/runtime-core$': federationRuntimeCoreEsm() } : {},
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: require.resolve('ts-loader'),
            options: {
              transpileOnly: true,
              configFile: path.join(dir, 'tsconfig.json'),
              // The tsconfigs are composite projects for `tsc -b`; webpack needs plain JS.
              compilerOptions: { composite: false, declaration: false, emitDeclarationOnly: false, noEmit: false },
            },
          },
          {
            test: /\.css$/,
            // In production CSS ships as files the browser parses off the main thread, not as
            // strings a phone's CPU runs through JavaScript into <style> tags.
            use: [
              production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
              require.resolve('css-loader'),
            ],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes, manifest: true } : { manifest: false }),
          shared: kind === 'integrator' ? {} : sharedSingletons(),
          shareStrategy: 'loaded-first',
          dts: false,
          experiments,
        }),
        ...(standalonePage
          ? [
              new HtmlWebpackPlugin({
                template: template ?? require.resolve('./index.html'),
                title,
                chunks: ['main'],
                preloadConfig: kind === 'host',
                appIcons: kind === 'host',
              }),
            ]
          : []),
        ...(kind === 'host' ? [new RuntimeConfigPlugin()] : []),
        ...(existsSync(path.join(dir, 'public')) ? [new PublicFilesPlugin(path.join(dir, 'public'))] : []),
        new webpack.DefinePlugin({
          __ENGAGE_SHARED_VERSION__: JSON.stringify(require('../shared/package.json').version),
          __ENGAGE_AREA_CONTRACT__: kind === 'remote' ? JSON.stringify(areaContract(dir)) : 'undefined',
          // Where the page registers its service worker; none in development (no worker is built).
          __ENGAGE_SERVICE_WORKER__: JSON.stringify(serviceWorker && production ? '/service-worker.js' : ''),
          // The integrator example lists the areas it can mount, where `pnpm start` serves them.
          __ENGAGE_LOCAL_REMOTES__:
            kind === 'integrator'
              ? JSON.stringify(embeddableRemotes.map(({ name, port }) => ({ name, port })))
              : 'undefined',
        }),
        ...(inlineFirst && inlineStart && production
          ? [new StartupPreloadPlugin(inlineFirst, inlineStart, startScripts)]
          : []),
        ...(serviceWorker && production ? [new ServiceWorkerPlugin(serviceWorker)] : []),
        ...(production
          ? [new CompileHintsPlugin(['start-areas', 'bootstrap', 'signed-in-layout', '__federation_expose_App'])]
          : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              ...precompressed(),
            ]
          : []),
      ],
      optimization: {
        // SWC minifies several times faster than terser, with the same output size class; it
        // matters because every remote minifies its own fallback copy of React.
        minimizer: [
          new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: app.port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        static: false,
      },
    };
  };
}
