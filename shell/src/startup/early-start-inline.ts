// The script the build inlines into the shell's HTML (webpack-preset.mjs `inlineStart`).
import { applyStoredTheme, startEarly } from './early-start';

applyStoredTheme();
startEarly();
