// One jest setup for every package: TypeScript through SWC (fast on two cores; type checking
// is `tsc -b`'s job), jsdom for UI packages, node for the API and e2e.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * @param {{ environment?: 'jsdom' | 'node', setupFiles?: string[], testTimeout?: number }} [options]
 * @returns {import('jest').Config}
 */
export function jestConfig(options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    // jest-fixed-jsdom is jsdom with Node's fetch API, TextEncoder and streams put back, which
    // React Router's data routers need.
    testEnvironment: environment === 'jsdom' ? require.resolve('jest-fixed-jsdom') : 'node',
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // typebox ships only ES modules; jest runs CommonJS, so let SWC convert it like our code.
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/typebox@|typebox/)'],
    moduleNameMapper: { '\\.css$': require.resolve('./style-stub.cjs') },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/tests/**/*.test.ts'],
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [require.resolve('./jest-dom-setup.cjs')] : []),
      ...(options.setupFiles ?? []),
    ],
    testTimeout: options.testTimeout ?? 10_000,
  };
}
