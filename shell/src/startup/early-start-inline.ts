// The script the build inlines into the shell's HTML (webpack-preset.mjs `inlineStart`).
import { applyStartLanguage, applyStoredTheme, startEarly } from './early-start';
import { addStartScripts } from './start-scripts';

// First: the start scripts are asked for before the signed-in layout's files and the area's.
addStartScripts();
applyStoredTheme();
applyStartLanguage();
startEarly();
