// The script the build inlines into the shell's HTML (webpack-preset.mjs `inlineStart`).
import { applyStartLanguage, applyStoredTheme, hideStalePrerender, startEarly } from './early-start';

applyStoredTheme();
applyStartLanguage();
hideStalePrerender();
startEarly();
