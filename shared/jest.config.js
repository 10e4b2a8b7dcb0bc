import { jestConfig } from './build/jest-preset.mjs';

export default jestConfig({ environment: 'jsdom' });
