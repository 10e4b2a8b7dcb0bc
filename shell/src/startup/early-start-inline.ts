// The script the build inlines into the shell's HTML (webpack-preset.mjs `inlineStart`).
import { applyStartLanguage, applyStoredTheme, startEarly } from './early-start';

applyStoredTheme();
applyStartLanguage();
startEarly();
