import { jestConfig } from '@engage/tooling/jest-preset';

export default jestConfig({ environment: 'jsdom' });
