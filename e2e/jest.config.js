import { jestConfig } from '@engage/tooling/jest-preset';

// Browser journeys share one set of servers (src/global-setup.ts) and run two files at a time:
// each file has its own browser and its own users, so they do not interfere. The cluster journey
// runs after them, alone (package.json): it is a load test, and on a 2-core machine a browser
// journey beside it starves its instances of CPU, which its checks would count as lost requests.
export default {
  ...jestConfig({ environment: 'node', testTimeout: 60_000 }),
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/src/global-teardown.ts',
  maxWorkers: 2,
};
