// The script the build inlines into the shell's HTML (webpack-preset.mjs `inlineStart`).
import { startEarly } from './early-start';

startEarly();
