import { jestConfig } from '@engage/shared/build/jest-preset';

// Browser journeys run one file at a time: each starts the servers it needs on fixed ports.
export default jestConfig({ environment: 'node', testTimeout: 60_000 });
