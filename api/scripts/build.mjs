// `pnpm --filter @engage/api build`: the API as one JavaScript file, `dist/server.js`, so that
// production starts it with plain `node` instead of compiling TypeScript through tsx at every
// boot and keeping tsx's loader on every import. Only our own code is bundled:
// `src/` and the TypeScript modules of `@engage/shared`; every npm package stays an import
// resolved from node_modules at run time (argon2 and PGlite load native and data files beside
// their own code, so they could not be inlined anyway). `dist/` sits beside `src/`, so the
// paths the server derives from its own location (migrations, media) are the same.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
// esbuild arrives with tsx, which `dev` and the tests already use; taking it from there keeps
// one esbuild in the tree rather than a second direct dependency to keep in step.
const requireFromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
const esbuild = requireFromTsx('esbuild');

/** Bare imports go external unless they are our workspace packages, which ship TypeScript. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@engage/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await esbuild.build({
  absWorkingDir: apiRoot,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});
console.log(`built api/dist/server.js in ${Date.now() - started} ms`);
