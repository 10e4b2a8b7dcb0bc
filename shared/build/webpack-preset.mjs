// The one place that owns the federation policy (STYLE.md, after ODH Dashboard): shared
// singletons, ports, runtime experiments and output naming. An app's webpack.config.js only
// says who it is and what it exposes.
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { browserApps, localRuntimeConfig } from './apps.cjs';

const require = createRequire(import.meta.url);

/**
 * Federated singletons (DESIGN §3): one React, one router, one session store, one API client
 * and one query cache across the shell and every remote. Sub-path entries such as
 * `react-dom/client` are requests of their own and must be listed, or each app would bundle
 * a second react-dom. Our own package shares its stateful modules (below). React Router is shared through `@engage/shared/router` rather than directly, so that it is
 * tree-shaken to the names we use (a directly shared package ships whole).
 */
const singletonPackages = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'axios',
  'react-toastify',
  '@tanstack/react-query',
];

/**
 * The modules of `@engage/shared` that hold state and so must exist once per page: one session,
 * one API base URL and client, one query cache, one router, one remote registry, one toast
 * queue, one queue of new posts, one bus. The rest (paths, contract, formatters, UI components) is stateless and is
 * bundled into each app: sharing it would cost every remote entry a registration and the page
 * an extra request per module, for a few hundred bytes each. Inside shared/, modules import each
 * other by package name so these singletons come from the share scope (lint-enforced).
 */
const statefulSharedModules = [
  'bus',
  'session',
  'config',
  'router',
  'api/client',
  'api/query-client',
  'federation/remote-loader',
  'ui/toasts',
  'feed/new-posts-queue',
];

function installedVersion(pkg) {
  const root = pkg
    .split('/')
    .slice(0, pkg.startsWith('@') ? 2 : 1)
    .join('/');
  return require(`${root}/package.json`).version;
}

function sharedSingletons() {
  const shared = Object.fromEntries(
    singletonPackages.map((pkg) => [
      pkg,
      { singleton: true, requiredVersion: `^${installedVersion(pkg)}`, version: installedVersion(pkg) },
    ]),
  );
  const ownVersion = require('../package.json').version;
  for (const subpath of statefulSharedModules) {
    shared[`@engage/shared/${subpath}`] = { singleton: true, requiredVersion: `^${ownVersion}`, version: ownVersion };
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
 * Builds the webpack config of one browser app.
 *
 * @param {object} app
 * @param {string} app.dir        the app's folder (its package directory)
 * @param {'host' | 'remote' | 'integrator'} app.kind
 * @param {Record<string, string>} [app.exposes]  remotes only: './App', './parcel', widgets
 * @param {string} [app.title]    the HTML page title (host and standalone pages)
 * @param {string} [app.template] an HTML template of the app's own instead of the default
 */
export function federatedApp({ dir, kind, exposes = {}, title = 'engage', template }) {
  const app = browserApps.find((candidate) => path.basename(dir) === candidate.dir);
  if (!app) throw new Error(`${dir} is not listed in shared/build/apps.cjs`);

  return (_env, argv) => {
    const production = argv.mode === 'production';
    // In production the shell provides the federation runtime once and every remote uses it
    // (a remote entry drops from ≈26 kB to ≈8 kB gzipped, DESIGN §8). In development each app
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
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
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
          { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
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
          ? [new HtmlWebpackPlugin({ template: template ?? require.resolve('./index.html'), title, chunks: ['main'] })]
          : []),
        ...(kind === 'host' ? [new RuntimeConfigPlugin()] : []),
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
