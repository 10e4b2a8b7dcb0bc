import { jestConfig } from './jest-preset.mjs';

// The presets' own tests: real HTTP against the static server, the real nginx, the TypeScript program.
export default jestConfig({ environment: 'node' });
