import { jestConfig } from '@engage/shared/build/jest-preset';

export default jestConfig({ environment: 'jsdom' });
